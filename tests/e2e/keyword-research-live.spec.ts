import fs from 'node:fs';
import path from 'node:path';
import { MARKETPLACES } from '#domain/marketplaces.ts';
import { freePort } from '#server/db/embedded-postgres.ts';
import {
  type ServerProcess,
  startServer,
  stopEmbeddedDatabase,
  tempDataDir,
} from '#tests/helpers/server-process.ts';
import { type SpApiStandIn, startSpApiStandIn } from '#tests/helpers/sp-api-stand-in.ts';
import { test as base, expect, uniqueEmail } from './fixtures.ts';

// Keyword research on a keyword the catalog does not hold, in Chromium: the page reads the
// analysis again while the live crawl lands, so the listings appear as they arrive (here: the
// first page of Amazon's catalog search, while the stand-in holds the second), and the crawl's
// counter says as many as the analysis counts; then all of them. Its own server, with the SP-API
// stand-in as the only source (tests/e2e/live-market.spec.ts walks the whole live journey).
// SCOUT_E2E_SHOTS=<dir> saves the page mid-crawl at 1280 and 390 px.

const KEYWORD = 'cedar planter box';

interface Live {
  server: ServerProcess;
  amazon: SpApiStandIn;
}

async function startLive(): Promise<Live> {
  const amazon = await startSpApiStandIn();
  const operator = amazon.addSeller({
    sellerId: 'A1KWLIVE',
    clientId: 'amzn1.application-oa2-client.e2e-kw-live',
    clientSecret: 'e2e-kw-live-secret',
    refreshToken: 'Atzr|e2e-kw-live-research-token',
    marketplaceIds: [MARKETPLACES.US.marketplaceId],
  });
  // Three pages of Amazon's catalog search: 20, 20 and 5 listings.
  for (let i = 0; i < 45; i++)
    operator.research.set(`B0KW${String(i).padStart(6, '0')}`, {
      title: `Cedar planter box raised garden bed ${i + 1}`,
      brand: i % 2 ? 'Gardenly' : 'Rootwise',
      rank: 3000 + i * 211,
      price: 39.99 + i,
      offerCount: 1 + (i % 4),
      categories: ['Patio, Lawn & Garden', 'Raised Beds'],
      package: { length: 30, width: 12, height: 6, pounds: 9 + i / 10 },
    });
  const port = await freePort();
  const server = await startServer({
    dataDir: tempDataDir('scout-e2e-kw-live-'),
    port,
    timeoutMs: 150_000,
    env: {
      BASE_URL: `http://127.0.0.1:${port}`,
      CLIENT_DIST_DIR: path.resolve('dist/client'),
      MARKET_DATA_SOURCES: 'sp_api',
      SPAPI_CLIENT_ID: operator.clientId,
      SPAPI_CLIENT_SECRET: operator.clientSecret,
      SPAPI_RESEARCH_REFRESH_TOKEN: operator.refreshToken,
      SPAPI_ENDPOINT: amazon.url,
      SPAPI_LWA_TOKEN_URL: amazon.tokenUrl,
    },
  });
  return { server, amazon };
}

const test = base.extend<object, { live: Live }>({
  live: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies by destructuring
    async ({}, use, workerInfo) => {
      const live = await startLive();
      await use(live);
      await live.server.stop();
      fs.mkdirSync(workerInfo.project.outputDir, { recursive: true });
      fs.writeFileSync(path.join(workerInfo.project.outputDir, 'kw-live-server.log'), live.server.output());
      await stopEmbeddedDatabase(live.server.dataDir);
      await live.amazon.close();
      fs.rmSync(live.server.dataDir, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ live }, use) => use(live.server.url),
});

test('keyword research shows the listings of its live crawl as they arrive, its counter in step', async ({
  page,
  live,
}) => {
  test.setTimeout(180_000);
  const res = await page.request.post('/api/auth/sign-up/email', {
    data: { name: 'Keyword Seller', email: uniqueEmail('kw-live'), password: 'correct-horse-9' },
    headers: { origin: live.server.url },
  });
  expect(res.ok()).toBe(true);
  const held = live.amazon.hold('searchCatalogItems', 2);

  await page.goto('/keyword-research');
  await page.locator('#kw-input').fill(KEYWORD);
  await page.getByRole('button', { name: 'Analyze', exact: true }).click();
  const notice = page.getByTestId('live-crawl');
  await expect(notice).toContainText(KEYWORD);
  const summary = page.getByText(/listings match; estimated demand/);
  await expect(summary).toContainText('0 listings match');

  // The first page is stored; Amazon's second one is held: the page shows those 20 without a click.
  await held.reached;
  await expect(notice).toHaveAttribute('data-state', 'running');
  await expect(summary).toContainText('20 listings match', { timeout: 20_000 });
  await expect(notice).toContainText('20 products fetched so far of about 45 at the source');
  await expect(page.getByTestId('keyword-row').filter({ hasText: KEYWORD })).toHaveCount(1);
  const dir = process.env.SCOUT_E2E_SHOTS;
  if (dir) {
    fs.mkdirSync(dir, { recursive: true });
    await page.screenshot({ path: path.join(dir, 'keyword-research-crawling-1280.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 1200 });
    await page.screenshot({ path: path.join(dir, 'keyword-research-crawling-390.png') });
    await page.setViewportSize({ width: 1280, height: 800 });
  }

  held.release();
  await expect(notice).toHaveAttribute('data-state', 'done', { timeout: 60_000 });
  await expect(summary).toContainText('45 listings match');
  await expect(notice).toContainText('45');
});
