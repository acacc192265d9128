/**
 * Referral fee schedules as dated data (reference §1.8, §2, §3.10, §4.2). A fee is a percentage of
 * the total sales price (VAT or consumption tax included in Europe and Japan), or the per-item
 * minimum, whichever is higher; media categories add a closing fee per unit.
 *
 * Rules (rates in basis points, 1 % = 100 bp; amounts in minor units of the card's currency):
 * - `flat`: one rate on the whole price.
 * - `byPrice` ("whole price"): the whole price pays the rate of the band it falls in (Baby 8 % when
 *   the price is $10 or less, else 15 %); a band may instead apply marginal `tiers` to the price.
 * - `tiered` ("marginal"): each slice of the price at its own rate (Furniture 15 % of the first
 *   $200, 10 % of the rest).
 */
import type { CurrencyCode, MarketplaceCode } from '../marketplaces.ts';
import type { FeeCategoryId } from './fee-categories.ts';
import type { Confidence, DatedCard } from './rate-card.ts';

export interface Tier {
  /** Upper end of this slice of the price in minor units; null for the rest. */
  upToMinor: number | null;
  bp: number;
}
export interface PriceBand {
  /** Upper bound of the band in minor units; null for the last band. */
  maxMinor: number | null;
  /** true: price <= max belongs to this band; false: price < max. */
  inclusive: boolean;
  bp: number;
  /** Marginal tiers applied to the whole price when it falls in this band (UK clothing above £20). */
  tiers?: Tier[];
}
export type ReferralRule =
  | { kind: 'flat'; bp: number }
  | { kind: 'byPrice'; bands: PriceBand[] }
  | { kind: 'tiered'; tiers: Tier[] };

export interface CategoryRule {
  rule: ReferralRule;
  /** Per-item minimum for this category; null: none (US media, grocery). Absent: the card's. */
  minimumMinor?: number | null;
  /** Closing fee per unit (US media $1.80, JP books ¥140). */
  closingFeeMinor?: number;
  /** Where this row is surer or less sure than the card as a whole. */
  confidence?: Confidence;
}

export interface ReferralCard extends DatedCard {
  marketplace: MarketplaceCode;
  currency: CurrencyCode;
  /** Per-item minimum in minor units, unless a category sets its own. */
  minimumMinor: number;
  /** Rates per category; categories not listed use `everythingElse` and are reported as not exact. */
  categories: Partial<Record<FeeCategoryId, CategoryRule>> & { everythingElse: CategoryRule };
  /**
   * Japan from 2026-04-01: every rate + `bp` for totals above `aboveMinor`, and at every price for
   * the `everyPrice` categories (media).
   */
  rateUplift?: { bp: number; aboveMinor: number; everyPrice: readonly FeeCategoryId[] };
  /** The marketplace whose schedule this card copies (amazon.ca uses amazon.com's). */
  proxyFrom?: MarketplaceCode;
}

export const bpOf = (percent: number) => Math.round(percent * 100);
export const flat = (percent: number, extra: Omit<CategoryRule, 'rule'> = {}): CategoryRule => ({
  rule: { kind: 'flat', bp: bpOf(percent) },
  ...extra,
});
/** Whole-price bands: [up to (major units, inclusive) or null, percent]. */
export const wholePrice = (
  bands: [number | null, number][],
  minor: number,
  extra: Omit<CategoryRule, 'rule'> = {},
): CategoryRule => ({
  rule: {
    kind: 'byPrice',
    bands: bands.map(([max, percent]) => ({
      maxMinor: max === null ? null : Math.round(max * minor),
      inclusive: true,
      bp: bpOf(percent),
    })),
  },
  ...extra,
});
/** Marginal slices: [up to (major units) or null, percent]. */
export const marginal = (
  tiers: [number | null, number][],
  minor: number,
  extra: Omit<CategoryRule, 'rule'> = {},
): CategoryRule => ({
  rule: {
    kind: 'tiered',
    tiers: tiers.map(([upTo, percent]) => ({
      upToMinor: upTo === null ? null : Math.round(upTo * minor),
      bp: bpOf(percent),
    })),
  },
  ...extra,
});

/** Media: no minimum, $1.80 closing fee per unit ([C-RATES-HANDBOOK], [C-GIST-2021]: medium). */
const MEDIA_US = { minimumMinor: null, closingFeeMinor: 180, confidence: 'medium' } as const;

/**
 * amazon.com: unchanged for 2025 and 2026 ([A-US26-REPOST], [3P-JAYGROUP]); the table of
 * [C-REF-US-MD] ("verified 2026-09-08, sell.amazon.com/pricing"), [C-REF-US-TABLE], [3P-SELLERCLOUD].
 */
export const US_REFERRAL_2024: ReferralCard = {
  id: 'us-referral-2024',
  effectiveFrom: '2024-01-15',
  source:
    '[C-REF-US-MD] (verified against sell.amazon.com/pricing 2026-09-08), [C-REF-US-TABLE], [3P-SELLERCLOUD]; no change in 2025 or 2026 [A-US26-REPOST] (reference §1.8)',
  confidence: 'high',
  marketplace: 'US',
  currency: 'USD',
  minimumMinor: 30,
  categories: {
    amazonDeviceAccessories: flat(45),
    automotivePowersports: flat(12),
    industrialScientific: flat(12),
    baby: wholePrice(
      [
        [10, 8],
        [null, 15],
      ],
      100,
    ),
    beautyHealthPersonalCare: wholePrice(
      [
        [10, 8],
        [null, 15],
      ],
      100,
    ),
    grocery: wholePrice(
      [
        [15, 8],
        [null, 15],
      ],
      100,
      { minimumMinor: null },
    ),
    cameraPhoto: flat(8),
    cellPhones: flat(8),
    computers: flat(8),
    consumerElectronics: flat(8),
    fullSizeAppliances: flat(8),
    videoGameConsoles: flat(8, MEDIA_US),
    electronicsAccessories: marginal(
      [
        [100, 15],
        [null, 8],
      ],
      100,
    ),
    compactAppliances: marginal(
      [
        [300, 15],
        [null, 8],
      ],
      100,
    ),
    furniture: marginal(
      [
        [200, 15],
        [null, 10],
      ],
      100,
    ),
    jewelry: marginal(
      [
        [250, 20],
        [null, 5],
      ],
      100,
    ),
    watches: marginal(
      [
        [1500, 16],
        [null, 3],
      ],
      100,
    ),
    // 5 % up to $15, 10 % from $15.01 to $20, 17 % above (whole price, since 2024-01-15).
    clothingAccessories: wholePrice(
      [
        [15, 5],
        [20, 10],
        [null, 17],
      ],
      100,
    ),
    shoesHandbags: flat(15),
    homeKitchen: flat(15),
    kitchen: flat(15),
    lawnGarden: flat(15),
    books: flat(15, MEDIA_US),
    musicVideoDvd: flat(15, MEDIA_US),
    software: flat(15, MEDIA_US),
    videoGames: flat(15, MEDIA_US),
    musicalInstruments: flat(15),
    luggage: flat(15),
    sportsOutdoors: flat(15),
    toysGames: flat(15),
    petSupplies: flat(15),
    toolsHomeImprovement: flat(15),
    officeProducts: flat(15),
    artsCrafts: flat(15),
    everythingElse: flat(15),
  },
};
