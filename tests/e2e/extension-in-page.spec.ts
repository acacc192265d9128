/**
 * The built content script on real saved Amazon pages (served as if from Amazon, with a layout
 * stand-in for Amazon's stylesheets) in the npm-shipped Chromium, against the running Scout:
 * badges on every result drawn within a second (long tasks: the benchmark), no layout shift,
 * observations stored; 2026 markup (review counts to Scout and the CSV); the results table;
 * Track, Price alert and Analyze on a product just read; keyword ranks for a tracked product.
 */
import { type AmazonPageName, shiftSince } from './extension/amazon-pages.ts';
import { testBackground } from './extension/inject.ts';
import { openWithExtension, proBackground } from './extension/open.ts';
import { BASE_URL, expect, test } from './fixtures.ts';

test.describe.configure({ timeout: 120_000 });

const badgeTexts = (page: import('@playwright/test').Page) =>
  page
    .locator('scout-ext[data-asin]')
    .evaluateAll((hosts) =>
      hosts.map((h) => ({ asin: h.getAttribute('data-asin'), text: h.shadowRoot?.textContent ?? '' })),
    );

const estimateOf = async (key: string, ip: string, marketplace: string, asin: string) => {
  const res = await fetch(`${BASE_URL}/api/v1/estimates`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({ marketplace, items: [{ asin }] }),
  });
  return (await res.json()).items[0];
};

test('search and best-seller pages: a badge on every result within a second, no layout shift, observations stored', async ({
  page,
  browser,
  ip,
}) => {
  const { key, background } = await proBackground(page, ip, 'en');
  const expected: [AmazonPageName, number][] = [
    ['comSearch', 59],
    ['deSearch', 60],
    ['deLegacySearch', 22],
    ['comBestSellers', 30],
    ['deBestSellers', 30],
  ];
  for (const [name, tiles] of expected) {
    const tab = await browser.newPage();
    const run = await openWithExtension(tab, background, name);
    expect(run.error, name).toBeNull();
    const badges = await badgeTexts(tab);
    // Legacy lists repeat an ASIN (ad and organic): one badge per tile all the same.
    expect(badges.length, name).toBe(tiles);
    for (const b of badges) expect(b.text, `${name} ${b.asin}`).toMatch(/sales/);
    expect(await shiftSince(tab, run.startedAt), `${name}: layout shift caused by the extension`).toBe(0);
    await expect(tab.locator('scout-ext[data-scout-panel="summary"]')).toBeAttached();
    // Drawn from the page before Scout answered, within a second of the script's start.
    expect(run.firstPaintMs, `${name}: first overlays`).toBeLessThan(1000);
    // Long tasks are measured by the benchmark (`npm run bench -- extension`: CPU time from a
    // Chromium trace), not asserted here: the Long Tasks API times wall clock, and a 20 ms slice took
    // 98–127 ms in whole-suite runs when the machine's two cores were busy (issue 29 stays open on it).
    await tab.close();
  }

  // Everything queued reaches Scout (batches went out on their own at 100 waiting; the rest now).
  await background.flush();
  expect(await background.flush()).toBe(0);
  const estimate = await estimateOf(key, ip, 'US', 'B0817BFNC4');
  expect(estimate.inputs.price).toMatchObject({ value: 6499, source: 'browser' });
  expect(estimate.inputs.reviewCount).toMatchObject({ value: 2788, source: 'browser' });
  // "#1" on the list of Best Sellers in Tools & Home Improvement is its rank in that department.
  const first = await estimateOf(key, ip, 'US', 'B08N5NQ869');
  expect(first.inputs.bestSellersRank).toMatchObject({ value: 1, source: 'browser' });
});

