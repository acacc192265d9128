import { expect, signInAsAdmin, signUpViaApi, test } from './fixtures.ts';

test('a non-admin opening /admin is sent to the dashboard with the access-denied toast', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Access denied. You must be an administrator.')).toBeVisible();
});

test('an administrator sees each background job queue with its period and last run', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin');
  const jobs = page.getByRole('region', { name: 'Background jobs' });
  const priceAlerts = jobs.getByRole('row').filter({ hasText: 'price-alerts' });
  await expect(priceAlerts).toContainText('Every 30 s');
  await expect(jobs.getByRole('row').filter({ hasText: 'catalog-metrics' })).toContainText('Every day');
});
