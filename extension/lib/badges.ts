/**
 * The compact badge on each search result and best-seller item. It lives inside the tile's image
 * box, over the bottom of the photo, as wide as that box and one line high: it never reaches
 * Amazon's title, stars, price or buttons, whatever the width of the window (the box moves and
 * resizes with Amazon's layout; the badge follows without any script). What does not fit the box
 * is left out of the line (container queries) and shown on demand: the badge is a button that
 * opens the figures with their sources, inside the same image box.
 *
 * Drawn twice: at once with what the page itself shows (a "bought in past month" badge, a list
 * rank) and "…" for the rest, then filled in when Scout answers.
 */
import type { AmazonPage, PageProduct } from '#domain/amazon-pages/page-types.ts';
import type { Steps } from '#domain/amazon-pages/steps.ts';
import { el, replaceChildren, shadowHost } from './dom.ts';
import { type BadgeFigure, tileFigures } from './figures.ts';
import type { Formatters } from './format.ts';
import type { Translate } from './messages.ts';
import { productsOf } from './page-requests.ts';
import type { ScoutEstimate } from './scout-types.ts';
import { AFTER_FRAME, type SliceSteps } from './slices.ts';
import { BADGE_CSS } from './styles.ts';

const TILES = [
  '[data-component-type="s-search-result"][data-asin]',
  'li.s-result-item[data-asin][id^="result_"]',
  '#gridItemRoot',
  '[id^="p13n-asin-index-"]',
  '.zg-grid-general-faceout',
];
const TILE_IMAGE = 'img.s-image, img.s-access-image, img.p13n-product-image';

export interface Badge {
  asin: string;
  product: PageProduct | undefined;
  /** The shadow root's content, redrawn when the estimates arrive. */
  view: HTMLElement;
}

interface Target {
  asin: string;
  /** The element the badge is drawn in: the tile's image box. */
  box: HTMLElement;
  /** The box is statically positioned: it becomes `position: relative` (no offset: nothing moves). */
  isStatic: boolean;
}

/** The tile elements of the page, in page order (the readers' order), with their image boxes, a step per tile. */
function* targetSteps(doc: Document): SliceSteps<Target[]> {
  const out: Target[] = [];
  const selector = TILES.join(', ');
  const tiles = Array.from(doc.querySelectorAll(selector));
  yield;
  for (const tile of tiles) {
    yield;
    // Nested tile selectors (#gridItemRoot > #p13n-asin-index-0 > .zg-grid-general-faceout): the
    // outermost is the tile, so one badge per product.
    if (tile.parentElement?.closest(selector)) continue;
    if (tile.querySelector('scout-ext')) continue;
    const asin =
      tile.getAttribute('data-asin') ??
      tile.querySelector('[data-asin]')?.getAttribute('data-asin') ??
      /\/(?:dp|product-reviews)\/([A-Z0-9]{10})/.exec(
        tile.querySelector('a[href*="/dp/"], a[href*="/product-reviews/"]')?.getAttribute('href') ?? '',
      )?.[1];
    if (!asin) continue;
    // The image's own box: its wrapper element (a div in every markup we know); the tile itself
    // when it shows no image.
    const image = tile.querySelector(TILE_IMAGE) ?? tile.querySelector('img');
    const box = (image?.parentElement?.closest('div') ?? tile) as HTMLElement;
    out.push({ asin: asin.toUpperCase(), box, isStatic: false });
  }
  return out;
}

function part(figure: BadgeFigure): HTMLElement {
  const classes = ['part', figure.key, figure.text === null ? 'na' : '', figure.stale ? 'stale' : '']
    .filter(Boolean)
    .join(' ');
  return el('span', { class: classes, title: figure.hint }, [
    el('span', { class: 'l', text: figure.label }),
    ' ',
    el('b', { text: figure.short }),
  ]);
}

/** The badge's content: the one-line summary (a button) and the details it opens. */
function badgeView(figures: BadgeFigure[], t: Translate): HTMLElement {
  const details = el(
    'div',
    { class: 'details', attrs: { role: 'region', hidden: '' } },
    figures.map((f) =>
      el('div', { class: 'line' }, [
        el('span', { class: 'k', text: f.label }),
        el('span', { class: f.text === null ? 'v na' : 'v', text: f.long }),
        el('span', { class: 'src', text: f.hint }),
      ]),
    ),
  );
  const line = el(
    'button',
    {
      class: 'badge',
      attrs: {
        type: 'button',
        'aria-expanded': 'false',
        'aria-label': `${t('badgeOpen')}: ${figures.map((f) => `${f.label} ${f.long}`).join(', ')}`,
      },
    },
    [el('span', { class: 'logo', text: 'S' }), ...figures.map(part)],
  );
  line.addEventListener('click', (event) => {
    // The badge sits inside Amazon's product link: opening it must not follow the link.
    event.preventDefault();
    event.stopPropagation();
    const open = details.hasAttribute('hidden');
    details.toggleAttribute('hidden', !open);
    line.setAttribute('aria-expanded', String(open));
  });
  return el('div', { class: 'wrap' }, [details, line]);
}

export interface BadgeContext {
  page: AmazonPage;
  currency: string;
  t: Translate;
  f: Formatters;
}

const figuresFor = (b: Badge, e: ScoutEstimate | 'pending' | undefined, o: BadgeContext) =>
  tileFigures(o.page, b.product, e, o);

/**
 * Adds one badge per result tile with what the page shows (Scout's figures "…" until they
 * arrive), a few per slice (see slices.ts). Styles are read for every box first, then written:
 * reading a style after a change would make the browser recompute the page's styles per tile.
 */
export function* drawBadgeSteps(doc: Document, o: BadgeContext): SliceSteps<Badge[]> {
  if (o.page.kind === 'product') return [];
  const products = new Map(productsOf(o.page).map((p) => [p.asin, p]));
  const targets = yield* targetSteps(doc);
  // All reads before any write, after a frame: the page's styles are then up to date and
  // reading them recomputes nothing.
  yield AFTER_FRAME;
  for (const target of targets) {
    target.isStatic = getComputedStyle(target.box).position === 'static';
    yield;
  }
  const badges: Badge[] = [];
  for (const { asin, box, isStatic } of targets) {
    if (isStatic) box.style.position = 'relative';
    const { host, root } = shadowHost(
      BADGE_CSS,
      'position:absolute;inset:0;z-index:3;display:block;pointer-events:none;overflow:hidden;',
    );
    host.setAttribute('data-asin', asin);
    const badge: Badge = { asin, product: products.get(asin), view: el('div') };
    badge.view = badgeView(figuresFor(badge, 'pending', o), o.t);
    root.append(badge.view);
    box.append(host);
    badges.push(badge);
    yield;
  }
  return badges;
}

/** Fills the badges with Scout's estimates (or says they are not readable), a few per slice. */
export function* fillBadgeSteps(
  badges: Badge[],
  estimates: Map<string, ScoutEstimate> | null,
  o: BadgeContext,
): Steps<void> {
  for (const badge of badges) {
    const next = badgeView(figuresFor(badge, estimates?.get(badge.asin), o), o.t);
    replaceChildren(badge.view, Array.from(next.childNodes));
    yield;
  }
}
