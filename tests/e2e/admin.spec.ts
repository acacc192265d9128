import { expect, signUpViaApi, test } from './fixtures.ts';

test('a non-admin opening /admin is sent to the dashboard with the access-denied toast', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Access denied. You must be an administrator.')).toBeVisible();
});
