/**
 * Referral fee schedules as dated data (amazon-domain-facts.md, "Referral fees"). A fee is a
 * percentage of the total sales price, or the per-item minimum, whichever is higher.
 *
 * Rules:
 * - `flat`: one rate on the whole price.
 * - `byPrice`: the whole price pays the rate of the first band the price falls in (e.g. Baby 8 %
 *   when the price is $10 or less, else 15 %).
 * - `tiered`: marginal rates, like tax brackets (e.g. Furniture 15 % of the first $200, 10 % of the rest).
 * Rates are in basis points (1 % = 100 bp); amounts in minor units (cents) of the card's currency.
 */
import type { CurrencyCode, MarketplaceCode } from '../marketplaces.ts';
import type { FeeCategoryId } from './fee-categories.ts';
import type { DatedCard } from './rate-card.ts';

export interface PriceBand {
  /** Upper bound of the band in minor units; null for the last band. */
  maxMinor: number | null;
  /** true: price <= max belongs to this band; false: price < max. */
  inclusive: boolean;
  bp: number;
}
export interface Tier {
  /** Upper end of this slice of the price in minor units; null for the rest. */
  upToMinor: number | null;
  bp: number;
}
export type ReferralRule =
  | { kind: 'flat'; bp: number }
  | { kind: 'byPrice'; bands: PriceBand[] }
  | { kind: 'tiered'; tiers: Tier[] };

export interface ReferralCard extends DatedCard {
  marketplace: MarketplaceCode;
  currency: CurrencyCode;
  /** Per-item minimum in minor units, unless a category sets its own. */
  minimumMinor: number;
  /**
   * Surcharge that Amazon adds to referral fees where a digital services tax applies, in basis points
   * of the fee (200 = +2 %, so 15 % becomes 15.3 %). 0 where none.
   */
  surchargeBp: number;
  /** Rates per category; categories not listed use `everythingElse` and are reported as not exact. */
  categories: Partial<Record<FeeCategoryId, ReferralRule>> & { everythingElse: ReferralRule };
}

const flat = (percent: number): ReferralRule => ({ kind: 'flat', bp: Math.round(percent * 100) });
const dollars = (d: number) => Math.round(d * 100);

/** amazon.com schedule; Clothing & Accessories bands since 2024-01-15. */
export const US_REFERRAL_2024: ReferralCard = {
  id: 'us-referral-2024',
  effectiveFrom: '2024-01-15',
  source:
    'Amazon Seller Central US referral fee schedule (amazon-domain-facts.md); watches and video game consoles from the same schedule',
  confidence: 'high',
  marketplace: 'US',
  currency: 'USD',
  minimumMinor: 30,
  surchargeBp: 0,
  categories: {
    amazonDeviceAccessories: flat(45),
    automotivePowersports: flat(12),
    industrialScientific: flat(12),
    baby: {
      kind: 'byPrice',
      bands: [
        { maxMinor: dollars(10), inclusive: true, bp: 800 },
        { maxMinor: null, inclusive: true, bp: 1500 },
      ],
    },
    beautyHealthPersonalCare: {
      kind: 'byPrice',
      bands: [
        { maxMinor: dollars(10), inclusive: true, bp: 800 },
        { maxMinor: null, inclusive: true, bp: 1500 },
      ],
    },
    grocery: {
      kind: 'byPrice',
      bands: [
        { maxMinor: dollars(15), inclusive: true, bp: 800 },
        { maxMinor: null, inclusive: true, bp: 1500 },
      ],
    },
    cameraPhoto: flat(8),
    cellPhones: flat(8),
    computers: flat(8),
    consumerElectronics: flat(8),
    fullSizeAppliances: flat(8),
    videoGameConsoles: flat(8),
    electronicsAccessories: {
      kind: 'tiered',
      tiers: [
        { upToMinor: dollars(100), bp: 1500 },
        { upToMinor: null, bp: 800 },
      ],
    },
    compactAppliances: {
      kind: 'tiered',
      tiers: [
        { upToMinor: dollars(300), bp: 1500 },
        { upToMinor: null, bp: 800 },
      ],
    },
    furniture: {
      kind: 'tiered',
      tiers: [
        { upToMinor: dollars(200), bp: 1500 },
        { upToMinor: null, bp: 1000 },
      ],
    },
    jewelry: {
      kind: 'tiered',
      tiers: [
        { upToMinor: dollars(250), bp: 2000 },
        { upToMinor: null, bp: 500 },
      ],
    },
    watches: {
      kind: 'tiered',
      tiers: [
        { upToMinor: dollars(1500), bp: 1600 },
        { upToMinor: null, bp: 300 },
      ],
    },
    clothingAccessories: {
      kind: 'byPrice',
      bands: [
        { maxMinor: dollars(15), inclusive: false, bp: 500 },
        { maxMinor: dollars(20), inclusive: true, bp: 1000 },
        { maxMinor: null, inclusive: true, bp: 1700 },
      ],
    },
    shoesHandbags: flat(15),
    homeKitchen: flat(15),
    books: flat(15),
    luggage: flat(15),
    sportsOutdoors: flat(15),
    toysGames: flat(15),
    petSupplies: flat(15),
    toolsHomeImprovement: flat(15),
    officeProducts: flat(15),
    videoGames: flat(15),
    artsCrafts: flat(15),
    everythingElse: flat(15),
  },
};

