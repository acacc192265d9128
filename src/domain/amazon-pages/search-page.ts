/**
 * Search result pages: current tiles (`[data-component-type="s-search-result"]`, 2020 →) and the
 * legacy list (`li.s-result-item[id^="result_"]`, → 2019).
 */
import { isAsin } from '../asin.ts';
import { firstElement, firstText, textOf } from './dom-text.ts';
import { parseLocalizedNumber } from './numbers.ts';
import type { SearchPage, SearchResult } from './page-types.ts';
import type { Steps } from './steps.ts';
import { type ReadContext, readTileFigures } from './tile-figures.ts';

const CURRENT_TILE = '[data-component-type="s-search-result"][data-asin]';
const LEGACY_TILE = 'li.s-result-item[data-asin][id^="result_"]';

const SPONSORED_MARKS = [
  '.puis-sponsored-label-text',
  '.s-sponsored-label-text',
  '[data-component-type="sp-sponsored-result"]',
  '.s-sponsored-header',
  '.s-sponsored-label-info-icon',
];

function isSponsored(tile: Element): boolean {
  if (tile.classList.contains('AdHolder')) return true;
  if (SPONSORED_MARKS.some((s) => tile.querySelector(s))) return true;
  // Legacy titles start with an off-screen "[Sponsored]" / "[Gesponsert]" / "[Sponsorisé]".
  return /^\[[^\]]{4,20}\]$/.test(textOf(tile.querySelector('h2 .a-offscreen')));
}

function titleOf(tile: Element): string | undefined {
  const legacy = tile.querySelector('h2[data-attribute]')?.getAttribute('data-attribute');
  if (legacy) return legacy.trim();
  const text = firstText(tile, ['h2 a span', 'h2 span', 'h2']);
  return text || undefined;
}

function brandOf(tile: Element): string | undefined {
  // Current tiles: a line above the title (`h5 .a-size-base-plus`, or `.s-line-clamp-1` in a
  // `.a-row`); legacy: "von Freiglas" / "by Acme" — the second small secondary span.
  const current = firstText(tile, ['h5.s-line-clamp-1 span', 'h2 ~ div .a-size-base-plus.a-color-base']);
  if (current) return current;
  const smalls = Array.from(tile.querySelectorAll('.a-row > span.a-size-small.a-color-secondary'));
  if (smalls.length >= 2 && /^(by|von|de|di|par|por)$/i.test(textOf(smalls[0]))) {
    return textOf(smalls[1]) || undefined;
  }
  return undefined;
}

/** The search words: the URL's `k=` (or legacy `field-keywords=`), else the search box. */
function keywordOf(doc: Document, url: URL | null): string | undefined {
  const fromUrl = url?.searchParams.get('k') ?? url?.searchParams.get('field-keywords');
  const fromBox = firstElement(doc, ['#twotabsearchtextbox', 'input[name="field-keywords"]'])?.getAttribute(
    'value',
  );
  const keyword = (fromUrl ?? fromBox ?? '').trim().replace(/\s+/g, ' ');
  return keyword ? keyword.slice(0, 200) : undefined;
}

function pageNumberOf(doc: Document, url: URL | null): number {
  const fromUrl = Number(url?.searchParams.get('page'));
  if (Number.isInteger(fromUrl) && fromUrl >= 1) return fromUrl;
  const shown = Number(firstText(doc, ['.s-pagination-selected', '#pagn .pagnCur']));
  return Number.isInteger(shown) && shown >= 1 ? shown : 1;
}

const resultBarText = (doc: Document) =>
  firstText(doc, [
    '[data-component-type="s-result-info-bar"] h1 span',
    '[data-component-type="s-result-info-bar"] span',
    '#s-result-count',
  ]);

/** The search's result count: the number after "of" / "von" / "sur"… in "1-48 of over 2,000 results for". */
function totalResultsOf(info: string): number | undefined {
  const m = /^\d[\d.,\s ]*\s*[-–]\s*\d[\d.,\s ]*\s+\S+\s+(?:\D{0,12}?\s)?(\d[\d.,\s  ]*\d|\d)/.exec(info);
  const n = m ? parseLocalizedNumber(m[1].trim(), { integer: true }) : null;
  return n !== null && n > 0 ? n : undefined;
}

/**
 * Where this page's organic results start in the whole search: "49-96 of over 1,000 results"
 * → 48. Unreadable on a later page → null (organic positions are then left out).
 */
function organicOffsetOf(info: string, page: number): number | null {
  const m = /^(\d[\d.,\s\u00a0]*)\s*[-–]\s*\d/.exec(info);
  if (m) {
    const start = Number(m[1].replace(/[^\d]/g, ''));
    if (Number.isInteger(start) && start >= 1) return start - 1;
  }
  return page === 1 ? 0 : null;
}

/** Reads a search page, pausing after each result. */
export function* searchPageSteps(doc: Document, o: ReadContext & { url: URL | null }): Steps<SearchPage> {
  let tiles = Array.from(doc.querySelectorAll(CURRENT_TILE));
  if (tiles.length === 0) tiles = Array.from(doc.querySelectorAll(LEGACY_TILE));
  yield;
  const page = pageNumberOf(doc, o.url);
  const info = resultBarText(doc);
  yield;
  const offset = organicOffsetOf(info, page);
  const results: SearchResult[] = [];
  let organic = 0;
  let sponsoredCount = 0;
  for (const tile of tiles) {
    const asin = (tile.getAttribute('data-asin') ?? '').trim().toUpperCase();
    if (!isAsin(asin)) continue;
    const sponsored = isSponsored(tile);
    const result: SearchResult = {
      asin,
      sponsored,
      position: results.length + 1,
      ...readTileFigures(tile, o),
    };
    const title = titleOf(tile);
    if (title) result.title = title.slice(0, 1000);
    const brand = brandOf(tile);
    if (brand) result.brand = brand.slice(0, 200);
    if (sponsored) {
      sponsoredCount += 1;
      result.sponsoredPosition = sponsoredCount;
    } else {
      organic += 1;
      if (offset !== null) result.organicPosition = offset + organic;
    }
    results.push(result);
    yield;
  }
  const keyword = keywordOf(doc, o.url);
  yield;
  return {
    kind: 'search',
    marketplace: o.marketplace,
    keyword,
    page,
    totalResults: totalResultsOf(info),
    results,
  };
}
