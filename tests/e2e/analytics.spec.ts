import path from 'node:path';
import { expect, signUpViaApi, test } from './fixtures.ts';
import { buyPlan } from './plans.ts';

const fixture = (name: string) => path.join(import.meta.dirname, '..', 'fixtures', name);
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

test('an elite user imports the sample Business Report and sees the analytics charts', async ({ page }) => {
  await signUpViaApi(page);
  await buyPlan(page, 'elite');

  await page.goto('/analytics');
  await expect(page.getByText('No sales data yet')).toBeVisible();
  await page.getByRole('link', { name: 'Import a report' }).click();
  await expect(page).toHaveURL(/\/settings#seller-data$/);

  const form = page.getByRole('form', { name: 'Import a report' });
  await form.getByLabel('Marketplace').selectOption('US');
  await form.getByLabel('From').fill(day(-14));
  await form.getByLabel('To').fill(day(-1)); // "last 30 days" end yesterday
  await form.getByLabel('File (.csv or .txt)').setInputFiles(fixture('business-report-child-item-us.csv'));
  await form.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByText('Report imported: 8 rows.')).toBeVisible();
  await expect(page.getByText('Business Report by child item · amazon.com')).toBeVisible();

  await page.getByRole('link', { name: 'Analytics', exact: true }).first().click();
  await expect(page).toHaveURL(/\/analytics$/);
  await expect(page.getByRole('heading', { name: 'Analytics', exact: true })).toBeVisible();
  // 7,796.88 + 4,348.26 + 3,163.20 + 5,409.49 + 1,054.50 + 3,144.57 + 1,139.62 + 0 (units × price in the fixture)
  await expect(page.getByTestId('kpi-revenue')).toHaveText('$26,056.52');
  await expect(page.getByTestId('kpi-orders')).toHaveText('1,186');
  await expect(
    page.getByRole('figure', { name: 'Revenue evolution' }).locator('.recharts-bar-rectangle').first(),
  ).toBeVisible();
  await expect(
    page.getByRole('figure', { name: 'Sales by product' }).locator('.recharts-bar-rectangle').first(),
  ).toBeVisible();
  await expect(
    page.getByRole('figure', { name: 'Traffic sources' }).locator('.recharts-bar-rectangle').first(),
  ).toBeVisible();

  await page.getByLabel('Metric').selectOption('products');
  await expect(
    page.getByRole('cell', {
      name: /Stainless Steel Insulated Water Bottle 32 oz, Leak Proof Lid, Matte Black/,
    }),
  ).toBeVisible();
  await page.getByLabel('Metric').selectOption('margin');
  await expect(page.getByText(/Margins need your product costs/)).toBeVisible();

  // Enter one product's costs: fees from the labelled estimate (Amazon's fees at its $24.99 average
  // price: 15 % Home & Kitchen referral fee and the FBA fee — a range, its size being unknown, whose
  // upper end "Use" takes), then the margin: (7,796.88 − 312 × (6.50 + fees)) / 7,796.88.
  await page.getByRole('button', { name: 'Enter product costs' }).click();
  await expect(page.getByRole('heading', { name: 'Product costs' })).toBeFocused();
  const bottle = page.getByRole('form', {
    name: 'Stainless Steel Insulated Water Bottle 32 oz, Leak Proof Lid, Matte Black',
  });
  await bottle.getByLabel('Category for a fee estimate').selectOption('homeKitchen');
  await expect(
    bottle.getByText(/Amazon fees \$[\d.]+–\$[\d.]+ per unit at \$24\.99 \(your average selling price\)/),
  ).toBeVisible();
  await expect(bottle).toContainText('Size unknown: a range');
  await bottle.getByRole('button', { name: /Use the estimated Amazon fees/ }).click();
  const fees = Number(await bottle.getByLabel('Amazon fees per unit (USD)').inputValue());
  expect(fees).toBeGreaterThan(3.75 + 3); // referral + the upper end of the FBA range
  await bottle.getByLabel('Unit cost (USD)').fill('6.50');
  await bottle.getByRole('button', { name: 'Save' }).click();
  await expect(bottle.getByText('Costs saved', { exact: true })).toBeVisible();
  const margin = Math.round(((7796.88 - 312 * (6.5 + fees)) / 7796.88) * 1000) / 10;
  await expect(page.getByTestId('margin-value')).toHaveText(`${margin}%`);
  await expect(page.getByTestId('margin-coverage')).toContainText(
    'Covers 1 of 8 products (29.9% of revenue)',
  );

  await page.getByLabel('Period').selectOption('7d');
  await expect(page.getByText(/No sales data falls entirely within this period/)).toBeVisible();
});

test('non-elite users see the locked analytics card', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/analytics');
  await expect(page.locator('[data-locked-feature="analyticsDashboard"]')).toBeVisible();
  await expect(page.getByText('Available from the Elite plan')).toBeVisible();
});
