/**
 * Amazon's own brands (private label), as their names appear at the start of a listing's title or
 * in its brand field: a niche where Amazon sells its own product is harder to enter (the product
 * analyzer says so), and their names are never a keyword a seller should target (reverse ASIN).
 * Source: Amazon's "Our brands" store page and its best-known labels (medium confidence: the list
 * changes; one place to update it).
 */
export const AMAZON_BRANDS = [
  'Amazon Basics',
  'AmazonBasics',
  'Amazon Essentials',
  'Amazon Commercial',
  'Amazon Brand',
  'Amazon Aware',
  'Amazon Elements',
  'Solimo',
  'Presto!',
  'Happy Belly',
  'Wickedly Prime',
  'Mama Bear',
  'Goodthreads',
  'Core 10',
  'Daily Ritual',
  'Pinzon',
  'Rivet',
  'Stone & Beam',
  'Mae by Wacoal',
  'Simple Joys by Carter’s',
  'Spotted Zebra',
  'Care Of by Carter’s',
] as const;

const norm = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

const NORMALISED = AMAZON_BRANDS.map(norm);

/**
 * The Amazon brand a listing is sold under, from its brand field or, when that is unknown (the
 * bundled sample has none), the start of its title; null when none.
 */
export function amazonBrandOf(listing: { brand?: string | null; title: string }): string | null {
  const title = ` ${norm(listing.title)} `;
  const i = listing.brand
    ? NORMALISED.indexOf(norm(listing.brand))
    : NORMALISED.findIndex((b) => title.startsWith(` ${b} `));
  return i < 0 ? null : AMAZON_BRANDS[i];
}
