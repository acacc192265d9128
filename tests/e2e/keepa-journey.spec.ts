import fs from 'node:fs';
import path from 'node:path';
import { dateToKeepaMinute, KEEPA_CSV } from '#domain/market-data/keepa.ts';
import { freePort } from '#server/db/embedded-postgres.ts';
import { type KeepaStandIn, keepaProductAsOf, startKeepaStandIn } from '#tests/helpers/keepa-stand-in.ts';
import {
  embeddedDatabase,
  startServer,
  stopEmbeddedDatabase,
  tempDataDir,
} from '#tests/helpers/server-process.ts';
import { test as base, expect, gotoAdmin, gotoDashboard } from './fixtures.ts';
import { type LiveServer, shoot, shootDialog, signUp, sql } from './live-server.ts';

// Issue 28's "Done when", in Chromium: with a Keepa key (the stand-in: a real captured answer, and
// a category built from it, tests/helpers/keepa-catalog.ts) a new seller tracks an ASIN nobody holds
// and sees its whole price and rank history, a seasonal index and a dated sales estimate with its
// error although it has no badge (the calibration crawl calibrates its category); an alert on a
// price three days old waits for a fresh one; a search for "packing" finds packing products.
// SCOUT_E2E_SHOTS=<dir> saves screenshots of each step at 1280 and 390 px, in English and French.

const INDUSTRIAL = { catId: 16310091, name: 'Industrial & Scientific' };
/** The real captured product, last seen by Keepa three days ago: its price is too old for an alert. */
const STALE_ASIN = 'B0F7XPYCSJ';

interface Journey extends LiveServer {
  keepa: KeepaStandIn;
  /** A product of the category whose badge is gone (under 50 a month), with a current rank. */
  asin: string;
}

async function startJourney(): Promise<Journey> {
  const keepa = await startKeepaStandIn();
  const made = keepa.addCategory({
    domainId: 1,
    ...INDUSTRIAL,
    products: 150,
    lastUpdate: new Date(Date.now() - 2 * 3_600_000),
  });
  const ranked = (p: Record<string, unknown>) => {
    const sales = (p.csv as number[][])[KEEPA_CSV.SALES];
    return sales[sales.length - 1];
  };
  const noBadge = made.find((p) => p.monthlySold === -1 && ranked(p) > 20_000);
  if (!noBadge) throw new Error('the stand-in category has no ranked product without a badge');
  // Keepa has tracked it for 600 days: a first price and rank long before the year of history.
  const csv = noBadge.csv as number[][];
  const longAgo = dateToKeepaMinute(new Date(Date.now() - 600 * 86_400_000));
  csv[KEEPA_CSV.NEW] = [longAgo, csv[KEEPA_CSV.NEW][1], ...csv[KEEPA_CSV.NEW]];
  csv[KEEPA_CSV.SALES] = [longAgo, csv[KEEPA_CSV.SALES][1], ...csv[KEEPA_CSV.SALES]];
  keepa.addProduct(1, noBadge);
  keepa.addProduct(1, keepaProductAsOf(keepa.realProduct(), new Date(Date.now() - 3 * 86_400_000)));
  const port = await freePort();
  const dataDir = tempDataDir('scout-e2e-keepa-');
  const server = await startServer({
    dataDir,
    port,
    timeoutMs: 150_000,
    env: {
      HOST: '127.0.0.1',
      BASE_URL: `http://127.0.0.1:${port}`,
      CLIENT_DIST_DIR: path.resolve('dist/client'),
      KEEPA_API_KEY: keepa.key,
      KEEPA_API_BASE: keepa.url,
      MARKET_DATA_SOURCES: 'keepa',
      // The bundled sample too: the search for "packing" reads its 2023 listings.
      CATALOG_SAMPLE: 'true',
    },
  });
  const database = embeddedDatabase(dataDir);
  if (!database) throw new Error('the journey server has no embedded database');
  return { server, keepa, databaseUrl: database.url, asin: String(noBadge.asin) };
}

const test = base.extend<object, { journey: Journey }>({
  journey: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies by destructuring
    async ({}, use, workerInfo) => {
      const journey = await startJourney();
      await use(journey);
      await journey.server.stop();
      fs.mkdirSync(workerInfo.project.outputDir, { recursive: true });
      fs.writeFileSync(path.join(workerInfo.project.outputDir, 'keepa-server.log'), journey.server.output());
      await stopEmbeddedDatabase(journey.server.dataDir);
      await journey.keepa.close();
      fs.rmSync(journey.server.dataDir, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ journey }, use) => use(journey.server.url),
});

test.describe.configure({ mode: 'serial' });

