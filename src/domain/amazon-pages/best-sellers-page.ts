/**
 * Best-seller lists (`/gp/bestsellers/…`, `/zgbs/…`): one `#gridItemRoot` (2021 →) or
 * `#p13n-asin-index-N` card (2024 →) per item, "#1" … "#50". On a department's list the item's
 * place is its Best Sellers Rank in that department; on a sub-category's, in the sub-category.
 */
import { isAsin } from '../asin.ts';
import { asinInHref, firstText, textOf } from './dom-text.ts';
import { parseCount } from './numbers.ts';
import type { BestSellerItem, BestSellersPage } from './page-types.ts';
import type { Steps } from './steps.ts';
import { type ReadContext, readTileFigures } from './tile-figures.ts';

export const BEST_SELLER_ITEM =
  '#gridItemRoot, [id^="p13n-asin-index-"], .zg-grid-general-faceout, li.zg-item-immersion';

function asinOf(item: Element): string | null {
  const attr = item.querySelector('[data-asin]')?.getAttribute('data-asin')?.toUpperCase();
  if (attr && isAsin(attr)) return attr;
  for (const a of Array.from(item.querySelectorAll('a[href]'))) {
    const asin = asinInHref(a.getAttribute('href'));
    if (asin) return asin;
  }
  return null;
}

/** The list's category from its heading: "Best Sellers in Tools & Home Improvement". */
function categoryOf(doc: Document): string | undefined {
  const heading = firstText(doc, ['h1', '#zg_banner_text']);
  const m = /(?:\bin|\ben|\bdans|\bem|\bnella categoria|\bnei|\bin der)\s+(.+)$/i.exec(heading);
  const jp = /^(.+?)\s*の売れ筋ランキング/.exec(heading);
  const name = (m?.[1] ?? jp?.[1] ?? '').replace(/^(?:der|die|den|la|le|les)\s+/i, '').trim();
  return name ? name.slice(0, 200) : undefined;
}

/**
 * Whether the list is a department's ("/zgbs/hi", "/gp/bestsellers/ce-de") or a sub-category's
 * ("/zgbs/hi/511228", "/zgbs/electronics/2151981051/"), from the page's address or canonical link;
 * undefined when neither says (the all-departments overview, a saved page without an address).
 */
export function listScopeOf(doc: Document, url: URL | null): BestSellersPage['scope'] {
  const canonical = doc.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '';
  for (const path of [url?.pathname ?? '', canonical.replace(/^https?:\/\/[^/]+/, '')]) {
    const m = /\/(?:zgbs|gp\/bestsellers)\/([^?#]*)/.exec(path);
    if (!m) continue;
    const segments = m[1].split('/').filter((s) => s && !s.startsWith('ref='));
    if (segments.some((s) => /^\d+$/.test(s))) return 'subcategory';
    if (segments.length === 1) return 'department';
    return undefined;
  }
  return undefined;
}

/** Reads a best-seller list, pausing after each item. */
export function* bestSellersPageSteps(
  doc: Document,
  o: ReadContext & { url: URL | null },
): Steps<BestSellersPage> {
  const items: BestSellerItem[] = [];
  const seen = new Set<string>();
  for (const el of Array.from(doc.querySelectorAll(BEST_SELLER_ITEM))) {
    const asin = asinOf(el);
    if (!asin || seen.has(asin)) continue;
    seen.add(asin);
    const item: BestSellerItem = { asin, ...readTileFigures(el, o) };
    const title =
      firstText(el, ['[class*="line-clamp"]', '.p13n-sc-truncated', '.p13n-sc-truncate']) ||
      el.querySelector('img[alt]')?.getAttribute('alt')?.trim();
    if (title) item.title = title.slice(0, 1000);
    const badge = textOf(el.querySelector('.zg-bdg-text, .zg-badge-text'));
    const rank = /^#?\s*\d/.test(badge) ? parseCount(badge) : null;
    if (rank !== null && rank >= 1) item.listRank = rank;
    items.push(item);
    yield;
  }
  return {
    kind: 'bestsellers',
    marketplace: o.marketplace,
    category: categoryOf(doc),
    scope: listScopeOf(doc, o.url),
    items,
  };
}
