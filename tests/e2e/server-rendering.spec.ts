import type { Browser, Page } from '@playwright/test';
import { BASE_URL, expect, test } from './fixtures.ts';

// Public pages are rendered to HTML on the server for visitors, then hydrated (ADR 111): the text a
// visitor sees before any script runs is the text after hydration, in their language, with no
// hydration warning.
const PAGES = ['/', '/pricing', '/compare', '/terms', '/privacy', '/legal', '/no/such/page'];
const LANGUAGES = ['en', 'fr'] as const;

/** A visitor's browser with the language cookie the header's menu sets, with or without scripts. */
async function visitor(browser: Browser, language: string, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ javaScriptEnabled, locale: 'en-US' });
  await context.addCookies([{ name: 'scout.lang', value: language, url: BASE_URL }]);
  return context;
}

const visibleText = (page: Page) => page.locator('#root').innerText();

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
      const problems: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error' || /hydrat/i.test(m.text())) problems.push(m.text());
      });
      page.on('pageerror', (e) => problems.push(e.message));
      await page.goto(`${BASE_URL}${path}`);
      // hydrateRoot marks its container; then the page's effects run and its requests settle.
      await page.waitForFunction(() =>
        Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__reactContainer')),
      );
      await page.waitForLoadState('networkidle');
      expect(await visibleText(page)).toBe(serverText);
      // The 404 page's own status is reported by Chromium as a failed load; nothing else may be.
      expect(problems.filter((p) => !p.includes('status of 404'))).toEqual([]);
      await full.close();
    });
  }
}

test('a signed-in visitor of / gets the app rendered by the browser, as before', async ({ request }) => {
  const res = await request.get('/', { headers: { cookie: 'scout.session_token=anything' } });
  const html = await res.text();
  expect(html).toContain('<div id="root"></div>');
  expect(html).not.toContain('id="scout-state"');
});

test('the language comes from Accept-Language when none was chosen', async ({ request }) => {
  const html = await (await request.get('/', { headers: { 'accept-language': 'fr-CA,en;q=0.5' } })).text();
  expect(html).toContain('<html lang="fr">');
  expect(html).toContain('Trouvez, lancez et suivez des produits Amazon gagnants');
});
