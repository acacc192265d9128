import { expect, gotoAdmin, signInAsAdmin, test } from './fixtures.ts';

test('an admin imports a catalog CSV and reads its report with the bad lines', async ({ page }) => {
  await signInAsAdmin(page);
  await gotoAdmin(page);
  await expect(page.getByRole('heading', { name: 'Catalog import' })).toBeVisible();
  const csv = [
    'asin,title,imgUrl,productURL,stars,reviews,price,listPrice,categoryName,isBestSeller,boughtInLastMonth',
    'B0E2EDE001,"Thermoskanne, 1 l",,https://www.amazon.de/dp/B0E2EDE001,4.5,120,24.99,0,Kitchen & Dining,False,100',
    'B0E2EDE002,Brotdose,,https://www.amazon.de/dp/B0E2EDE002,4.1,33,12.5,0,Kitchen & Dining,False,0',
    'nope,Broken,,,4,1,9.99,0,Kitchen & Dining,False,0',
  ].join('\n');
  await page
    .getByLabel('CSV file')
    .setInputFiles({ name: 'de-kitchen.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.locator('#import-marketplace').selectOption('DE');
  await page.getByLabel('Data observed on').fill('2026-04-01');
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const status = page.getByTestId('import-status');
  await expect(status.getByText('Done')).toBeVisible({ timeout: 20_000 });
  await expect(status.getByText('Rows read: 3 · new products: 2 · updated: 0 · bad rows: 1.')).toBeVisible();
  await status.getByText('1 bad row', { exact: true }).click();
  await expect(status.getByText('Line 4: not a valid ASIN')).toBeVisible();
  const recent = page.getByRole('region', { name: 'Recent imports' });
  await expect(recent.getByText('de-kitchen.csv · DE').first()).toBeVisible();

  // The imported listing is searchable at once.
  const res = await page.request.get('/api/research/products/DE/B0E2EDE001');
  expect(res.ok()).toBe(true);
  expect((await res.json()).product).toMatchObject({
    priceCents: 2499,
    currency: 'EUR',
    source: 'csv_import',
  });
});