/**
 * Amazon's European marketplaces. Known: most categories 15 %, (consumer) electronics, computers,
 * camera and large appliances 7 %; a digital-services-tax surcharge is added in the UK (2 %: Home &
 * Kitchen 15.3 %, Consumer Electronics 7.14 %) and in France, Italy and Spain (3 %). Other categories
 * are not modelled (they fall back to the 15 % rate and are reported as not exact).
 */
function europeanCard(
  marketplace: MarketplaceCode,
  currency: CurrencyCode,
  minimumMinor: number,
  surchargeBp: number,
): ReferralCard {
  return {
    id: `${marketplace.toLowerCase()}-referral-2024`,
    effectiveFrom: '2024-01-01',
    source:
      'Amazon Seller Central Europe fee schedules as summarised in amazon-domain-facts.md (7-15 %, UK DST 2 %); FR/IT/ES DST 3 % from Amazon Europe announcements',
    confidence: 'medium',
    marketplace,
    currency,
    minimumMinor,
    surchargeBp,
    categories: {
      consumerElectronics: flat(7),
      computers: flat(7),
      cameraPhoto: flat(7),
      fullSizeAppliances: flat(7),
      homeKitchen: flat(15),
      everythingElse: flat(15),
    },
  };
}

export const EU_REFERRAL_2024: ReferralCard[] = [
  europeanCard('UK', 'GBP', 25, 200),
  europeanCard('DE', 'EUR', 30, 0),
  europeanCard('FR', 'EUR', 30, 300),
  europeanCard('IT', 'EUR', 30, 300),
  europeanCard('ES', 'EUR', 30, 300),
];

/** Every referral card Scout ships. Add a new schedule here (same marketplace, later effectiveFrom). */
export const REFERRAL_CARDS: readonly ReferralCard[] = [US_REFERRAL_2024, ...EU_REFERRAL_2024];

/**
 * Marketplaces without a card of their own whose fees are estimated with another marketplace's
 * schedule (same rates, thresholds read in the local currency). amazon.ca's schedule follows
 * amazon.com's categories and rates closely; amazon.co.jp has none here (referralFee returns null).
 */
export const PROXY_MARKETPLACE: Partial<Record<MarketplaceCode, MarketplaceCode>> = { CA: 'US' };

/** Whether referralFee() can price a sale on this marketplace (its own card or its proxy's). */
export const hasReferralSchedule = (
  marketplace: MarketplaceCode,
  cards: readonly ReferralCard[] = REFERRAL_CARDS,
) => cards.some((c) => c.marketplace === marketplace || c.marketplace === PROXY_MARKETPLACE[marketplace]);
