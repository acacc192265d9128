/**
 * Measures of the extension on a page, shared by the in-page tests and the benchmark: which of
 * Amazon's elements an overlay covers, and which long tasks (the Long Tasks API) ran a slice of
 * the content script.
 */
import type { Page } from '@playwright/test';

/** Every task of 50 ms or more on the page's main thread (the Long Tasks API), with its start. */
export const LONG_TASK_OBSERVER = `
  window.__scoutLongTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__scoutLongTasks.push({ at: e.startTime, ms: e.duration });
  }).observe({ type: 'longtask', buffered: true });
`;

export interface LongTask {
  at: number;
  ms: number;
  /** The script's slices in that task, [start, end] (ms of the page's clock). */
  slices?: [number, number][];
}

/**
 * The page's long tasks, and those that ran a slice of the content script: a task that contains
 * the start of one of the script's slices (their times are on the panel, `data-spans`).
 */
export async function longTasks(page: Page): Promise<{ all: LongTask[]; script: LongTask[] }> {
  return page.evaluate(() => {
    const all = ((window as unknown as { __scoutLongTasks?: LongTask[] }).__scoutLongTasks ?? []).slice();
    const spans: [number, number][] = JSON.parse(
      document.querySelector('scout-ext[data-spans]')?.getAttribute('data-spans') ?? '[]',
    );
    const inTask = (t: LongTask) => spans.filter(([start]) => start >= t.at - 1 && start <= t.at + t.ms);
    const script = all.filter((t) => inTask(t).length > 0).map((t) => ({ ...t, slices: inTask(t) }));
    return { all, script };
  });
}

/** Amazon's parts of a tile that a badge must never cover. */
export const TILE_PARTS =
  'h2, [class*="line-clamp"], .a-price, [class*="p13n-sc-price"], .a-icon-star, .a-icon-star-small, ' +
  '.a-icon-star-mini, .a-icon-row, [data-cy="reviews-block"], button, .a-button, input[type="submit"], .zg-bdg-text';
const TILES =
  '[data-component-type="s-search-result"], li.s-result-item, #gridItemRoot, [id^="p13n-asin-index-"]';

export interface BadgeProblem {
  asin: string | null;
  problem: string;
}

/**
 * Every badge that covers a tile's title, stars, price or button, reaches out of its image box,
 * is not visible, or is taller than one line (closed).
 */
export function badgeProblems(page: Page): Promise<BadgeProblem[]> {
  return page.evaluate(
    ({ parts, tiles }) => {
      const problems: { asin: string | null; problem: string }[] = [];
      const area = (a: DOMRect, b: DOMRect) =>
        Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) *
        Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));
      for (const host of Array.from(document.querySelectorAll('scout-ext[data-asin]'))) {
        const asin = host.getAttribute('data-asin');
        const badge = host.shadowRoot?.querySelector('.wrap')?.getBoundingClientRect();
        const box = host.parentElement?.getBoundingClientRect();
        if (!badge || !box) {
          problems.push({ asin, problem: 'no badge' });
          continue;
        }
        // An image box too small for a line (a page's layout can squeeze it) shows the badge clipped.
        if ((badge.width < 1 || badge.height < 1) && box.width >= 40 && box.height >= 24)
          problems.push({ asin, problem: 'not visible' });
        if (badge.height > 24) problems.push({ asin, problem: `${Math.round(badge.height)} px high` });
        if (
          badge.left < box.left - 1 ||
          badge.right > box.right + 1 ||
          badge.top < box.top - 1 ||
          badge.bottom > box.bottom + 1
        )
          problems.push({ asin, problem: 'out of its image box' });
        const tile = host.closest(tiles);
        for (const el of Array.from(tile?.querySelectorAll(parts) ?? [])) {
          if (el.closest('scout-ext') || el.contains(host)) continue;
          const r = el.getBoundingClientRect();
          if (area(badge, r) > 0.5)
            problems.push({
              asin,
              problem: `covers ${el.tagName.toLowerCase()}.${String(el.className).slice(0, 40)}`,
            });
        }
      }
      return problems;
    },
    { parts: TILE_PARTS, tiles: TILES },
  );
}

/** The part of a floating panel that is shown in its state: the open panel, the bar, the pill or dot. */
export const SHOWN_PART = { open: '.panel', bar: '.bar' } as Record<string, string>;

/** The buy box's parts a product panel covers (its open panel, or its pill), in the window as it is. */
export function buyBoxCovered(page: Page): Promise<string[]> {
  return page.evaluate((shownPart) => {
    const host = document.querySelector('scout-ext[data-scout-panel="product"]') as HTMLElement | null;
    if (!host || host.style.display === 'none') return [];
    const shown = host.shadowRoot?.querySelector(shownPart[host.getAttribute('data-state') ?? ''] ?? '.pill');
    const p = shown?.getBoundingClientRect();
    if (!p) return [];
    const covered: string[] = [];
    for (const el of Array.from(
      document.querySelectorAll('#desktop_buybox, #buybox, #add-to-cart-button, #buy-now-button'),
    )) {
      const r = el.getBoundingClientRect();
      if (r.width < 1 || r.height < 1) continue;
      const x = Math.min(p.right, r.right) - Math.max(p.left, r.left);
      const y = Math.min(p.bottom, r.bottom) - Math.max(p.top, r.top);
      if (x > 0.5 && y > 0.5) covered.push(`#${el.id}`);
    }
    return covered;
  }, SHOWN_PART);
}

/**
 * Amazon's titles, stars, prices and buttons on any page (tiles' and a product page's own), and a
 * best-seller card's rank ("#5", in its photo's corner).
 */
export const AMAZON_PARTS = `${TILE_PARTS}, .zg-bdg-body, #productTitle, #averageCustomerReviews, #acrCustomerReviewLink, #corePrice_feature_div, #corePriceDisplay_desktop_feature_div, #apex_desktop, #priceblock_ourprice`;
/** Amazon's skip links, off-screen until focused on Amazon (the layout stand-in shows them). */
const SKIP_LINKS = '[id^="nav-assistant"], .nav-assistant-heading, #skiplink';

/**
 * Which of Amazon's titles, stars, prices and buttons the extension's floating panels cover (the
 * open panel, its pill or dot, as each is shown): "<panel> <state> covers <element>".
 */
export function panelsCover(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ parts, skip, shownPart }) => {
      const covered: string[] = [];
      for (const host of Array.from(document.querySelectorAll<HTMLElement>('scout-ext[data-scout-panel]'))) {
        if (host.style.display === 'none') continue;
        const state = host.getAttribute('data-state');
        if (!state || state === 'hidden') continue;
        const shown = host.shadowRoot?.querySelector(shownPart[state] ?? '.pill');
        const p = shown?.getBoundingClientRect();
        if (!p || p.width < 1) continue;
        for (const el of Array.from(document.querySelectorAll(parts))) {
          if (el.closest('scout-ext') || el.closest(skip)) continue;
          const r = el.getBoundingClientRect();
          if (r.width < 1 || r.height < 1) continue;
          const x = Math.min(p.right, r.right) - Math.max(p.left, r.left);
          const y = Math.min(p.bottom, r.bottom) - Math.max(p.top, r.top);
          if (x > 0.5 && y > 0.5)
            covered.push(
              `${host.getAttribute('data-scout-panel')} ${state} covers ${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${String(el.className).slice(0, 30)} "${(el.textContent ?? '').trim().slice(0, 30)}"`,
            );
        }
      }
      return covered;
    },
    { parts: AMAZON_PARTS, skip: SKIP_LINKS, shownPart: SHOWN_PART },
  );
}
