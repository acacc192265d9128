/**
 * The compact badge on each search result and best-seller item: sales, revenue, Amazon fees,
 * margin and Scout score, each with its source and date on hover, "not readable" when unknown.
 * Badges are absolutely positioned inside the tile's image area: Amazon's content never moves.
 */
import type { AmazonPage } from '#domain/amazon-pages/page-types.ts';
import type { Steps } from '#domain/amazon-pages/steps.ts';
import { el, shadowHost } from './dom.ts';
import {
  type Figure,
  feesFigure,
  marginFigure,
  marginLabel,
  revenueFigure,
  salesFigure,
  scoreFigure,
} from './figures.ts';
import type { Formatters } from './format.ts';
import type { Translate } from './messages.ts';
import type { ScoutEstimate } from './scout-types.ts';
import { BADGE_CSS } from './styles.ts';

const TILES = [
  '[data-component-type="s-search-result"][data-asin]',
  'li.s-result-item[data-asin][id^="result_"]',
  '#gridItemRoot',
  '.zg-grid-general-faceout',
];
const ANCHORS = [
  '.s-product-image-container',
  '.a-col-left',
  '.s-item-container',
  '.zg-grid-general-faceout',
];

function part(label: string, figure: Figure, t: Translate): HTMLElement {
  if (figure.text === null)
    return el('span', { class: 'part na', title: figure.hint }, [`${label}: ${t('notReadable')}`]);
  return el('span', { class: figure.stale ? 'part stale' : 'part', title: figure.hint }, [
    figure.stale ? `${figure.text} (${t('staleMark')})` : figure.text,
  ]);
}

function badgeFor(e: ScoutEstimate | undefined, currency: string, t: Translate, f: Formatters): HTMLElement {
  const logo = el('span', { class: 'logo', text: 'S' });
  if (!e)
    return el('div', { class: 'badge' }, [
      logo,
      el('span', { class: 'part na', title: t('notReadableHint'), text: t('notReadable') }),
    ]);
  return el('div', { class: 'badge' }, [
    logo,
    part(t('sales'), salesFigure(e, t, f), t),
    part(t('revenue'), revenueFigure(e, currency, t, f), t),
    part(t('fees'), feesFigure(e, currency, t, f), t),
    part(marginLabel(e, t), marginFigure(e, t, f, currency), t),
    part(t('score'), scoreFigure(e, t), t),
  ]);
}

/** The tile elements of the page, in page order (the readers' order), each with its ASIN. */
function tilesOf(doc: Document): { asin: string; tile: Element }[] {
  const out: { asin: string; tile: Element }[] = [];
  const selector = TILES.join(', ');
  for (const tile of Array.from(doc.querySelectorAll(selector))) {
    // Best-seller pages nest one tile selector in another (#gridItemRoot > .zg-grid-general-faceout):
    // the outermost is the tile, so one badge per product.
    if (tile.parentElement?.closest(selector)) continue;
    const asin =
      tile.getAttribute('data-asin') ??
      /\/(?:dp|product-reviews)\/([A-Z0-9]{10})/.exec(
        tile.querySelector('a[href*="/dp/"], a[href*="/product-reviews/"]')?.getAttribute('href') ?? '',
      )?.[1];
    if (asin) out.push({ asin: asin.toUpperCase(), tile });
  }
  return out;
}

/** Adds one badge per result tile, pausing after each (see idle-slices.ts); returns how many were added. */
export function* badgeSteps(
  doc: Document,
  page: AmazonPage,
  estimates: Map<string, ScoutEstimate>,
  o: { currency: string; t: Translate; f: Formatters },
): Steps<number> {
  if (page.kind === 'product') return 0;
  // Reads first, then writes: reading a style after a change would make the browser recompute
  // the page's styles once per tile. The reads are one step (one style computation, if any).
  const targets = tilesOf(doc)
    .filter(({ tile }) => !tile.querySelector('scout-ext'))
    .map(({ asin, tile }) => {
      const anchor = (ANCHORS.map((s) => tile.querySelector(s)).find(Boolean) ?? tile) as HTMLElement;
      return { asin, anchor, isStatic: getComputedStyle(anchor).position === 'static' };
    });
  yield;
  let placed = 0;
  for (const { asin, anchor, isStatic } of targets) {
    // Positioning the anchor (static → relative, no offset) moves nothing; the badge floats over its bottom.
    if (isStatic) anchor.style.position = 'relative';
    const { host, root } = shadowHost(
      BADGE_CSS,
      'position:absolute;left:4px;right:4px;bottom:4px;z-index:3;pointer-events:auto;display:block;',
    );
    host.setAttribute('data-asin', asin);
    root.append(badgeFor(estimates.get(asin), o.currency, o.t, o.f));
    anchor.append(host);
    placed += 1;
    yield;
  }
  return placed;
}
