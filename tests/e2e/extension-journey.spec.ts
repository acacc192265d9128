/**
 * The whole journey with the unpacked extension in a full Chromium (Debian's `chromium`, or
 * CHROMIUM_PATH), the saved pages served as if from Amazon: settings → search page → badges →
 * product page → Track, and the observations in the seller's Scout. The npm-shipped Chromium
 * cannot load extensions: without a full Chromium this test is skipped, and says so.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium } from '@playwright/test';
import { estimateFees } from '#domain/fees/estimate-fees.ts';
import { sizeInputOf } from '#domain/fees/size-basis.ts';
import { asCurrency, formatMoney, minorUnits } from '#domain/money.ts';
import { E2E_EXTENSION_DIR, EXTENSION_DIR, ensureExtensionBuild } from '#scripts/extension-build.ts';
import { AMAZON_PAGES, serveAmazonPages } from './extension/amazon-pages.ts';
import { BASE_URL, expect, signUpViaApi, test } from './fixtures.ts';
import { buyPlan } from './plans.ts';

const FULL_CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// One after the other: each builds a variant of the extension (one build at a time anyway).
test.describe.configure({ mode: 'default', timeout: 180_000 });
test.skip(
  !fs.existsSync(FULL_CHROMIUM),
  `SKIPPED: no full Chromium at ${FULL_CHROMIUM} to load the extension (apt-get install -y chromium, or set CHROMIUM_PATH)`,
);

/**
 * By default the end-to-end variant of the extension: the release code with http://localhost
 * granted at install (a headless browser cannot click the permission prompt; the settings page then
 * finds the Scout origin already allowed and its request resolves at once). 'release': the build
 * users install, which is granted no Scout address.
 */
async function launchWithExtension(variant: 'e2e' | 'release' = 'e2e'): Promise<BrowserContext> {
  ensureExtensionBuild(variant);
  const dir = variant === 'e2e' ? E2E_EXTENSION_DIR : EXTENSION_DIR;
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'scout-ext-profile-'));
  return chromium.launchPersistentContext(profile, {
    executablePath: FULL_CHROMIUM,
    headless: true,
    locale: 'en-US',
    viewport: { width: 1400, height: 900 },
    args: [
      `--disable-extensions-except=${dir}`,
      `--load-extension=${dir}`,
      '--no-first-run',
      '--no-sandbox',
      '--disable-dev-shm-usage',
    ],
  });
}

