/**
 * Where the extension's floating panels and pills go: a corner of the window where they cover
 * none of the page's protected parts (the buy box, titles, prices, stars, buttons, Amazon's
 * header). The window is sampled with `elementsFromPoint` over the element's would-be box; the
 * first corner with nothing protected under it wins. Re-checked after scrolling and resizing
 * (at most every 150 ms, after the frame is drawn, so it never forces a layout of its own).
 */

/** Amazon's header and navigation. */
const HEADER = '#navbar, #nav-belt, #nav-main, #nav-subnav, header, #nav-progressive-subnav';

/**
 * What a floating element must never cover (`must`), and what it covers only when the seller
 * opened it and no corner is free (`avoid`).
 */
export interface Protected {
  must: string;
  avoid: string;
}

/** A product page: never the buy box; if possible not the title, price, rating or header either. */
export const PRODUCT_PAGE_PROTECTED: Protected = {
  must: [
    '#buybox, #desktop_buybox, #buyBoxAccordion, #qualifiedBuybox, #exports_desktop_qualifiedBuybox',
    '#addToCart, #add-to-cart-button, #buy-now-button, #outOfStock',
  ].join(', '),
  avoid: [
    HEADER,
    '#corePrice_feature_div, #corePriceDisplay_desktop_feature_div, #apex_desktop, #priceblock_ourprice',
    '#productTitle, #titleSection, #averageCustomerReviews, #availability',
    // The variation choices (size, colour) and every other button of the page.
    '#twister, #twister_feature_div, button, input[type="submit"], .a-button, select',
  ].join(', '),
};

/**
 * A search or best-seller page: never a best-seller card's rank ("#1" in its photo's corner: on a
 * dense grid an open summary lay over them); if possible none of the tiles' titles, stars, prices
 * and buttons.
 */
export const LIST_PAGE_PROTECTED: Protected = {
  must: '.zg-bdg-body, .zg-bdg-text',
  avoid: [
    HEADER,
    'h2, .a-price, [class*="p13n-sc-price"], .a-icon-star, .a-icon-star-small, .a-icon-star-mini',
    '[data-cy="reviews-block"], [data-cy="price-recipe"], [data-cy="add-to-cart"], [class*="line-clamp"]',
    'button, input[type="submit"], .a-button, select, .s-pagination-strip',
  ].join(', '),
};

export type Corner =
  | 'bottom-right'
  | 'bottom-left'
  | 'top-right'
  | 'top-left'
  | 'middle-right'
  | 'middle-left';
/** Where a floating element may go, in order of preference (the window's edges' middles last). */
const CORNERS: Corner[] = [
  'bottom-right',
  'bottom-left',
  'top-right',
  'top-left',
  'middle-right',
  'middle-left',
];
const MARGIN = 12;
const STEP = 24;

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

function boxAt(corner: Corner, w: number, h: number, view: { w: number; h: number }, top: number): Box {
  const x = corner.endsWith('right') ? view.w - w - MARGIN : MARGIN;
  const y = corner.startsWith('bottom')
    ? view.h - h - MARGIN
    : corner.startsWith('middle')
      ? (view.h - h) / 2
      : top;
  return { x, y, w, h };
}

interface Hits {
  must: number;
  avoid: number;
}

/** What a placement costs: covering what must stay visible outweighs any number of the rest. */
const cost = (x: Hits) => x.must * 10_000 + x.avoid;

/** The boxes of what must stay visible (a handful of elements; hidden ones have no box). */
function mustBoxes(doc: Document, protect: Protected): DOMRect[] {
  if (!protect.must) return [];
  return Array.from(doc.querySelectorAll(protect.must), (el) => el.getBoundingClientRect()).filter(
    (r) => r.width > 0 && r.height > 0,
  );
}

/** How much of the box covers what must stay visible, in 24 px squares (any overlap counts one). */
function mustOverlap(box: Box, must: DOMRect[]): number {
  let squares = 0;
  for (const r of must) {
    const x = Math.min(box.x + box.w, r.right) - Math.max(box.x, r.left);
    const y = Math.min(box.y + box.h, r.bottom) - Math.max(box.y, r.top);
    if (x > 0.5 && y > 0.5) squares += Math.ceil((x * y) / (STEP * STEP));
  }
  return squares;
}

/**
 * How much of the box lies over protected elements. What must stay visible counts by its box,
 * exactly, even where something of the page's lies over it (the buy box's own overlays); the
 * rest by hit tests, one every 24 px and at the box's edges (the topmost element only: the host
 * itself is hidden while sampling, and a badge — the extension's own — counts as the photo
 * under it).
 */
