import { expect, test } from './fixtures.ts';

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
  // The address is not set: its line is left out, never a placeholder.
  await expect(editor.locator('p')).toHaveText(['Acme SAS', 'contact@acme.test']);
  await expect(page.getByText(/not provided/i)).toHaveCount(0);
  await expect(page.getByText('Jane Doe')).toHaveCount(1);
  await expect(page.getByText('Example Hosting')).toHaveCount(1);
});
