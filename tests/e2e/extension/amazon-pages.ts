import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

const FIXTURES = path.resolve(import.meta.dirname, '../../fixtures/amazon-pages');

/** The saved pages (tests/fixtures/amazon-pages) and the Amazon address each is served at. */
export const AMAZON_PAGES = {
  comSearch: {
    file: 'com_search_red_basketball_shoes_2022_webshop.html',
    url: 'https://www.amazon.com/s?k=red+basketball+shoes',
  },
  deSearch: { file: 'de_search_katzenfutter_2022_parsy.html', url: 'https://www.amazon.de/s?k=katzenfutter' },
  deLegacySearch: {
    file: 'de_search_2019_plastikfrei_flasche_jenslaufer.html',
    url: 'https://www.amazon.de/s?k=plastikfrei+flasche',
  },
  comBestSellers: {
    file: 'com_bestsellers_tools_home_improvement_2022_parsy.html',
    url: 'https://www.amazon.com/gp/bestsellers/hi',
  },
  deBestSellers: {
    file: 'de_bestsellers_elektronik_2022_parsy.html',
    url: 'https://www.amazon.de/gp/bestsellers/ce-de',
  },
  comProduct: {
    file: 'com_product_amazonbasics_bedframe_2022_webshop.html',
    url: 'https://www.amazon.com/dp/B073WRF565',
  },
  deProduct: {
    file: 'de_product_B01LW7X0JJ_2019_rejoiceinhope.html',
    url: 'https://www.amazon.de/dp/B01LW7X0JJ',
  },
} as const;

export type AmazonPageName = keyof typeof AMAZON_PAGES;

/**
 * Serves the saved pages as if from Amazon: the page's address answers with the saved HTML; every
 * other Amazon request (images, styles, scripts of the CDN) is refused, as offline. Requests to
 * other hosts (Scout) pass.
 */
export async function serveAmazonPages(page: Page) {
  const byUrl = new Map<string, string>(Object.values(AMAZON_PAGES).map((p) => [p.url, p.file]));
  await page.route(
    /^https?:\/\/([a-z0-9-]+\.)*(amazon|media-amazon|ssl-images-amazon|images-amazon)\./,
    async (route) => {
      const file = byUrl.get(route.request().url());
      if (!file) return route.abort();
      return route.fulfill({
        status: 200,
        contentType: 'text/html; charset=utf-8',
        body: fs.readFileSync(path.join(FIXTURES, file)),
      });
    },
  );
}

/**
 * Sums the page's layout shifts (the Layout Instability API, as Core Web Vitals' CLS does),
 * from the start of the page: `window.__scoutShifts` lists each shift with its time.
 */
export const LAYOUT_SHIFT_OBSERVER = `
  window.__scoutShifts = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (!e.hadRecentInput) window.__scoutShifts.push({ at: e.startTime, value: e.value });
  }).observe({ type: 'layout-shift', buffered: true });
`;

/** Layout shift after a moment (performance.now() of the page), e.g. since the extension started. */
export const shiftSince = (page: Page, since: number) =>
  page.evaluate(
    (t) =>
      ((window as unknown as { __scoutShifts: { at: number; value: number }[] }).__scoutShifts ?? [])
        .filter((s) => s.at >= t)
        .reduce((sum, s) => sum + s.value, 0),
    since,
  );
