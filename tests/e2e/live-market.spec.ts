import fs from 'node:fs';
import path from 'node:path';
import { MARKETPLACES } from '#domain/marketplaces.ts';
import { freePort } from '#server/db/embedded-postgres.ts';
import { type KeepaStandIn, keepaProductAsOf, startKeepaStandIn } from '#tests/helpers/keepa-stand-in.ts';
import {
  embeddedDatabase,
  type ServerProcess,
  startServer,
  stopEmbeddedDatabase,
  tempDataDir,
} from '#tests/helpers/server-process.ts';
import { type SpApiStandIn, startSpApiStandIn } from '#tests/helpers/sp-api-stand-in.ts';
import { test as base, expect, gotoAdmin, gotoDashboard } from './fixtures.ts';
import { type LiveServer, shoot, signUp, sql } from './live-server.ts';

// Issue 17's "Done when", in Chromium: against the Keepa and SP-API stand-ins, with KEEPA_API_KEY
// and an operator's SP-API research credential, a new user's search for a keyword nobody holds
// shows live products with dated figures within a minute, tracking one of them shows a year of
// price and rank history at once (Keepa backfill), seasonal trends and multi-market work on that
// data, and the administrator sees each source's budget. This spec runs its own server (the shared
// e2e server has no live source: its other journeys stand on the bundled sample).
// SCOUT_E2E_SHOTS=<dir> saves screenshots of each step at 1280 and 390 px, in English and French.

const KEYWORD = 'borosilicate funnels';
/** The real product Keepa answered for (tests/fixtures/keepa), which the catalog search also finds. */
const ASIN = 'B0F7XPYCSJ';
const TITLE_START = '10 pcs Lab-Grade Borosilicate Glass';
/** Keepa domains of the marketplaces where the stand-in lists the product besides amazon.com. */
const OTHER_DOMAINS = { CA: 6, UK: 2, DE: 3 } as const;

interface Live extends LiveServer {
  server: ServerProcess;
  keepa: KeepaStandIn;
  amazon: SpApiStandIn;
  databaseUrl: string;
}

/** A Keepa answer with a year and two months of history ending now, and a seasonal "bought" badge. */
function keepaProduct(keepa: KeepaStandIn, now: Date): Record<string, unknown> {
  const product = keepaProductAsOf(keepa.realProduct(), now);
  // The captured answer has nine months of the badge: fourteen months, busier in November and
  // December, so that a full year of seasonality is observed.
  const minute = Number(product.lastUpdate);
  const history: number[] = [];
  for (let d = 430; d >= 0; d -= 10) {
    const at = new Date(now.getTime() - d * 86_400_000);
    const month = at.getUTCMonth();
    history.push(minute - d * 1440, month >= 10 ? 600 : month <= 1 ? 200 : 300);
  }
  return { ...product, monthlySoldHistory: history, monthlySold: history.at(-1) };
}

