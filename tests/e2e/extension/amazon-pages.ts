import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

const FIXTURES = path.resolve(import.meta.dirname, '../../fixtures/amazon-pages');
/** The layout stand-in for Amazon's stylesheets (see its header). */
const STAND_IN_CSS = fs.readFileSync(path.join(import.meta.dirname, 'amazon-stand-in.css'), 'utf8');
/** A stand-in for the product photos (refused offline): a grey picture of a photo's proportions. */
const STAND_IN_IMAGE =
  '<svg xmlns="http://www.w3.org/2000/svg" width="500" height="500" viewBox="0 0 500 500">' +
  '<rect width="500" height="500" fill="#e5e7eb"/><circle cx="250" cy="210" r="110" fill="#cbd5e1"/>' +
  '<rect x="110" y="350" width="280" height="60" rx="12" fill="#cbd5e1"/></svg>';

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
  com2026Search: {
    file: 'com_search_tiles_2026_2scraper.html',
    url: 'https://www.amazon.com/s?k=wireless+headphones',
  },
  de2026Search: { file: 'de_search_tile_2026_2scraper.html', url: 'https://www.amazon.de/s?k=kopfhoerer' },
  jp2026Search: { file: 'jp_search_tile_2026_2scraper.html', url: 'https://www.amazon.co.jp/s?k=headphones' },
  com2026BestSellers: {
    file: 'com_bestsellers_card_2026_2scraper.html',
    url: 'https://www.amazon.com/Best-Sellers-Electronics/zgbs/electronics/',
  },
  com2026Product: {
    file: 'com_product_fragments_2026_2scraper.html',
    url: 'https://www.amazon.com/dp/B07K5214NZ',
  },
  aeProduct: { file: 'ae_product_B08CZDYNF7_a4fr.html', url: 'https://www.amazon.com/dp/B08CZDYNF7' },
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
 * Serves the saved pages as if from Amazon: the page's address answers with the saved HTML, its
 * stylesheets with the layout stand-in and its product photos with a grey stand-in picture; every
 * other Amazon request (scripts of the CDN…) is refused, as offline. Requests to other hosts
 * (Scout) pass. `standIn: false`: no stand-in styles or pictures, the page as Amazon's HTML alone.
 */
export async function serveAmazonPages(page: Page, o: { standIn?: boolean } = {}) {
  const standIn = o.standIn ?? true;
  const byUrl = new Map<string, string>(Object.values(AMAZON_PAGES).map((p) => [p.url, p.file]));
  await page.route(
    /^https?:\/\/([a-z0-9-]+\.)*(amazon|media-amazon|ssl-images-amazon|images-amazon)\./,
    async (route) => {
      const url = route.request().url();
      const file = byUrl.get(url);
      if (!file && standIn && route.request().resourceType() === 'stylesheet')
        return route.fulfill({ status: 200, contentType: 'text/css', body: STAND_IN_CSS });
      if (!file && standIn && route.request().resourceType() === 'image' && /\/images\/I\//.test(url))
        return route.fulfill({ status: 200, contentType: 'image/svg+xml', body: STAND_IN_IMAGE });
      if (!file) return route.abort();
      let body = fs.readFileSync(path.join(FIXTURES, file), 'utf8');
      // The 2026 excerpts have no <head> (their stylesheets were stripped by their source).
      if (standIn && !/<link[^>]+stylesheet/i.test(body))
        body = body.replace(/<body>/i, `<body><style>${STAND_IN_CSS}</style>`);
      return route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body });
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
