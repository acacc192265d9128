import { BASE_URL, expect, gotoSettings, signUpViaApi, test } from './fixtures.ts';

/** Issue 20: a seller changes their password, downloads their data and deletes their account in settings. */
test('a seller changes the password, downloads the data zip and deletes the account', async ({ page }) => {
  test.setTimeout(90_000);
  const { email } = await signUpViaApi(page, { name: 'Leaving Seller' });
  await gotoSettings(page);

  await page.getByLabel('Current password').fill('correct-horse-9');
  await page.getByLabel('New password').fill('another-horse-9');
  await page.getByRole('button', { name: 'Change the password' }).click();
  await expect(page.getByText('Password changed. Your other sessions are signed out.')).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download my data' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^scout-data-\d{4}-\d\d-\d\d\.zip$/);

  await page.getByRole('button', { name: 'Delete my account', exact: true }).click();
  await expect(page.getByText('kept for 10 years, as accounting law requires')).toBeVisible();
  await page.getByLabel('Your password, to confirm').fill('correct-horse-9');
  await page.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(page.getByText('That is not your password. Nothing was deleted.')).toBeVisible();
  await page.getByLabel('Your password, to confirm').fill('another-horse-9');
  await page.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(page.getByText('Your account was deleted.')).toBeVisible();
  await expect(page).toHaveURL(`${BASE_URL}/`);
  const signIn = await page.request.post('/api/auth/sign-in/email', {
    data: { email, password: 'another-horse-9' },
    headers: { origin: BASE_URL },
  });
  expect(signIn.status()).toBe(401);
});
