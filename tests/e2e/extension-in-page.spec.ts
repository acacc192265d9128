/**
 * The built content script on real saved Amazon pages (served as if from Amazon) in the npm-shipped
 * Chromium, against the running Scout: badges on every result, no layout shift of the page's own
 * content, observations stored and keyword ranks recorded for a tracked product.
 */
import {
  AMAZON_PAGES,
  type AmazonPageName,
  LAYOUT_SHIFT_OBSERVER,
  serveAmazonPages,
  shiftSince,
} from './extension/amazon-pages.ts';
import { injectContentScript, stubExtensionRuntime, testBackground } from './extension/inject.ts';
import { BASE_URL, expect, signUpViaApi, test } from './fixtures.ts';
import { buyPlan } from './plans.ts';

test.describe.configure({ timeout: 120_000 });

async function proKey(page: import('@playwright/test').Page) {
  await signUpViaApi(page);
  await buyPlan(page, 'pro');
  const res = await page.request.post('/api/api-keys', {
    data: { name: 'extension' },
    headers: { origin: BASE_URL },
  });
  return ((await res.json()) as { key: string }).key;
}

async function openWithExtension(
  page: import('@playwright/test').Page,
  background: ReturnType<typeof testBackground>,
  name: AmazonPageName,
) {
  await page.addInitScript(LAYOUT_SHIFT_OBSERVER);
  await serveAmazonPages(page);
  await stubExtensionRuntime(page, background);
  await page.goto(AMAZON_PAGES[name].url, { waitUntil: 'load' });
  await page.waitForTimeout(500);
  return injectContentScript(page);
}

const badgeTexts = (page: import('@playwright/test').Page) =>
  page
    .locator('scout-ext[data-asin]')
    .evaluateAll((hosts) =>
      hosts.map((h) => ({ asin: h.getAttribute('data-asin'), text: h.shadowRoot?.textContent ?? '' })),
    );

test('search and best-seller pages: a badge on every result, a summary, no layout shift, observations stored', async ({
  page,
  browser,
  ip,
}) => {
  const key = await proKey(page);
  const background = testBackground(
    { scoutUrl: BASE_URL, apiKey: key, language: 'en' },
    { 'x-forwarded-for': ip },
  );
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
    for (const b of badges) expect(b.text, `${name} ${b.asin}`).toMatch(/\/mo|not readable/);
    expect(await shiftSince(tab, run.startedAt), `${name}: layout shift caused by the extension`).toBe(0);
    await expect(tab.locator('scout-ext[data-scout-panel="summary"]')).toBeAttached();
    await tab.close();
  }

  // Everything queued reaches Scout (batches went out on their own at 100 waiting; the rest now).
  await background.flush();
  expect(await background.flush()).toBe(0);
  const check = await fetch(`${BASE_URL}/api/v1/estimates`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({ marketplace: 'US', items: [{ asin: 'B0817BFNC4' }] }),
  });
  const [estimate] = (await check.json()).items;
  expect(estimate.inputs.price).toMatchObject({ value: 6499, source: 'browser' });
});

test('product page panel, Track, then the tracked product’s keyword rank from a search page', async ({
  page,
  browser,
  ip,
}) => {
  const key = await proKey(page);
  const background = testBackground(
    { scoutUrl: BASE_URL, apiKey: key, language: 'en' },
    { 'x-forwarded-for': ip },
  );

  const product = await browser.newPage();
  const run = await openWithExtension(product, background, 'comProduct');
  expect(run.kind).toBe('product');
  const panel = product.locator('scout-ext[data-scout-panel="product"]');
  const text = await panel.evaluate((h) => h.shadowRoot?.textContent ?? '');
  expect(text).toContain('Home & Kitchen');
  expect(text).toContain('#93');
  expect(text).toContain('Amazon fees at $112.94');
  expect(text).toMatch(/Referral fee\$16\.94/);
  expect(await shiftSince(product, run.startedAt)).toBe(0);
  await background.flush(); // the product is now known to Scout (from its title)
  await panel.locator('button', { hasText: 'Track' }).click();
  await expect(panel.locator('button', { hasText: 'Tracked ✓' })).toBeVisible();
  await product.close();

  // Track a search result too, then see it on the search page: its positions become keyword ranks.
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
