import AxeBuilder from '@axe-core/playwright';
import { expect, lastLoggedEmail, signUpThroughUi, signUpViaApi, test, uniqueEmail } from './fixtures.ts';

test('sign up → dashboard greeting → sign out', async ({ page }) => {
  const email = uniqueEmail('alice');
  await signUpThroughUi(page, { name: 'Alice Martin', email });
  await expect(page.getByRole('heading', { name: 'Hello, Alice Martin!' })).toBeVisible();
  await expect(page.getByText('Tracked products')).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth$/);
});

test('sign in with a wrong password shows the error', async ({ page }) => {
  const { email } = await signUpViaApi(page);
  await page.context().clearCookies();
  await page.goto('/auth');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill('not-my-password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Invalid e-mail or password.')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});

test('forgot password → reset link from the logged e-mail → the new password works', async ({ page }) => {
  const { email } = await signUpViaApi(page, { password: 'first-password' });
  await page.context().clearCookies();
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  // The mode is in the URL: the sign-in form (with its own E-mail field) stays until the navigation ends.
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Send the reset link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'reset link is on its way' })).toBeVisible();

  const mail = await lastLoggedEmail(email);
  const link = mail.match(/http\S+/)?.[0] as string;
  expect(link).toContain('/auth?mode=reset&token=');
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('second-password');
  await page.getByLabel('Confirm the new password').fill('second-password');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByText('Your password has been changed')).toBeVisible();

  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill('second-password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('/dashboard signed out goes to /auth', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('tab', { name: 'Sign in' })).toBeVisible();
});

test('the language switch to French persists across reload', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitem', { name: 'Français' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Trouvez, lancez et suivez des produits Amazon gagnants',
  );
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.reload();
  await expect(page.getByRole('link', { name: 'Se connecter' }).first()).toBeVisible();
});

test('a fr-FR browser starts in French', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'fr-FR' });
  const page = await context.newPage();
  await page.goto(`http://localhost:${process.env.SCOUT_E2E_PORT}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Trouvez, lancez et suivez des produits Amazon gagnants',
  );
  await context.close();
});

test('an injected language value in storage is ignored', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('scout.lang', '"><img src=x onerror=alert(1)>'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Find, launch and track winning Amazon products',
  );
});

test('an unknown path shows the 404 page with a link home', async ({ page }) => {
  await page.goto('/this/page/does-not-exist');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the legal notice opened directly shows the operator settings, once each', async ({ page }) => {
  await page.goto('/legal');
  const editor = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Editor' }) });
  await expect(editor.locator('p')).toHaveText([
    'Acme SAS',
    'not provided by the operator',
    'contact@acme.test',
  ]);
  await expect(page.getByText('Jane Doe')).toHaveCount(1);
  await expect(page.getByText('Example Hosting')).toHaveCount(1);
});

test('settings saves the profile', async ({ page }) => {
  await signUpViaApi(page, { name: 'Before' });
  await page.goto('/settings');
  await page.getByLabel('Display name').fill('After Name');
  await page.getByLabel('Company name').fill('ACME');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile saved.')).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Hello, After Name!' })).toBeVisible();
});

const AXE_PAGES = [
  ...['/', '/auth', '/dashboard', '/compare', '/settings', '/terms'].map((path) => ({ path, width: 1280 })),
  // On a phone, wide tables scroll sideways: their scroll area must be reachable by keyboard.
  ...['/', '/compare'].map((path) => ({ path, width: 390 })),
];
for (const { path, width } of AXE_PAGES) {
  test(`axe finds no serious accessibility violation on ${path} at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    if (path === '/dashboard' || path === '/settings') await signUpViaApi(page);
    await page.goto(path);
    await expect(page.locator('main h1, main h2').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}