function* protectedHits(
  doc: Document,
  box: Box,
  protect: Protected,
  must: DOMRect[],
  enough = Number.POSITIVE_INFINITY,
): Generator<undefined, Hits, void> {
  const hits: Hits = { must: mustOverlap(box, must), avoid: 0 };
  let tests = 0;
  if (cost(hits) >= enough) return hits;
  const xs: number[] = [];
  const ys: number[] = [];
  for (let x = box.x + 1; x < box.x + box.w - 1; x += STEP) xs.push(x);
  for (let y = box.y + 1; y < box.y + box.h - 1; y += STEP) ys.push(y);
  xs.push(box.x + box.w - 1);
  ys.push(box.y + box.h - 1);
  for (const x of xs)
    for (const y of ys) {
      // A step of the slices (slices.ts): an open panel's box is hundreds of hit tests per corner.
      if (++tests % HITS_PER_STEP === 0) yield;
      const under = doc.elementFromPoint(x, y);
      if (!under || under.closest('scout-ext') || (protect.must && under.closest(protect.must))) continue;
      if (under.closest(protect.avoid)) hits.avoid += 1;
      // No better than a corner already found: the rest of the box need not be sampled.
      if (cost(hits) >= enough) return hits;
    }
  return hits;
}

/** Hit tests per step (~0.02–0.1 ms each): the slices yield to the page between steps. */
const HITS_PER_STEP = 16;

export interface Placement {
  corner: Corner;
  hits: Hits;
}

/**
 * Puts a fixed host in the corner where it covers the least: nothing it must not cover first,
 * then the fewest parts it should avoid (the first corner covering nothing wins at once). Steps
 * for the slices (slices.ts): the host stays hidden from its first hit test to its placing.
 */
export function* placeClear(
  host: HTMLElement,
  protect: Protected,
  o: { clearOnly?: boolean } = {},
): Generator<undefined, Placement, void> {
  const doc = host.ownerDocument;
  const win = doc.defaultView ?? window;
  // The window less its scroll bars (a page without a doctype gives the document's size instead).
  const standards = doc.compatMode === 'CSS1Compat';
  const view = {
    w: standards ? doc.documentElement.clientWidth : win.innerWidth,
    h: standards ? doc.documentElement.clientHeight : win.innerHeight,
  };
  // Hidden while it is measured and the window sampled (hit tests look through it): a hit test
  // with the host visible records where it was, and its move to the chosen corner would count as
  // a layout shift (Chromium). `visibility` changes no layout: measuring and sampling cost one.
  host.style.visibility = 'hidden';
  const { width: w, height: h } = host.getBoundingClientRect();
  const must = mustBoxes(doc, protect);
  // The pill covers nothing of the protected parts' boxes either, even where something of the page
  // lies over them (a product page's thumbnail strip over the selected picture's button): a hit
  // test sees only the topmost element, one point every 24 px, and that answer moved with the page.
  const avoided = o.clearOnly && protect.avoid ? yield* boxesInWindow(doc, protect.avoid, view.h) : [];
  let best: Placement | null = null;
  for (const corner of CORNERS) {
    // Only a corner covering nothing will do (`clearOnly`): the first covered point settles it.
    const enough: number = o.clearOnly ? 1 : best ? cost(best.hits) : Number.POSITIVE_INFINITY;
    const box = boxAt(corner, w, h, view, MARGIN);
    const hits: Hits =
      avoided.length && mustOverlap(box, avoided) > 0
        ? { must: mustOverlap(box, must), avoid: 1 }
        : yield* protectedHits(doc, box, protect, must, enough);
    if (!best || cost(hits) < cost(best.hits)) best = { corner, hits };
    if (cost(hits) === 0) break;
  }
  const placed = best ?? { corner: 'bottom-right', hits: { must: 0, avoid: 0 } };
  const at = boxAt(placed.corner, w, h, view, MARGIN);
  // Moved by a transform, not by its offsets: a fixed element's move is then no layout shift.
  host.style.left = '0px';
  host.style.top = '0px';
  host.style.transform = `translate(${Math.max(0, at.x)}px, ${Math.max(0, at.y)}px)`;
  host.style.visibility = '';
  host.setAttribute('data-corner', placed.corner);
  return placed;
}

/**
 * The boxes of the elements `selector` finds that lie in the window (drawn, not above or below it).
 * A search page has hundreds of protected parts: read in steps of the slices.
 */
