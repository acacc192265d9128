/**
 * Sourcing rules as data (docs/toolkit.md "Sourcing rules"). Sources: Amazon Seller Central help
 * "Dangerous goods (hazmat) identification guide" and "Categories and products that require
 * approval" (amazon.com, read 2025; medium confidence: lists change and differ per marketplace).
 * Matching is on whole words of the category path (any level) or, for dangerous goods, of the title,
 * case-insensitive; a few local words cover the European and Japanese marketplaces' category names.
 */

/** Categories whose products are dangerous goods for FBA (flammable, pressurised, lithium cells…). */
export const HAZMAT_CATEGORY_WORDS = [
  'perfumes & fragrances',
  'fragrance',
  'fragrances',
  'perfume',
  'parfum',
  'parfums',
  'düfte',
  'profumi',
  'perfumes',
  '香水',
  'nail polish',
  'aerosol',
  'aerosols',
  'spray paint',
  'batteries',
  'lighters',
  'pesticides',
  'fuel',
  'propane',
  'butane',
];

/** Title words that mark a dangerous good whatever its category. */
export const HAZMAT_TITLE_WORDS = [
  'perfume',
  'eau de parfum',
  'eau de toilette',
  'cologne',
  'aerosol',
  'spray paint',
  'nail polish',
  'lithium',
  'butane',
  'propane',
  'lighter fluid',
  'flammable',
];

/** Categories that need Amazon's approval before a seller may list in them. */
export const GATED_CATEGORY_WORDS = [
  'watches',
  'jewelry',
  'fine art',
  'gift cards',
  'collectible coins',
  'sports collectibles',
  'entertainment collectibles',
  'grocery & gourmet food',
  'motorcycle & powersports',
  'major appliances',
  'sexual wellness',
  'streaming media players',
];

/** Media: Amazon and publishers dominate them, and they are no private-label products. */
export const MEDIA_CATEGORY_WORDS = [
  'books',
  'kindle store',
  'music',
  'cds & vinyl',
  'movies & tv',
  'video games',
  'games, consoles',
  'consoles, games',
  'software',
  'audible books',
];

/** A brand with at least this share of a niche's known revenue dominates it. */
export const DOMINANT_BRAND_SHARE = 0.5;
/** …when at least this many of the niche's listings have a brand and a revenue. */
export const DOMINANT_BRAND_MIN_LISTINGS = 5;
/** Fewer reviews than this: the listing is too new for its figures to mean much. */
export const TOO_NEW_REVIEWS = 10;