test('settings ask the browser for the Scout origin only, and store nothing until it is granted', async () => {
  const context = await launchWithExtension('release');
  try {
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    const extensionId = new URL(worker.url()).host;
    const grantedOf = (w: typeof worker) => w.evaluate(() => (globalThis as any).chrome.permissions.getAll());
    // Installed, the extension may read Amazon pages and nothing else.
    const installed = await grantedOf(worker);
    expect(installed.origins.every((o: string) => /^\*:\/\/www\.amazon\./.test(o))).toBe(true);

    // What the settings page asks the browser for (the prompt itself cannot be answered headless:
    // the request stays pending, as while a user reads it).
    await context.addInitScript(() => {
      const w = globalThis as any;
      w.__scoutAsked = [];
      for (const api of new Set([w.chrome?.permissions, w.browser?.permissions].filter(Boolean))) {
        const request = api.request.bind(api);
        api.request = (asked: unknown) => {
          w.__scoutAsked.push(asked);
          return request(asked);
        };
      }
    });
    const settings = await context.newPage();
    await settings.goto(`chrome-extension://${extensionId}/options.html`);
    await settings.getByLabel('Scout address').fill('http://localhost:3999/app/settings');
    await settings.getByLabel('API key').fill('scout_Ab12Cd34Ef56Gh78Ij90Kl12Mn34Op56');
    await settings.getByRole('button', { name: 'Save and connect' }).click();
    await expect
      .poll(() => settings.evaluate(() => (globalThis as any).__scoutAsked))
      .toEqual([{ origins: ['http://localhost:3999/*'] }]);
    expect(await worker.evaluate(() => (globalThis as any).chrome.storage.local.get(null))).toEqual({});
    expect((await grantedOf(worker)).origins).toEqual(installed.origins);

    // An address that is not http(s) is refused before anything is asked.
    await settings.reload();
    await settings.getByLabel('Scout address').fill('ftp://scout.example.com');
    await settings.getByLabel('API key').fill('scout_Ab12Cd34Ef56Gh78Ij90Kl12Mn34Op56');
    await settings.getByRole('button', { name: 'Save and connect' }).click();
    await expect(settings.getByRole('status')).toHaveText(
      'Enter the full address of your Scout, e.g. https://scout.example.com',
    );
    expect(await settings.evaluate(() => (globalThis as any).__scoutAsked)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('settings → search page → badges → product page → Track', async ({ page, ip }) => {
  await signUpViaApi(page);
  await buyPlan(page, 'pro');
  const created = await page.request.post('/api/api-keys', {
    data: { name: 'browser' },
    headers: { origin: BASE_URL },
  });
  const key = ((await created.json()) as { key: string }).key;

  const context = await launchWithExtension();
  try {
    await context.setExtraHTTPHeaders({ 'x-forwarded-for': ip });
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    const extensionId = new URL(worker.url()).host;

    // Settings: Scout address and key; the browser grants access to that origin only.
    const settings = await context.newPage();
    await settings.goto(`chrome-extension://${extensionId}/options.html`);
    await settings.getByLabel('Scout address').fill(BASE_URL);
    await settings.getByLabel('API key').fill(key);
    await settings.getByRole('button', { name: 'Save and connect' }).click();
    await expect(settings.getByRole('status')).toHaveText(`Connected to ${BASE_URL} (pro plan).`);
    const granted = await worker.evaluate(
      (origin) => (globalThis as any).chrome.permissions.contains({ origins: [`${origin}/*`] }),
      BASE_URL,
    );
    expect(granted).toBe(true);
    await settings.close();

    // A search page: badges on the results and the summary panel.
    const search = await context.newPage();
    await serveAmazonPages(search);
    await search.goto(AMAZON_PAGES.comSearch.url);
    const summary = search.locator('scout-ext[data-scout-panel="summary"]');
    await expect(summary).toHaveAttribute('data-badges', '59', { timeout: 30_000 });
    const badge = await search
      .locator('scout-ext[data-asin="B0817BFNC4"]')
      .evaluate((h) => h.shadowRoot?.textContent);
    // A 2022 page has no "bought in past month" badge and search pages no rank: not enough data
    // for sales; Amazon fees come from the page's price ($64.99, default referral rate: $9.75) and,
    // without a package size, the FBA range of the default sizes (computed by the same calculator).
    expect(badge).toMatch(/sales\s*—/);
    expect(badge).toContain('not enough data');
    const fees = estimateFees({
      marketplace: 'US',
      priceMinor: 6499,
      category: 'everythingElse',
      size: sizeInputOf({}),
    });
    expect(fees.referral.feeMinor).toBe(975);
    const usd = (minor: number) =>
      formatMoney({ minor: minorUnits(minor), currency: asCurrency('USD') }, 'en');
    expect(badge).toContain(`${usd(fees.amazonFees.lowMinor)}–${usd(fees.amazonFees.highMinor)}`);
    await search.screenshot({ path: test.info().outputPath('search.png') });

    // The product page: panel, Track.
    const product = await context.newPage();
    await serveAmazonPages(product);
    await product.goto(AMAZON_PAGES.comProduct.url);
    const panel = product.locator('scout-ext[data-scout-panel="product"]');
    await expect(panel).toHaveAttribute('data-main-thread-ms', /\d/, { timeout: 30_000 });
    await expect(panel.getByText('#93', { exact: true })).toBeVisible();
    // Nothing flushed: the page's reading travels with Track, so Scout knows the ASIN at once.
    await panel.getByRole('button', { name: 'Track', exact: true }).click();
    await expect(panel.getByRole('button', { name: 'Tracked ✓' })).toBeVisible();
    await product.screenshot({ path: test.info().outputPath('product.png') });

    // In the seller's Scout: the product is tracked, with the price and rank the page showed.
    const list = await (await page.request.get('/api/tracking/products')).json();
    expect(list.items).toEqual([
      expect.objectContaining({
        asin: 'B073WRF565',
        priceCents: 11294,
        bestSellersRank: 93,
        source: 'browser',
      }),
    ]);
  } finally {
    await context.close();
  }
});
