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

test.describe('in French', () => {
  test.use({ locale: 'fr-FR' });
  test('the first refusal is shown translated (its messages load with it, ADR 115)', async ({ page }) => {
    const { email } = await signUpViaApi(page);
    await page.context().clearCookies();
    await page.goto('/auth');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Mot de passe').fill('pas-mon-mot-de-passe');
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await expect(page.getByText('E-mail ou mot de passe incorrect.')).toBeVisible();
  });
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