function* boxesInWindow(
  doc: Document,
  selector: string,
  viewHeight: number,
): Generator<undefined, DOMRect[], void> {
  const found = doc.querySelectorAll(selector);
  const boxes: DOMRect[] = [];
  for (let i = 0; i < found.length; i++) {
    if (i % 64 === 63) yield;
    const r = found[i].getBoundingClientRect();
    if (r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < viewHeight) boxes.push(r);
  }
  return boxes;
}

/** An open panel shorter than this is no use: below it, it goes where it covers the least instead. */
export const MIN_OPEN_HEIGHT = 160;

/**
 * Where no corner is clear: the tallest stretch of the window's right or left edge, as wide as the
 * host, that none of the protected parts' boxes cross. An open panel (`shrink`) is shortened to
 * it (it scrolls inside) when it is at least MIN_OPEN_HEIGHT; a pill needs its own height. Boxes
 * rather than hit tests: one read of each protected element, after the frame, no sampling.
 * Returns false (nothing moved) when no stretch is tall enough.
 */
export function* placeInFreeStretch(
  host: HTMLElement,
  protect: Protected,
  shrink?: HTMLElement,
): Generator<undefined, boolean, void> {
  const doc = host.ownerDocument;
  const view = { w: doc.documentElement.clientWidth || window.innerWidth, h: window.innerHeight };
  host.style.visibility = 'hidden';
  if (shrink) shrink.style.maxHeight = '';
  const { width: w, height: natural } = host.getBoundingClientRect();
  const needed = shrink ? Math.min(MIN_OPEN_HEIGHT, natural) : natural;
  const selector = [protect.must, protect.avoid].filter(Boolean).join(', ');
  yield;
  const boxes = yield* boxesInWindow(doc, selector, view.h);
  let best: { x: number; y: number; h: number } | null = null;
  for (const x of [view.w - w - MARGIN, MARGIN]) {
    const crossing = boxes
      .filter((r) => r.right > x && r.left < x + w)
      .map((r) => [Math.max(MARGIN, r.top), Math.min(view.h - MARGIN, r.bottom)] as const)
      .sort((a, b) => a[0] - b[0]);
    let from = MARGIN;
    for (const [top, bottom] of [...crossing, [view.h - MARGIN, view.h - MARGIN] as const]) {
      const h = Math.min(natural, top - from - 2);
      if (h > (best?.h ?? 0)) best = { x, y: from + 1, h };
      from = Math.max(from, bottom);
    }
  }
  if (!best || best.h < needed) {
    host.style.visibility = '';
    return false;
  }
  if (shrink) shrink.style.maxHeight = `${Math.floor(best.h)}px`;
  host.style.left = '0px';
  host.style.top = '0px';
  host.style.transform = `translate(${Math.max(0, best.x)}px, ${Math.max(0, best.y)}px)`;
  host.style.visibility = '';
  host.setAttribute('data-corner', 'free-stretch');
  return true;
}

/**
 * Keeps a host placed while the page scrolls and the window resizes; `place` chooses (and may
 * change the host's size, e.g. fold a panel into its pill), then places. `later` re-places after
 * the next frame; `dispose` stops listening.
 */
export function keepPlaced(
  win: Window,
  place: () => Promise<void>,
  host?: Element,
): { later: () => void; now: () => void; dispose: () => void } {
  let waiting = false;
  let placing: Promise<void> | null = null;
  let again = false;
  // `data-placing` from the request to the end of the last placing: tests wait for its end.
  const pending = (on: boolean) => host?.toggleAttribute('data-placing', on);
  const run = () => {
    waiting = false;
    // One placing at a time (it runs in slices): a request meanwhile places once more after it.
    if (placing) {
      again = true;
      return;
    }
    pending(true);
    placing = place().finally(() => {
      placing = null;
      if (again) {
        again = false;
        later();
      } else if (!waiting) pending(false);
    });
  };
  const later = () => {
    if (waiting) return;
    waiting = true;
    pending(true);
    // After the next frame is drawn, when the page is idle (at most 300 ms later): its layout is
    // then up to date, and reading it (the element's size, the hit tests) costs no layout of its own.
    win.requestAnimationFrame(() => {
      if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(run, { timeout: 300 });
      else win.setTimeout(run, 0);
    });
  };
  let last = 0;
  const onScroll = () => {
    const now = Date.now();
    if (now - last < 150) return;
    last = now;
    later();
  };
  win.addEventListener('scroll', onScroll, { passive: true });
  win.addEventListener('resize', later, { passive: true });
  // A last check once scrolling stops.
  win.addEventListener('scrollend', later, { passive: true });
  later();
  return {
    later,
    now: run,
    dispose: () => {
      win.removeEventListener('scroll', onScroll);
      win.removeEventListener('resize', later);
      win.removeEventListener('scrollend', later);
    },
  };
}
