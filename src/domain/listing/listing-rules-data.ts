/**
 * Amazon listing style rules as data (Amazon Seller Central: product title requirements, bullet
 * point guidelines and search terms guidance, 2024-2025; medium confidence: categories may differ).
 */
export const TITLE_MAX_CHARS = 200;
/** Under this a title rarely says what, for whom and which variant. */
export const TITLE_MIN_CHARS = 40;
/** What mobile search results show of a title: the main keyword should be in it. */
export const TITLE_VISIBLE_CHARS = 80;
/** A word (other than short connecting words) may appear at most twice in a title. */
export const TITLE_MAX_WORD_REPEATS = 2;
export const BULLETS_MIN = 3;
export const BULLETS_RECOMMENDED = 5;
export const BULLET_MIN_CHARS = 10;
export const BULLET_MAX_CHARS = 255;
export const DESCRIPTION_MAX_CHARS = 2000;
export const DESCRIPTION_MIN_CHARS = 200;
/** Backend search terms: under 250 bytes (amazon.com). */
export const SEARCH_TERMS_MAX_BYTES = 249;

/** Characters a title must not contain unless they are part of the brand name. */
export const TITLE_FORBIDDEN_CHARS = ['!', '$', '?', '_', '{', '}', '^', '¬', '¦'];
/** Characters bullet points must not contain. */
export const BULLET_FORBIDDEN_CHARS = ['™', '®', '€', '…', '†', '‡', '¢', '£', '¥', '©', '±', '~'];

export const CONNECTING_WORDS = new Set([
  'a',
  'an',
  'and',
  'or',
  'the',
  'for',
  'with',
  'of',
  'in',
  'on',
  'to',
  'by',
  'at',
  'from',
  'as',
  'is',
  'et',
  'de',
  'du',
  'des',
  'la',
  'le',
  'les',
  'un',
  'une',
  'pour',
  'avec',
  'en',
  'au',
  'aux',
  'sur',
  'par',
]);

/** Promotional, pricing and guarantee phrases that titles, bullets and descriptions must not contain. */
export const PROMOTIONAL_PHRASES = [
  'free shipping',
  'best seller',
  'best-seller',
  'bestseller',
  'hot item',
  'sale',
  'on sale',
  'discount',
  'cheapest',
  'best price',
  'limited time',
  'buy now',
  '100% quality',
  'quality guaranteed',
  'guaranteed',
  'satisfaction guarantee',
  'money back',
  'full refund',
  'free gift',
  'top rated',
  '#1',
];

/** Claims Amazon restricts without approval (pesticide, medical and environmental claims). */
export const RESTRICTED_CLAIMS = [
  'antibacterial',
  'anti-bacterial',
  'antimicrobial',
  'anti-microbial',
  'antiviral',
  'anti-viral',
  'antifungal',
  'anti-fungal',
  'kills germs',
  'kills bacteria',
  'kills 99',
  'sanitizes',
  'disinfects',
  'fda approved',
  'fda cleared',
  'cures',
  'cure',
  'treats',
  'prevents disease',
  'heals',
  'non-toxic',
  'nontoxic',
  'eco-friendly',
  'eco friendly',
  'environmentally friendly',
  'biodegradable',
  'made from bamboo',
  'contains bamboo',
  'hypoallergenic',
  'covid',
  'coronavirus',
];

/** Placeholder text that must not be published. */
export const PLACEHOLDERS = ['n/a', 'not applicable', 'tbd', 'copy pending', 'lorem ipsum', 'na'];

/** Subjective or temporary words that waste backend search terms. */
export const SEARCH_TERMS_BANNED = [
  'best',
  'cheapest',
  'amazing',
  'new',
  'sale',
  'now',
  'available',
  'latest',
];