test('2026 markup: review counts read on every marketplace reach Scout, the table and the CSV', async ({
  page,
  browser,
  ip,
}) => {
  const { key, background } = await proBackground(page, ip, 'en');
  for (const name of ['com2026Search', 'de2026Search', 'jp2026Search', 'com2026BestSellers'] as const) {
    const tab = await browser.newPage();
    const run = await openWithExtension(tab, background, name);
    expect(run.error, name).toBeNull();
    if (name === 'com2026Search') {
      // amazon.com showed this visitor prices in euros only: the fees rest on Scout's conversion,
      // and say so (the other tile has no featured offer, so no price).
      const converted = tab.locator('scout-ext[data-asin="B0HGFFLDYL"]');
      await expect(converted).toContainText(/fees\$\d+\.\d\d/);
      await expect(
        converted.locator('[title*="converted from €85.15 shown on this page"]').first(),
      ).toBeAttached();
      // "No featured offers available · EUR 28.15": the fees rest on other sellers' lowest offer,
      // marked so on the line and said in the details.
      const offered = tab.locator('scout-ext[data-asin="B0C3HCD34R"]');
      await expect(offered).toContainText(/fees\$\d+\.\d\d(–\$\d+\.\d\d)? \(offer\)/);
      await expect(
        offered.locator('[title*="other sellers’ lowest offer shown on this page"]').first(),
      ).toBeAttached();
      // The results table: every tile with its reviews as the page shows them, sortable.
      await tab.evaluate(() => {
        const host = document.querySelector('scout-ext[data-scout-panel="summary"]');
        (host?.shadowRoot?.querySelector('.pill') as HTMLElement | null)?.click();
      });
      const summary = tab.locator('scout-ext[data-scout-panel="summary"]');
      await expect(summary.getByText('Median reviews')).toBeVisible();
      await expect(summary.getByText('2 of 2').first()).toBeVisible();
      await summary.getByRole('button', { name: 'Table' }).click();
      const table = tab.locator('scout-ext[data-scout-panel="table"]');
      await expect(table.getByRole('dialog')).toBeVisible();
      await table.getByRole('button', { name: 'Reviews' }).click();
      const firstRow = table.locator('tbody tr').first();
      await expect(firstRow).toHaveAttribute('data-asin', 'B0C3HCD34R');
      await expect(firstRow).toContainText('73,731');
      const download = tab.waitForEvent('download');
      await table.getByRole('button', { name: 'Export CSV' }).click();
      const csv = await (await download)
        .path()
        .then((p) => import('node:fs').then((fs) => fs.readFileSync(p, 'utf8')));
      expect(csv.split('\r\n')[0]).toContain(',reviews,');
      expect(csv).toContain('B0C3HCD34R');
      expect(csv).toMatch(/B0C3HCD34R,[^\r\n]*,73731,10000,/);
      await tab.keyboard.press('Escape');
      await expect(table).toHaveCount(0);
    }
    await tab.close();
  }
  await background.flush();
  expect((await estimateOf(key, ip, 'US', 'B0C3HCD34R')).inputs.reviewCount).toMatchObject({
    value: 73731,
    source: 'browser',
  });
  expect((await estimateOf(key, ip, 'DE', 'B0DCNWN8NZ')).inputs.reviewCount).toMatchObject({ value: 16516 });
  expect((await estimateOf(key, ip, 'JP', 'B0C9QQY6TP')).inputs.reviewCount).toMatchObject({ value: 339 });
  const card = await estimateOf(key, ip, 'US', 'B08JHCVHTY');
  expect(card.inputs.reviewCount).toMatchObject({ value: 279961 });
});