async function startLive(): Promise<Live> {
  const keepa = await startKeepaStandIn();
  const amazon = await startSpApiStandIn();
  const operator = amazon.addSeller({
    sellerId: 'A1LIVEOPERATOR',
    clientId: 'amzn1.application-oa2-client.e2e-live',
    clientSecret: 'e2e-live-secret',
    refreshToken: 'Atzr|e2e-live-research-token',
    marketplaceIds: [MARKETPLACES.US.marketplaceId],
  });
  const now = new Date();
  const product = keepaProduct(keepa, now);
  keepa.addProduct(1, product);
  for (const domain of Object.values(OTHER_DOMAINS))
    keepa.addProduct(domain, { ...product, domainId: domain });
  // What Amazon's catalog search finds for the keyword: the real product and 44 others (three
  // pages, three offers batches: the crawl takes about 20 s at Amazon's documented rates).
  operator.research.set(ASIN, {
    title: String(product.title),
    brand: 'Labrite',
    rank: 5120,
    price: 18.99,
    listPrice: 22.99,
    offerCount: 4,
    categories: ['Industrial & Scientific', 'Lab & Scientific Products', 'Glassware & Labware'],
    package: { length: 9.1, width: 6.2, height: 2.8, pounds: 0.9 },
  });
  for (let i = 1; i < 45; i++)
    operator.research.set(`B0LV${String(i).padStart(6, '0')}`, {
      title: `Borosilicate glass lab funnels set of ${i + 2}, short stem ${60 + i} mm`,
      brand: i % 3 ? 'Glassco' : 'LabWorks',
      rank: 2000 + i * 731,
      price: 9.99 + i,
      offerCount: 1 + (i % 5),
      categories: ['Industrial & Scientific', 'Lab & Scientific Products', 'Glassware & Labware'],
      package: { length: 7, width: 4, height: 3, pounds: 0.5 + i / 100 },
    });
  const port = await freePort();
  const dataDir = tempDataDir('scout-e2e-live-');
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
      KEEPA_DAILY_TOKEN_CAP: '5000',
      SPAPI_CLIENT_ID: operator.clientId,
      SPAPI_CLIENT_SECRET: operator.clientSecret,
      SPAPI_RESEARCH_REFRESH_TOKEN: operator.refreshToken,
      SPAPI_ENDPOINT: amazon.url,
      SPAPI_LWA_TOKEN_URL: amazon.tokenUrl,
    },
  });
  const database = embeddedDatabase(dataDir);
  if (!database) throw new Error('the live server has no embedded database');
  return { server, keepa, amazon, databaseUrl: database.url };
}

const test = base.extend<object, { live: Live }>({
  live: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies by destructuring
    async ({}, use, workerInfo) => {
      const live = await startLive();
      await use(live);
      await live.server.stop();
      // The server's log, to read after a failure.
      fs.mkdirSync(workerInfo.project.outputDir, { recursive: true });
      fs.writeFileSync(path.join(workerInfo.project.outputDir, 'live-server.log'), live.server.output());
      await stopEmbeddedDatabase(live.server.dataDir);
      await Promise.all([live.keepa.close(), live.amazon.close()]);
      fs.rmSync(live.server.dataDir, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ live }, use) => use(live.server.url),
});

test.describe.configure({ mode: 'serial' });