test('a new seller tracks an ASIN nobody holds: whole history, seasonal index, a dated estimate with its error; a stale price waits', async ({
  page,
  journey,
}) => {
  test.setTimeout(process.env.SCOUT_E2E_SHOTS ? 600_000 : 240_000);
  await signUp(page, journey, { plan: 'starter' });
  await gotoDashboard(page);

  // 1. Track the ASIN: fetched from Keepa with its whole history while the seller waits.
  await page.locator('#track-asin').fill(journey.asin);
  await page.locator('#track-marketplace').selectOption('US');
  await page.getByRole('button', { name: 'Track' }).click();
  const row = page.locator(`[data-testid="tracked-product"][data-asin="${journey.asin}"]`);
  await expect(row).toBeVisible({ timeout: 30_000 });
  await expect(row.getByTestId('figure-origin')).toContainText('Keepa');

  // 2. Its category calibrates (the crawl, triggered by the tracking): a dated estimate with its error.
  await expect(async () => {
    await gotoDashboard(page);
    await expect(row.getByTestId('tracked-sales')).toContainText(/≈ [\d,]+ ±[\d.]+%/, { timeout: 1000 });
  }).toPass({ timeout: 120_000, intervals: [3000] });
  await expect(row).toContainText(/curve of .+, median error [\d.]+%/);
  await row.scrollIntoViewIfNeeded();
  await shoot(page, 'keepa-tracked-product', row);

  // 3. The whole history, every period its own data, and the seasonal index from the rank history.
  await row.getByRole('button', { name: 'History' }).click();
  const dialog = page.getByRole('dialog', { name: 'Price and rank history' });
  await expect(dialog.getByTestId('price-history-chart')).toBeVisible({ timeout: 30_000 });
  const { rows } = await sql(
    journey,
    `select min(s.observed_at) as first, count(*)::int as n from catalog_product_snapshots s
       join catalog_products p on p.id = s.product_id where p.asin = $1 and s.source = 'keepa'`,
    [journey.asin],
  );
  // Every point Keepa sent, the first one 600 days old: nothing cut at 365 days.
  expect(Date.now() - new Date(rows[0].first).getTime()).toBeGreaterThan(599 * 86_400_000);
  await expect(dialog.getByRole('table').locator('tbody tr').last()).toContainText('Keepa');
  const seasonal = dialog.getByTestId('tracked-seasonal');
  await expect(seasonal.getByTestId('seasonal-result')).toContainText('Peak months', { timeout: 30_000 });
  await expect(seasonal).toContainText('Best Sellers Rank history');
  await dialog.getByRole('button', { name: '30 days' }).click();
  await expect(dialog.getByTestId('price-history-chart')).toBeVisible();
  await page.keyboard.press('Escape');
  const openHistory = async (days?: RegExp) => {
    await row.getByRole('button', { name: /^(History|Historique)$/ }).click();
    const opened = page.getByRole('dialog', {
      name: /^(Price and rank history|Historique du prix et du rang)$/,
    });
    await expect(opened.getByTestId('price-history-chart')).toBeVisible({ timeout: 30_000 });
    if (days) await opened.getByRole('button', { name: days }).click();
    await expect(opened.getByTestId('tracked-seasonal').getByTestId('seasonal-result')).toBeVisible({
      timeout: 30_000,
    });
    return opened;
  };
  await shootDialog(page, 'keepa-history-all', () => openHistory());
  await shootDialog(page, 'keepa-history-30-days', () => openHistory(/^(30 days|30 jours)$/));
  await shootDialog(page, 'keepa-seasonal-index', async () =>
    (await openHistory()).getByTestId('tracked-seasonal'),
  );

  // 4. A price alert on a product Keepa last saw three days ago: it waits for a fresh price.
  await page.locator('#price-alert-asin').fill(STALE_ASIN);
  await page.locator('#price-alert-marketplace').selectOption('US');
  await page.locator('#price-alert-target').fill('30');
  await page.getByRole('button', { name: 'Create the alert' }).click();
  await expect(page.getByText('Alert created.')).toBeVisible({ timeout: 30_000 });
  const alert = page.getByTestId('price-alert');
  await expect(alert.getByTestId('alert-waiting')).toContainText('Waiting for a fresh price (newest:');
  await expect(alert.getByText('Triggered', { exact: true })).toHaveCount(0);
  await alert.scrollIntoViewIfNeeded();
  await shoot(page, 'keepa-alert-waiting', alert);
});

test('a search for "packing" finds packing products, never "Pack of 2"', async ({ page, journey }) => {
  await signUp(page, journey, { plan: 'starter' });
  await page.goto('/product-research');
  await page.getByLabel('Keyword').fill('packing');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const cards = page.getByTestId('product-card');
  await expect(cards.first()).toBeVisible({ timeout: 30_000 });
  const titles = await cards.locator('h3').allTextContents();
  expect(titles.length).toBeGreaterThan(3);
  for (const title of titles) expect(title.toLowerCase()).toMatch(/\bpackings?\b/);
  await cards.first().scrollIntoViewIfNeeded();
  await shoot(page, 'keepa-research-packing', cards.first());

  // Perfumes are dangerous goods for FBA: flagged on their cards, with the reason.
  await page.getByLabel('Keyword').fill('perfume');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const flags = page.getByTestId('product-card').first().getByTestId('sourcing-flags');
  await expect(flags).toContainText('Dangerous goods', { timeout: 30_000 });
  await shoot(page, 'keepa-research-flags', page.getByTestId('product-card').first());
});

test('the administrator sees the calibration of each browsed category', async ({ page, journey }) => {
  await signUp(page, journey, { plan: 'free', admin: true });
  await gotoAdmin(page);
  const calibration = page.getByTestId('calibration');
  const category = calibration.locator(
    `[data-testid="calibration-category"][data-name="${INDUSTRIAL.name}"]`,
  );
  await expect(category).toContainText('calibrated');
  await expect(category).toContainText(/tokens: \d+/);
  await expect(category).toContainText(/median error [\d.]+%/);
  await expect(calibration).toContainText('SALES_CALIBRATION_DAILY_TOKENS');
  await calibration.scrollIntoViewIfNeeded();
  await shoot(page, 'keepa-admin-calibration', calibration);
});
