import { expect, gotoDashboard, gotoSettings, signUpViaApi, test } from './fixtures.ts';

test('settings saves the profile', async ({ page }) => {
  await signUpViaApi(page, { name: 'Before' });
  await gotoSettings(page);
  await page.getByLabel('Display name').fill('After Name');
  await page.getByLabel('Company name').fill('ACME');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile saved.')).toBeVisible();
  await gotoDashboard(page);
  await expect(page.getByRole('heading', { name: 'Hello, After Name!' })).toBeVisible();
});
