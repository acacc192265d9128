import path from 'node:path';
import { expect, signUpViaApi, test } from './fixtures.ts';
import { buyPlan } from './plans.ts';

const fixture = (name: string) => path.join(import.meta.dirname, '..', 'fixtures', name);
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

test('a pro user imports the FBA inventory report, sees the stock and forecasts a product from it', async ({
  page,
}) => {
  await signUpViaApi(page);
  await buyPlan(page, 'pro');

  await page.goto('/inventory');
  const stock = page.getByTestId('fba-stock');
  await expect(stock.getByText(/No FBA inventory stored yet/)).toBeVisible();
  await stock.getByRole('link', { name: 'Import a report' }).click();
  await expect(page).toHaveURL(/\/settings#seller-data$/);
  const form = page.getByRole('form', { name: 'Import a report' });
  await form.getByLabel('Report', { exact: true }).selectOption('fba_inventory');
  await form.getByLabel('Marketplace').selectOption('US');
  await form.getByLabel('File (.csv or .txt)').setInputFiles(fixture('fba-inventory.txt'));
  await form.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByText('Report imported: 5 rows.')).toBeVisible();

  // WB-32-BLK in the fixture: 412 fulfillable, 120 inbound (shipped), 37 reserved, 3 unsellable.
  await page.goto('/inventory');
  const row = stock.getByRole('row', { name: /Matte Black/ });
  await expect(row.getByRole('cell').nth(1)).toHaveText('412');
  await expect(row.getByRole('cell').nth(2)).toHaveText('120');
  await expect(row.getByRole('cell').nth(3)).toHaveText('37');
  await expect(row.getByRole('cell').nth(4)).toHaveText('3');
  await expect(row).toContainText('Report import');
  await row.getByRole('link', { name: /^Forecast the stock of / }).click();
  await expect(page).toHaveURL(/\/inventory\?asin=B0C7K3M9QX$/);
  await expect(page.getByLabel('ASIN (optional)')).toHaveValue('B0C7K3M9QX');
  await expect(page.getByLabel('Product name')).toHaveValue(/Matte Black/);
  await expect(page.getByLabel('Current stock (units)')).toHaveValue('412');
  const note = page.getByTestId('stored-stock-note');
  await expect(note).toContainText('Stored FBA stock on amazon.com');
  await expect(note).toContainText('From your FBA inventory report imported on');
  await expect(page.getByLabel('Average daily sales')).toBeFocused();
  // The seller may change the figure; the note offers the stored one back.
  await page.getByLabel('Current stock (units)').fill('300');
  await note.getByRole('button', { name: 'Use 412 units' }).click();
  await expect(page.getByLabel('Current stock (units)')).toHaveValue('412');

  // The import deleted after a confirmation: its stock goes with it.
  await page.goto('/settings#seller-data');
  await page.getByRole('button', { name: 'Delete this import' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete this import' }).click();
  await expect(page.getByText('Import deleted.')).toBeVisible();
  await expect(page.getByRole('alertdialog')).toBeHidden();
  await page.goto('/inventory');
  await expect(stock.getByText(/No FBA inventory stored yet/)).toBeVisible();
});

test('a wrong file gives a clear error and imports nothing', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/settings#seller-data');
  const form = page.getByRole('form', { name: 'Import a report' });
  await form.getByLabel('From').fill(day(-3));
  await form.getByLabel('To').fill(day(-1));
  await form.getByLabel('File (.csv or .txt)').setInputFiles(fixture('fba-inventory.txt'));
  await form.getByRole('button', { name: 'Import' }).click();
  await expect(
    page.getByText('This file looks like another kind of report.', { exact: false }),
  ).toBeVisible();
  await expect(page.getByText('Nothing imported or synced yet.')).toBeVisible();
});
