import { holdOutlier } from './database.ts';
import { expect, gotoAdmin, signInAsAdmin, signUpViaApi, test } from './fixtures.ts';

test('a non-admin opening /admin is sent to the dashboard with the access-denied toast', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Access denied. You must be an administrator.')).toBeVisible();
});

test('an administrator sees each background job queue with its period and last run', async ({ page }) => {
  await signInAsAdmin(page);
  await gotoAdmin(page);
  const jobs = page.getByRole('region', { name: 'Background jobs' });
  const priceAlerts = jobs.getByRole('row').filter({ hasText: 'price-alerts' });
  await expect(priceAlerts).toContainText('Every 30 s');
  await expect(jobs.getByRole('row').filter({ hasText: 'catalog-metrics' })).toContainText('Every day');
});

test('a new administrator is taken once to the server setup; an admin page opened on purpose stays', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/admin\/setup$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Server setup' })).toBeVisible();
  await expect(page.getByText('E-mail (SMTP)')).toBeVisible();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/); // once per browser
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Open the server setup' }).click();
  await expect(page).toHaveURL(/\/admin\/setup$/);
});

test('an administrator sees a held outlier beside the value it contradicts, shares it, and trusts its observer', async ({
  page,
}) => {
  const observer = await signUpViaApi(page, { name: 'Held Observer' });
  const title = await holdOutlier(observer.email);
  await page.context().clearCookies();
  await signInAsAdmin(page);
  await gotoAdmin(page);
  const section = page.getByRole('region', { name: 'Held observations' });
  const item = section.getByRole('listitem').filter({ hasText: title });
  await expect(item).toContainText('Price');
  await expect(item).toContainText('$0.01');
  await expect(item).toContainText('shared value $19.99');
  await expect(item).toContainText('disagrees');
  await item.getByRole('button', { name: 'Trust Held Observer' }).click();
  await expect(page.getByText('Held Observer’s observations are now shared at once.')).toBeVisible();
  await expect(item.getByText('Trusted', { exact: true })).toBeVisible();
  await item.getByRole('button', { name: 'Share it' }).click();
  await expect(page.getByText('The observation is shared.')).toBeVisible();
  await expect(section.getByText(title)).toHaveCount(0);
});
