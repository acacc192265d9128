import fs from 'node:fs';
import type { Download } from '@playwright/test';
import { givePlan } from './database.ts';
import { expect, gotoDashboard, signUpViaApi, test } from './fixtures.ts';

const csvLines = async (download: Promise<Download>) => {
  const file = await download;
  return fs
    .readFileSync((await file.path()) as string, 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
};

test('favourites are listed on the dashboard, exported and removed; the history CSV has the query', async ({
  page,
}) => {
  test.setTimeout(90_000); // a search, two downloads and a removal
  const { email } = await signUpViaApi(page);
  await givePlan(email, 'starter');
  await page.goto('/product-research');
  await page.getByLabel('Keyword').fill('suitcase');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const first = page.getByTestId('product-card').first();
  await expect(first).toBeVisible();
  const asin = (await first.getAttribute('data-asin')) as string;
  await first.getByRole('button', { name: /Add “.*” to favorites/ }).click();
  await expect(page.getByText('Added to favorites')).toBeVisible();

  await gotoDashboard(page);
  const panel = page.getByTestId('favourites-panel');
  await expect(panel.getByRole('heading', { name: 'Favorite products' })).toBeVisible();
  await expect(panel.getByTestId('favourite-product')).toHaveCount(1);
  await expect(panel.getByText(new RegExp(`${asin} · amazon\\.com · \\$`))).toBeVisible();

  // Export: one row per favourite, with its marketplace and currency.
  const favouritesDownload = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Export CSV' }).click();
  expect((await favouritesDownload).suggestedFilename()).toMatch(/^scout-favourites-\d{4}-\d{2}-\d{2}\.csv$/);
  const favourites = await csvLines(favouritesDownload);
  expect(favourites[0]).toBe(
    'Marketplace,Product name,ASIN,Category,Currency,Price,Monthly sales (est.),Amazon fees (est.),' +
      'Size basis of the FBA fee,Left after Amazon fees,Margin (with the cost),Cost used,AI score',
  );
  expect(favourites).toHaveLength(2);
  expect(favourites[1]).toMatch(new RegExp(`^amazon\\.com,.*,${asin},.*,USD,\\d+\\.\\d{2},`));

  // The history CSV names what was searched beside the best result.
  const history = page.getByTestId('search-history');
  const historyDownload = page.waitForEvent('download');
  await history.getByRole('button', { name: 'Export CSV' }).click();
  const historyLines = await csvLines(historyDownload);
  expect(historyLines[0]).toBe('Date,Type,Name/Keyword,Search,Category,Price,Sales,Score');
  expect(historyLines[1]).toMatch(/,Product,.*,suitcase,/);

  // Remove: the list empties and the product is no longer starred.
  await panel.getByRole('button', { name: /Remove “.*” from favorites/ }).click();
  await expect(page.getByText('Removed from favorites')).toBeVisible();
  await expect(panel.getByText('No favorite yet')).toBeVisible();
  const left = await page.request.get('/api/research/favourites');
  expect((await left.json()).products).toEqual([]);
});

test('monitored keywords are a list the seller manages from the dashboard', async ({ page }) => {
  await signUpViaApi(page);
  await gotoDashboard(page);
  const panel = page.getByTestId('monitored-keywords');
  await expect(panel.getByText('No monitored keyword yet.')).toBeVisible();
  const form = panel.getByRole('form', { name: 'Monitor' });
  await form.getByRole('button', { name: 'Monitor' }).click();
  await expect(panel.getByText('Enter a keyword.')).toBeVisible();

  await form.getByLabel('Keyword to monitor').fill('  Travel Mug ');
  await form.getByRole('button', { name: 'Monitor' }).click();
  await expect(page.getByText('Keyword monitored')).toBeVisible();
  await form.getByLabel('Keyword to monitor').fill('tasse isotherme');
  await form.getByLabel('Marketplace').selectOption('FR');
  await form.getByRole('button', { name: 'Monitor' }).click();
  await expect(panel.getByTestId('monitored-keyword')).toHaveCount(2);
  await expect(panel.getByTestId('monitored-keyword').filter({ hasText: 'travel mug' })).toContainText(
    'amazon.com',
  );
  await expect(panel.getByTestId('monitored-keyword').filter({ hasText: 'tasse isotherme' })).toContainText(
    'amazon.fr',
  );
  await expect(page.getByTestId('stat-monitoredKeywords')).toContainText('2');

  await panel.getByRole('button', { name: 'Stop monitoring “travel mug”' }).click();
  await expect(page.getByText('Keyword no longer monitored')).toBeVisible();
  await expect(panel.getByTestId('monitored-keyword')).toHaveCount(1);
  await expect(page.getByTestId('stat-monitoredKeywords')).toContainText('1');
});
