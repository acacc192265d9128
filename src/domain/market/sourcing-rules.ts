import {
  DOMINANT_BRAND_SHARE,
  GATED_CATEGORY_WORDS,
  HAZMAT_CATEGORY_WORDS,
  HAZMAT_TITLE_WORDS,
  MEDIA_CATEGORY_WORDS,
  TOO_NEW_REVIEWS,
} from './sourcing-rules-data.ts';

/**
 * Sourcing rules (docs/toolkit.md "Sourcing rules"): products a private-label seller usually cannot
 * or should not source — dangerous goods, categories and brands that need Amazon's approval, media,
 * niches one brand dominates, listings too new to judge. Each flag carries its reason (what matched)
 * so the pages can show it; each rule can be switched off per seller. A rule whose input is unknown
 * (no brand figures, no review count) raises no flag: unknown is not a reason.
 */
export const SOURCING_RULES = ['hazmat', 'gated', 'media', 'dominant_brand', 'too_new'] as const;
export type SourcingRuleId = (typeof SOURCING_RULES)[number];

export interface SourcingFacts {
  title: string;
  brand: string | null;
  /** Category path, department first ("Beauty & Personal Care › Perfumes & Fragrances"). */
  categoryPath: string | null;
  reviewCount: number | null;
  /** The niche's leading brand and its share of the niche's known revenue (0-1); null when unknown. */
  nicheTopBrand: { brand: string; share: number } | null;
}

export interface SourcingSettings {
  /** Rules the seller switched off. */
  disabled: SourcingRuleId[];
  /** Brands the seller is not approved for (gated brands), as the seller typed them. */
  gatedBrands: string[];
}

export const DEFAULT_SOURCING_SETTINGS: SourcingSettings = { disabled: [], gatedBrands: [] };

export type SourcingFlag =
  | {
      rule: 'hazmat' | 'gated' | 'media';
      matched: string;
      on: 'category' | 'title' | 'brand';
      enabled: boolean;
    }
  | { rule: 'dominant_brand'; brand: string; sharePercent: number; enabled: boolean }
  | { rule: 'too_new'; reviews: number; enabled: boolean };

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The first listed phrase found as whole words in the text (case-insensitive), or null. */
function findPhrase(text: string | null, phrases: string[]): string | null {
  if (!text) return null;
  const lower = text.toLowerCase();
  for (const phrase of phrases) {
    // Letters of any script on both sides end a word; CJK phrases match anywhere.
    const re = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]+$/u.test(phrase)
      ? new RegExp(escapeRegExp(phrase), 'u')
      : new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(phrase)}(?![\\p{L}\\p{N}])`, 'u');
    if (re.test(lower)) return phrase;
  }
  return null;
}

const normalBrand = (b: string) => b.trim().toLowerCase();

/** Every rule that applies to the product, with its reason; `enabled` says whether it excludes it. */
export function sourcingFlags(f: SourcingFacts, settings: SourcingSettings): SourcingFlag[] {
  const enabled = (rule: SourcingRuleId) => !settings.disabled.includes(rule);
  const flags: SourcingFlag[] = [];
  const hazmatCategory = findPhrase(f.categoryPath, HAZMAT_CATEGORY_WORDS);
  const hazmatTitle = hazmatCategory ? null : findPhrase(f.title, HAZMAT_TITLE_WORDS);
  if (hazmatCategory || hazmatTitle)
    flags.push({
      rule: 'hazmat',
      matched: (hazmatCategory ?? hazmatTitle) as string,
      on: hazmatCategory ? 'category' : 'title',
      enabled: enabled('hazmat'),
    });
  const gatedCategory = findPhrase(f.categoryPath, GATED_CATEGORY_WORDS);
  const gatedBrand =
    f.brand && settings.gatedBrands.some((b) => normalBrand(b) === normalBrand(f.brand as string))
      ? f.brand
      : null;
  if (gatedCategory || gatedBrand)
    flags.push({
      rule: 'gated',
      matched: (gatedCategory ?? gatedBrand) as string,
      on: gatedCategory ? 'category' : 'brand',
      enabled: enabled('gated'),
    });
  const media = findPhrase(f.categoryPath, MEDIA_CATEGORY_WORDS);
  if (media) flags.push({ rule: 'media', matched: media, on: 'category', enabled: enabled('media') });
  if (f.nicheTopBrand && f.nicheTopBrand.share >= DOMINANT_BRAND_SHARE)
    flags.push({
      rule: 'dominant_brand',
      brand: f.nicheTopBrand.brand,
      sharePercent: Math.round(f.nicheTopBrand.share * 100),
      enabled: enabled('dominant_brand'),
    });
  if (f.reviewCount !== null && f.reviewCount < TOO_NEW_REVIEWS)
    flags.push({ rule: 'too_new', reviews: f.reviewCount, enabled: enabled('too_new') });
  return flags;
}

/** True when an enabled rule rules the product out. */
export const isRuledOut = (flags: SourcingFlag[]) => flags.some((f) => f.enabled);

/**
 * The rules as bits of one number, stored with a product's metrics so that a search can list
 * flagged products after unflagged ones without reading each product's facts: the rules that hold
 * whoever the seller is (a seller's own gated brands are checked when reading).
 */
export const SOURCING_RULE_BITS: Record<SourcingRuleId, number> = {
  hazmat: 1,
  gated: 2,
  media: 4,
  dominant_brand: 8,
  too_new: 16,
};

/** The bits of the flags the facts raise for every seller (all rules on, no gated brand). */
export const storedSourcingBits = (f: SourcingFacts): number =>
  sourcingFlags(f, DEFAULT_SOURCING_SETTINGS).reduce((bits, flag) => bits | SOURCING_RULE_BITS[flag.rule], 0);

/** The bits of the rules a seller keeps on: a product flagged by one of them comes after the others. */
export const enabledSourcingBits = (settings: SourcingSettings): number =>
  SOURCING_RULES.filter((r) => !settings.disabled.includes(r)).reduce(
    (bits, r) => bits | SOURCING_RULE_BITS[r],
    0,
  );
