/**
 * The shape of an FBA fulfilment rate card (reference §0 "Calculation pipeline"): size tiers with
 * their limits, the weight each tier is charged on, and per price band a table of weight bands.
 * Lengths and weights are in the card's own units (US: inches and ounces; elsewhere cm and grams).
 */
import type { CurrencyCode, MarketplaceCode } from '../marketplaces.ts';
import type { Confidence, DatedCard } from './rate-card.ts';

/** Every size tier of every marketplace's card (the client translates `fees:tier.<id>`). */
export const SIZE_TIERS = [
  // amazon.com (2026 adds small bulky)
  'smallStandard',
  'largeStandard',
  'smallBulky',
  'largeBulky',
  'extraLarge',
  // UK, DE, FR, IT, ES
  'lightEnvelope',
  'standardEnvelope',
  'largeEnvelope',
  'extraLargeEnvelope',
  'smallParcel',
  'standardParcel',
  'smallOversize',
  'standardOversizeLight',
  'standardOversizeHeavy',
  'standardOversizeLarge',
  'bulkyOversize',
  'heavyOversize',
  'specialOversize',
  // EU unit-weight parcel tiers of the "selected categories" (clothing, shoes, bags…)
  'smallParcel1',
  'smallParcel2',
  'smallParcel3',
  'mediumParcel1',
  'mediumParcel2',
  'largeParcel1',
  'largeParcel2',
  // amazon.ca
  'envelope',
  'standard',
  'mediumOversize',
  'largeOversize',
  // amazon.co.jp (sum of the three sides)
  'jpSmall',
  'jpStandard1',
  'jpStandard20',
  'jpStandard30',
  'jpStandard40',
  'jpStandard60',
  'jpStandard80',
  'jpStandard100',
  'jpOversize',
] as const;
export type SizeTier = (typeof SIZE_TIERS)[number];

/** Which rate table applies to the product (reference §1.4: non-apparel, apparel, dangerous goods). */
export const PRODUCT_CLASSES = ['standard', 'apparel', 'dangerousGoods'] as const;
export type ProductClass = (typeof PRODUCT_CLASSES)[number];

export const FEE_PERIODS = ['nonPeak', 'peak'] as const;
export type FeePeriod = (typeof FEE_PERIODS)[number];

/** A fixed fee for weights up to `max`. `copiedFromNonPeak`: a peak card's row Amazon's peak table is not known for. */
export interface FixedBand {
  max: number;
  feeMinor: number;
  copiedFromNonPeak?: true;
}
/** base + perStep for each started `step` above `above`; up to `max` (null: no upper bound). */
export interface StepBand {
  max: number | null;
  baseMinor: number;
  perStepMinor: number;
  step: number;
  above: number;
  copiedFromNonPeak?: true;
}
/**
 * base + perUnit × (weight − above) / unit, not rounded to a step: the EU oversize tiers' "+ €x per
 * kg above" as the only source computes it (reference §3.2: step rounding unconfirmed).
 */
export interface ContinuousBand {
  max: number | null;
  baseMinor: number;
  perUnitMinor: number;
  unit: number;
  above: number;
  copiedFromNonPeak?: true;
}
export type WeightBand = FixedBand | StepBand | ContinuousBand;

export interface TierDef {
  tier: SizeTier;
  /** Largest sorted sides (longest, median, shortest). */
  maxSides?: [number, number, number];
  /** Japan: the sum of the three sides. */
  maxSumOfSides?: number;
  /** longest + 2 × (median + shortest). */
  maxLengthPlusGirth?: number;
  /** Largest unit weight; `minUnitWeightAbove`: the unit weight must exceed this. */
  maxUnitWeight?: number;
  minUnitWeightAbove?: number;
  /** Largest dimensional weight (EU parcels and oversize). */
  maxDimensionalWeight?: number;
  /** Largest max(unit, dimensional) weight (US standard and bulky tiers, CA). */
  maxShippingWeight?: number;
  /** unit: the fee is charged on the unit weight; shipping: on max(unit, dimensional). */
  chargedOn: 'unit' | 'shipping';
  /** The dimensional weight counts only when the unit weight is above this (CA: 500 g). */
  dimensionalAboveUnitWeight?: number;
  /** Sides shorter than this count as this for the dimensional weight (US bulky and XL: 2 in). */
  dimensionalMinSide?: number;
}

