import type { Browser, Page } from '@playwright/test';
import { BASE_URL, expect, signUpViaApi, test } from './fixtures.ts';

// Public pages are rendered to HTML on the server, then hydrated (ADR 111) at the visitor's first
// interaction (ADR 112): the text a visitor sees before any script runs is the text
// after hydration, in their language, with no hydration warning.
const PAGES = ['/', '/pricing', '/compare', '/terms', '/privacy', '/legal', '/no/such/page'];
const LANGUAGES = ['en', 'fr'] as const;

/** A visitor's browser with the language cookie the header's menu sets, with or without scripts. */
async function visitor(browser: Browser, language: string, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ javaScriptEnabled, locale: 'en-US' });
  await context.addCookies([{ name: 'scout.lang', value: language, url: BASE_URL }]);
  return context;
}

const visibleText = (page: Page) => page.locator('#root').innerText();

/** The errors and hydration warnings a page logs, and the scripts it fetches, as they come. */
function watch(page: Page) {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || /hydrat/i.test(m.text())) problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  return { problems, scripts };
}

/** hydrateRoot marks its container. */
const isHydratedIn = () =>
  Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__reactContainer'));
const isHydrated = (page: Page) => page.evaluate(isHydratedIn);

for (const path of PAGES) {
  for (const language of LANGUAGES) {
    test(`${path} (${language}) is the server's HTML once hydrated, without a hydration warning`, async ({
      browser,
    }) => {
      test.setTimeout(120_000); // two cold page loads
      const bare = await visitor(browser, language, false);
      const served = await bare.newPage();
      const response = await served.goto(`${BASE_URL}${path}`);
      expect(response?.status()).toBe(path === '/no/such/page' ? 404 : 200);
      await expect(served.locator('html')).toHaveAttribute('lang', language);
      await expect(served.locator('main h1').first()).toBeVisible(); // rendered without any script
      const serverText = await visibleText(served);
      // The same document is hydrated below: a second request could differ legitimately (another test
      // signing up changes the landing's seller count between two loads).
      const sentDocument = {
        status: response?.status() ?? 200,
        // body() is decoded: the encoding and length headers of the wire copy no longer apply
        headers: Object.fromEntries(
          Object.entries(response?.headers() ?? {}).filter(([k]) => !/^content-(encoding|length)$/.test(k)),
        ),
        body: await response?.body(),
      };
      await bare.close();

      const full = await visitor(browser, language, true);
      await full.route(`${BASE_URL}${path}`, (route) => route.fulfill(sentDocument));
      const page = await full.newPage();
      const { problems, scripts } = watch(page);
      await page.goto(`${BASE_URL}${path}`);
      await page.waitForLoadState('networkidle');
      // Until the visitor does something, no script is fetched (ADR 119): early-clicks.js is written
      // into the page (ADR 118), allowed by its hash in the CSP, and waits for a sign of use. The
      // load event and a few frames after it, where the entry used to be fetched (ADR 118), pass first.
      await page.evaluate(() => new Promise((r) => setTimeout(() => requestAnimationFrame(r), 500)));
      expect(scripts).toEqual([]);
      expect(await isHydrated(page)).toBe(false);
      // The first sign of use (here a pointer moving) fetches the entry (hydrate.tsx), which fetches
      // the app and hydrates the page.
      await page.mouse.move(10, 10);
      await page.waitForFunction(isHydratedIn, undefined, { timeout: 30_000 });
      expect(scripts[0]).toMatch(/^\/assets\/hydrate-/);
      // Everything the page then imports was named in the page and asked for at once (ADR 119):
      // each named file was fetched, and the page's own chunk is among them.
      const named = (
        (await page.locator('script[data-app-files]').getAttribute('data-app-files')) ?? ''
      ).split(' ');
      expect(named.length).toBeGreaterThan(3);
      expect(named.filter((file) => !scripts.includes(file))).toEqual([]);
      await page.waitForLoadState('networkidle');
      expect(await visibleText(page)).toBe(serverText);
      // The 404 page's own status is reported by Chromium as a failed load; nothing else may be.
      expect(problems.filter((p) => !p.includes('status of 404'))).toEqual([]);
      await full.close();
    });
  }
}

test('a signed-in seller who opens a public page sees their header and plan in its HTML, then hydrated as it was (ADR 187)', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // A width where a seller's links do not fit beside the logo, measured or not: the page hydrates as it came.
  const viewport = { width: 1024, height: 800 };
  const bare = await browser.newContext({ javaScriptEnabled: false, locale: 'en-US', viewport });
  const served = await bare.newPage();
  await signUpViaApi(served);
  const response = await served.goto(`${BASE_URL}/pricing`);
  expect(response?.headers()['cache-control']).toBe('private, no-cache');
  // Without any script: the signed-in header (its links behind the menu until measured, ADR 187) and
  // the seller's plan.
  const header = served.getByRole('banner');
  await expect(header.getByRole('button', { name: 'Open menu' })).toBeVisible();
  const links = header.locator('nav');
  await expect(links.getByRole('link', { name: 'Dashboard', includeHidden: true })).toHaveCount(1);
  await expect(links.getByRole('button', { name: 'Sign out', includeHidden: true })).toHaveCount(1);
  await expect(links.getByRole('link', { name: 'Sign in', includeHidden: true })).toHaveCount(0);
  await expect(served.getByRole('button', { name: 'Current plan' })).toBeVisible();
  // Nothing in the header overflows the page before it is measured.
  expect(await served.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    viewport.width,
  );
  const serverText = await visibleText(served);

  const full = await browser.newContext({
    locale: 'en-US',
    viewport,
    storageState: await bare.storageState(),
  });
  await bare.close();
  const page = await full.newPage();
  const { problems, scripts } = watch(page);
  await page.goto(`${BASE_URL}/pricing`);
  await page.waitForLoadState('networkidle');
  expect(scripts).toEqual([]); // no script before use, signed in or not
  await page.mouse.move(10, 10);
  await page.waitForFunction(isHydratedIn, undefined, { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  expect(await visibleText(page)).toBe(serverText);
  expect(problems).toEqual([]);
  await full.close();
});

test('the language comes from Accept-Language when none was chosen', async ({ request }) => {
  const html = await (await request.get('/', { headers: { 'accept-language': 'fr-CA,en;q=0.5' } })).text();
  expect(html).toContain('<html lang="fr">');
  expect(html).toContain('Trouvez, lancez et suivez des produits Amazon gagnants');
});
