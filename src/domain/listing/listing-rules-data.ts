/**
 * Amazon listing style rules as data (Amazon Seller Central: product title requirements, bullet
 * point guidelines and search terms guidance, 2024-2025; medium confidence: categories may differ).
 */
import type { KeywordLanguage } from '../keywords/word-forms.ts';

export const TITLE_MAX_CHARS = 200;
/**
 * Title length per category group. Amazon's limit is 200 characters in every category; its
 * clothing, shoes, jewelry and watches style guides ask for 80 or fewer (what a phone shows), and
 * suppress nothing between the two: over the recommended length is "to improve", over 200 a problem.
 * A category path is put in a group by its words (any level, whole words, case-insensitive).
 */
export const TITLE_LIMITS = {
  standard: { recommended: 200, max: 200, words: [] as string[] },
  apparel: {
    recommended: 80,
    max: 200,
    words: [
      'clothing',
      'shoes',
      'jewelry',
      'jewellery',
      'watches',
      'handbags',
      'vêtements',
      'chaussures',
      'bijoux',
      'montres',
    ],
  },
} as const;
export type TitleGroup = keyof typeof TITLE_LIMITS;
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

/**
 * The connecting words of the other marketplaces' languages (articles, prepositions, conjunctions,
 * written without accents as the rules compare words), connecting words on their marketplace only:
 * "de", "para", "con", "y" on amazon.es, "per", "di", "da", "e" on amazon.it, "für", "mit", "und"
 * on amazon.de are not words a title repeats (the repeat and phrase rules skip them), while "con"
 * or "die" in an English title stay words.
 */
export const CONNECTING_WORDS_OF: Partial<Record<KeywordLanguage, ReadonlySet<string>>> = {
  es: new Set(
    'el la los las lo un una unos unas de del al a en con sin para por y e o u que sobre entre hasta desde tras segun'.split(
      ' ',
    ),
  ),
  it: new Set(
    'il lo la i gli le l un uno una di del dello della dei degli delle da dal dallo dalla dai dagli dalle in nel nello nella nei negli nelle con per su sul sullo sulla sui sugli sulle tra fra e ed o a ad al allo alla ai agli alle senza'.split(
      ' ',
    ),
  ),
  de: new Set(
    'der die das den dem des ein eine einen einem einer eines und oder mit fur von vom zu zum zur aus im in an am auf bei ohne'.split(
      ' ',
    ),
  ),
};

/** The word that joins the last item of a list ("for Pilates and Exercise", "pour Pilates et Fitness"). */
export const JOIN_WORD: Record<KeywordLanguage, string> = {
  en: 'and',
  fr: 'et',
  es: 'y',
  it: 'e',
  de: 'und',
  ja: '',
};

/**
 * The languages that put a noun first, its adjectives and complements after it ("Tapis de Yoga
 * Épais", "Gourde Isotherme en Inox", "Esterilla de Yoga Gruesa", "Tappetino Yoga Spesso"); English
 * and German put them before it.
 */
export const NOUN_FIRST = new Set<KeywordLanguage>(['fr', 'es', 'it']);

/** The words that open a title's use cases ("for Yoga, Pilates and Exercise"). */
export const PURPOSE_WORDS: Record<KeywordLanguage, readonly string[]> = {
  en: ['for'],
  fr: ['pour'],
  es: ['para'],
  it: ['per'],
  de: ['fur'],
  ja: [],
};

/**
 * English attributes of size, thickness or weight: an expert writes them before the others
 * ("Thick Non-Slip Yoga Mat", English adjective order: size before purpose and material).
 */
export const SIZE_WORDS = new Set(
  'extra thick thin slim large small big mini long short wide narrow tall heavy lightweight light compact oversized xl xxl'.split(
    ' ',
  ),
);

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
  // amazon.fr: the same phrases as French sellers write them.
  'livraison gratuite',
  'livraison offerte',
  'frais de port offerts',
  'meilleure vente',
  'meilleures ventes',
  'promo',
  'en promotion',
  'soldes',
  'prix cassé',
  'prix imbattable',
  'meilleur prix',
  'le moins cher',
  'offre limitée',
  'durée limitée',
  'achetez maintenant',
  'qualité garantie',
  'garanti',
  'satisfait ou remboursé',
  'remboursement intégral',
  'cadeau offert',
  'numéro 1',
  'n°1',
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
  // amazon.fr
  'antibactérien',
  'antibactérienne',
  'antimicrobien',
  'antimicrobienne',
  'antiviral',
  'antivirale',
  'antifongique',
  'tue les germes',
  'tue les bactéries',
  'désinfecte',
  'approuvé par la fda',
  'guérit',
  'non toxique',
  'écologique',
  'respectueux de l’environnement',
  "respectueux de l'environnement",
  'biodégradable',
  'hypoallergénique',
];

/** Placeholder text that must not be published (a whole field, or a phrase inside one). */
export const PLACEHOLDERS = ['n/a', 'not applicable', 'tbd', 'copy pending', 'lorem ipsum', 'na'];
/** Phrases that are placeholders wherever they appear in a field. */
export const PLACEHOLDER_PHRASES = ['lorem ipsum', 'copy pending', 'tbd', 'insert here'];
/**
 * A template's blank left to fill: a bracketed text in lower case only ("[material]", "[describe how
 * it is used]"), as opposed to a seller's bracketed feature ("[12FT Drop Tested]").
 */
export const BRACKET_PLACEHOLDER = /\[[\p{Ll}\s,;:.’'-]{3,}\]/u;

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
  'discount',
  'guaranteed',
  'free',
  'shipping',
  'amazon',
  'meilleur',
  'meilleure',
  'nouveau',
  'nouvelle',
  'promo',
  'soldes',
  'gratuit',
  'gratuite',
];
/** An ASIN written in the search terms (Amazon forbids them there). */
export const ASIN_WORD = /^b0[a-z0-9]{8}$/;