/** How the price chooses a column (US 2026: under $10, $10-$50, over $50). */
export interface PriceBandDef {
  id: PriceBandId;
  /** Prices up to this (minor units; `inclusive` says whether equal belongs) use the band; null: the rest. */
  upToMinor: number | null;
  inclusive: boolean;
}
export const PRICE_BAND_IDS = ['under10', 'from10to50', 'over50', 'lowPrice', 'standard'] as const;
export type PriceBandId = (typeof PRICE_BAND_IDS)[number];

/** Low-Price FBA (EU): a separate table used when the price and the size are eligible. */
export interface LowPriceRule {
  /** Eligible prices (VAT included) up to and including this, by category (fee category ids) or default. */
  thresholds: { upToMinor: number; exceptCategories?: readonly string[]; exceptUpToMinor?: number };
  table: Partial<Record<SizeTier, WeightBand[]>>;
  /** Low-Price FBA is exempt from peak fees (reference §3.4). */
  exemptFromPeak: boolean;
}

export interface OvermaxRule {
  tiers: SizeTier[];
  /** Units of at most this weight with a longest side over `longestOver` or length + girth over `lengthPlusGirthOver`. */
  maxUnitWeight: number;
  longestOver: number;
  lengthPlusGirthOver: number;
  /** Fee by the band's upper weight (shipping weight), ascending. */
  fees: { upTo: number; feeMinor: number }[];
  source: string;
  confidence: Confidence;
}

/** US 2026: small and large bulky not certified "Ships in Product Packaging" pay a packaging fee by dimensional weight. */
export interface PackagingFeeRule {
  tiers: SizeTier[];
  bands: FixedBand[];
  source: string;
  confidence: Confidence;
}

export interface FbaCard extends DatedCard {
  marketplace: MarketplaceCode;
  currency: CurrencyCode;
  period: FeePeriod;
  productClass: ProductClass;
  lengthUnit: 'in' | 'cm';
  weightUnit: 'oz' | 'g';
  /** Dimensional weight = L × W × H / divisor: in³ per lb on inch cards (139), cm³ per kg on cm cards (5000). */
  dimensionalDivisor: number;
  /** Ordered from the smallest; an item beyond every tier gets `beyondTier`. */
  tiers: TierDef[];
  beyondTier: SizeTier;
  beyondChargedOn: 'unit' | 'shipping';
  /** Sides shorter than this count as this for the beyond tier's dimensional weight. */
  beyondDimensionalMinSide?: number;
  /** Above this unit weight the beyond tier is charged on the unit weight alone (US extra-large 150+ lb). */
  beyondUnitWeightOnlyAbove?: number;
  priceBands: PriceBandDef[];
  /** Per tier and price band, its weight bands. */
  tables: Partial<Record<SizeTier, Partial<Record<PriceBandId, WeightBand[]>>>>;
  lowPrice?: LowPriceRule;
  overmax?: OvermaxRule;
  packagingFee?: PackagingFeeRule;
  /** Germany: stock in the Central Europe Programme (a second set of columns). */
  programme?: 'cep';
  /**
   * Sizes the card's tables do not price (Japan's oversize tiers, whose current table is unknown):
   * the fee is given as this range, labelled, instead of a figure.
   */
  unpricedTierRange?: { tier: SizeTier; lowMinor: number; highMinor: number };
  /** Per-unit surcharge for dangerous goods on top of the table (EU hazmat £/€0.10). */
  dangerousGoodsSurchargeMinor?: number;
  /** Notes the result repeats (e.g. the card's figures are an older table). */
  notes?: string[];
}

/**
 * Notes a fulfilment fee can carry (`fba-fee.ts`). Here, with the other lists, rather than beside
 * the fee: the contracts name them, and the client's build of a contract then does not bring the
 * rate cards that `fba-fee.ts` imports (the initial-js benchmark).
 */
export const FULFILMENT_NOTES = [
  'peakRateUnconfirmed',
  'productClassCardUnknown',
  'beforeFirstCard',
  'lowPriceFba',
  'jpFeesIncludeConsumptionTax',
  'jpLowPriceUnconfirmed',
] as const;
export type FulfilmentNote = (typeof FULFILMENT_NOTES)[number];