test('a new user researches a keyword nobody holds on live data, tracks a product with a year of history, and its trends and markets follow', async ({
  page,
  live,
}) => {
  test.setTimeout(process.env.SCOUT_E2E_SHOTS ? 600_000 : 240_000);
  await signUp(page, live, { plan: 'elite' });

  // 1. Product research on a keyword the catalog does not hold: a live crawl, its progress, then
  //    live products with their source and age, within a minute.
  await page.goto('/product-research');
  await page.getByLabel('Keyword').fill(KEYWORD);
  const searchedAt = Date.now();
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const notice = page.getByTestId('live-crawl');
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(KEYWORD);
  await expect(notice.getByRole('progressbar')).toBeVisible();
  await expect(notice).toHaveAttribute('data-state', 'running', { timeout: 20_000 });
  const shooting = await shoot(page, 'product-research-crawling');
  await expect(notice).toHaveAttribute('data-state', 'done', { timeout: 60_000 });
  expect(Date.now() - searchedAt - shooting).toBeLessThan(60_000);
  await expect(notice).toContainText('45');
  await expect(page.getByText('45 products found', { exact: true }).first()).toBeVisible();
  const row = page.locator(`[data-testid="product-card"][data-asin="${ASIN}"]`);
  // 24 a page: the product is on the first or the second.
  if (!(await row.count())) await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(row).toContainText(TITLE_START, { timeout: 10_000 });
  await expect(row.getByTestId('figure-origin').first()).toContainText(
    /Amazon SP-API · (today|just now|\d+ (min|s))/,
  );
  await shoot(page, 'product-research-live');

  // 2. Keyword research on the same keyword: the crawl is shared (done), the keywords are live.
  await page.goto('/keyword-research');
  await page.locator('#kw-input').fill(KEYWORD);
  await page.getByRole('button', { name: 'Analyze', exact: true }).click();
  await expect(page.getByTestId('live-crawl')).toHaveAttribute('data-state', 'done');
  await shoot(page, 'keyword-research-live');
  const searches = live.amazon.calls.filter((c) => c.operation === 'searchCatalogItems');
  expect(searches).toHaveLength(3); // one crawl for both searches

  // 3. Tracking the product: a year of price and rank history at once, from Keepa.
  await gotoDashboard(page);
  await page.locator('#track-asin').fill(ASIN);
  await page.locator('#track-marketplace').selectOption('US');
  await page.getByRole('button', { name: 'Track' }).click();
  const tracked = page.locator(`[data-testid="tracked-product"][data-asin="${ASIN}"]`);
  await expect(tracked).toBeVisible({ timeout: 30_000 });
  await tracked.getByRole('button', { name: 'History' }).click();
  const dialog = page.getByRole('dialog', { name: 'Price and rank history' });
  await expect(dialog.getByTestId('price-history-chart')).toBeVisible({ timeout: 45_000 });
  const oldest = dialog.getByRole('table').locator('tbody tr').last();
  await expect(oldest).toContainText('Keepa');
  const { rows } = await sql(
    live,
    `select min(s.observed_at) as first, count(*)::int as n from catalog_product_snapshots s
       join catalog_products p on p.id = s.product_id
     where p.asin = $1 and p.marketplace = 'US' and s.source = 'keepa'`,
    [ASIN],
  );
  expect(rows[0].n).toBeGreaterThan(50);
  expect(Date.now() - new Date(rows[0].first).getTime()).toBeGreaterThan(330 * 86_400_000);
  await shoot(page, 'tracking-history', dialog);
  await page.keyboard.press('Escape');

  // 4. Seasonal trends on that history: a full year observed, November–December the peak.
  await page.locator('#sea-marketplace').selectOption('US');
  await page.locator('#sea-asin').fill(ASIN);
  await page
    .locator('form', { has: page.locator('#sea-asin') })
    .getByRole('button', { name: 'Analyze' })
    .click();
  const seasonal = page.getByTestId('seasonal-result');
  await expect(seasonal).toContainText('Peak months');
  await expect(seasonal).not.toContainText('Not enough history');
  await shoot(page, 'seasonal-trends', seasonal);

  // 5. Multi-market: the other marketplaces fetched through the sources.
  await page.locator('#mm-asin').fill(ASIN);
  await page.locator('#mm-marketplace').selectOption('US');
  await page
    .locator('form', { has: page.locator('#mm-asin') })
    .getByRole('button', { name: 'Analyze' })
    .click();
  const markets = page.getByTestId('multi-market-result');
  await expect(markets.locator('tbody tr')).toHaveCount(8, { timeout: 30_000 });
  for (const code of ['US', ...Object.keys(OTHER_DOMAINS)])
    await expect(markets.locator(`tr[data-marketplace="${code}"]`)).not.toContainText('No data');
  await shoot(page, 'multi-market', markets);
});

test('the administrator sees each live source with its rate budget and today’s spend', async ({
  page,
  live,
}) => {
  await signUp(page, live, { plan: 'free', admin: true });
  await gotoAdmin(page);
  for (const source of ['keepa', 'sp_api']) {
    const card = page.locator(`[data-testid="data-source"][data-source="${source}"]`);
    await expect(card).toContainText(/configured/i);
    await expect(card).toContainText('Rate budget');
    await expect(card).toContainText(/left · refills/);
  }
  await expect(page.locator('[data-testid="data-source"][data-source="keepa"]')).toContainText('5,000');
  await page.locator('[data-testid="data-source"][data-source="keepa"]').scrollIntoViewIfNeeded();
  await shoot(page, 'admin-data-sources', page.locator('section[aria-labelledby="data-sources-title"]'));
});