test('Track, Price alert and Analyze work at once on a product just read, and say failures in words', async ({
  page,
  browser,
  ip,
}) => {
  const { background } = await proBackground(page, ip, 'en');
  const product = await browser.newPage();
  const run = await openWithExtension(product, background, 'comProduct');
  expect(run.kind).toBe('product');
  const panel = product.locator('scout-ext[data-scout-panel="product"]');
  await expect(panel).toHaveAttribute('data-state', 'open');
  const text = await panel.evaluate((h) => h.shadowRoot?.textContent ?? '');
  expect(text).toContain('Home & Kitchen');
  expect(text).toContain('#93');
  expect(text).toContain('Amazon fees at $112.94');
  expect(text).toMatch(/Referral fee\$16\.94/);
  // All of Amazon's fees from Scout's one calculator, with where the size behind the FBA fee comes from.
  expect(text).toContain('Left after fees');
  const hints = await panel.evaluate((h) =>
    Array.from(h.shadowRoot?.querySelectorAll('td[title]') ?? [], (td) => td.getAttribute('title')),
  );
  expect(hints.join(' | ')).toMatch(/package size|item’s size plus packaging|typical size|size unknown/);
  expect(text).toContain('190.5 × 137.2 × 35.6 cm, 18,778.7 g');
  expect(await shiftSince(product, run.startedAt)).toBe(0);
  // Nothing flushed: the page's reading travels with each request.
  await panel.getByRole('button', { name: 'Track', exact: true }).click();
  await expect(panel.getByRole('button', { name: 'Tracked ✓' })).toBeVisible();
  const list = await (await page.request.get('/api/tracking/products')).json();
  expect(list.items).toEqual([
    expect.objectContaining({ asin: 'B073WRF565', priceCents: 11294, bestSellersRank: 93 }),
  ]);
  await panel.getByRole('button', { name: 'Price alert' }).click();
  await panel.getByLabel('Alert me below').fill('99.99');
  await panel.getByRole('button', { name: 'Create' }).click();
  await expect(panel.getByRole('button', { name: 'Alert created ✓' })).toBeVisible();
  await panel.getByRole('button', { name: 'Analyze in Scout' }).click();
  await expect(panel.getByRole('button', { name: 'Opened in Scout ✓' })).toBeVisible();
  expect(background.opened).toEqual([`${BASE_URL}/product-research?analyze=B073WRF565&marketplace=US`]);
  const detail = await (await page.request.get('/api/research/products/US/B073WRF565')).json();
  expect(detail.product).toMatchObject({ priceCents: 11294, rating: 4.8, reviewCount: 82602 });
  await product.close();

  // A refused key: the button says so in words (French here).
  const refused = testBackground(
    { scoutUrl: BASE_URL, apiKey: 'scout_NotAKeyNotAKeyNotAKey0000', language: 'fr' },
    { 'x-forwarded-for': ip },
  );
  const again = await browser.newPage();
  await openWithExtension(again, refused, 'com2026Product');
  const frPanel = again.locator('scout-ext[data-scout-panel="product"]');
  await frPanel.getByRole('button', { name: 'Suivre', exact: true }).click();
  await expect(
    frPanel.getByRole('button', {
      name: 'Suivre — non fait\u202f: votre Scout a refusé la clé d’API (vérifiez les réglages)',
    }),
  ).toBeVisible();
  await expect(frPanel.getByText('Dimensions lues sur cette page')).toBeAttached();
  await again.close();
});

test('the tracked product’s keyword rank from a search page', async ({ page, browser, ip }) => {
  const { background } = await proBackground(page, ip, 'en');
  const search = await browser.newPage();
  await openWithExtension(search, background, 'comSearch');
  await background.flush();
  await search.close();
  const tracked = await page.request.post('/api/tracking/products', {
    data: { asin: 'B0817BFNC4', marketplace: 'US' },
    headers: { origin: BASE_URL },
  });
  expect(tracked.status()).toBe(201);
  const again = await browser.newPage();
  await openWithExtension(again, background, 'comSearch');
  await background.flush();
  await again.close();
  const id = ((await tracked.json()) as { item: { id: string } }).item.id;
  const ranks = await (await page.request.get(`/api/tracking/products/${id}/keyword-ranks`)).json();
  expect(ranks.keywords).toEqual([
    { keyword: 'red basketball shoes', points: [expect.objectContaining({ page: 1, organicPosition: 1 })] },
  ]);
});
