/**
 * FBA fulfilment fee per unit: size tier from the sorted package sides and weight, shipping weight
 * (the greater of unit and dimensional weight, except small standard: unit weight), then the
 * card's band for that tier, weight and price. See docs/toolkit.md "FBA fulfilment fee".
 */
import type { CurrencyCode, MarketplaceCode } from '../marketplaces.ts';
import { FBA_CARDS, type FbaCard, type SizeTier, type WeightBand } from './fba-cards.ts';
import { type CardRef, cardInForce, cardRef } from './rate-card.ts';
import { clean } from './units.ts';

export interface PackageDimensions {
  /** Three sides in inches, any order. */
  sidesIn: [number, number, number];
  /** Packaged unit weight in ounces. */
  unitWeightOz: number;
}

export interface SortedSides {
  longest: number;
  median: number;
  shortest: number;
}

export const sortSides = (sides: [number, number, number]): SortedSides => {
  const [longest, median, shortest] = [...sides].sort((a, b) => b - a);
  return { longest, median, shortest };
};

const assertPackage = (p: PackageDimensions) => {
  if (p.sidesIn.some((s) => !Number.isFinite(s) || s <= 0)) throw new RangeError('sides must be > 0');
  if (!Number.isFinite(p.unitWeightOz) || p.unitWeightOz <= 0) throw new RangeError('weight must be > 0');
};

/** Dimensional weight in ounces: L x W x H (inches) / divisor, in pounds, times 16. */
export const dimensionalWeightOz = (sidesIn: [number, number, number], divisor: number) =>
  clean(((sidesIn[0] * sidesIn[1] * sidesIn[2]) / divisor) * 16);

export interface SizeTierResult {
  tier: SizeTier;
  unitWeightOz: number;
  dimensionalWeightOz: number;
  /** The weight the fee is charged on. */
  shippingWeightOz: number;
}

/** The size tier and chargeable weight of a package under a card's rules. */
export function sizeTierOf(pkg: PackageDimensions, card: FbaCard = FBA_CARDS[0]): SizeTierResult {
  assertPackage(pkg);
  const s = sortSides(pkg.sidesIn);
  const dimensional = dimensionalWeightOz(pkg.sidesIn, card.dimensionalDivisor);
  const unit = clean(pkg.unitWeightOz);
  const shippingFor = (tier: SizeTier) =>
    card.dimensionalTiers.includes(tier) ? Math.max(unit, dimensional) : unit;
  const girth = clean(s.longest + 2 * (s.median + s.shortest));
  const limit = card.tierLimits.find(
    (l) =>
      s.longest <= l.longestIn &&
      s.median <= l.medianIn &&
      s.shortest <= l.shortestIn &&
      (l.lengthPlusGirthIn === undefined || girth <= l.lengthPlusGirthIn) &&
      (l.weightBasis === 'unit' ? unit : Math.max(unit, dimensional)) <= l.maxWeightOz,
  );
  const tier: SizeTier = limit?.tier ?? 'extraLarge';
  return { tier, unitWeightOz: unit, dimensionalWeightOz: dimensional, shippingWeightOz: shippingFor(tier) };
}

/** Fee of a weight in a tier's bands (null when the weight is beyond the last band). */
export function feeOfBands(bands: WeightBand[], weightOz: number): number | null {
  for (const band of bands) {
    if (band.maxOz !== null && weightOz > band.maxOz) continue;
    if ('feeMinor' in band) return band.feeMinor;
    const steps = weightOz > band.aboveOz ? Math.ceil(clean((weightOz - band.aboveOz) / band.stepOz)) : 0;
    return band.baseMinor + steps * band.perStepMinor;
  }
  return null;
}

export interface FbaFeeInput extends PackageDimensions {
  /** Selling price in minor units (chooses the price band). */
  priceMinor: number;
  marketplace?: MarketplaceCode;
  date?: Date;
  cards?: readonly FbaCard[];
}

export interface FbaFeeResult extends SizeTierResult {
  feeMinor: number;
  currency: CurrencyCode;
  /** Upper bound of the price band used (minor units), null for the top band. */
  priceBandBelowMinor: number | null;
  card: CardRef;
}

/** The card in force for a marketplace, or null where Scout has no FBA card (outside the US). */
export function fbaCardFor(marketplace: MarketplaceCode = 'US', date = new Date(), cards = FBA_CARDS) {
  const own = cards.filter((c) => c.marketplace === marketplace);
  return own.length ? cardInForce(own, date) : null;
}

export function fbaFee(input: FbaFeeInput): FbaFeeResult | null {
  const card = fbaCardFor(input.marketplace, input.date, input.cards);
  if (!card) return null;
  if (!Number.isFinite(input.priceMinor) || input.priceMinor < 0) throw new RangeError('price must be >= 0');
  const sized = sizeTierOf(input, card);
  const band =
    card.priceBands.find((b) => b.belowMinor === null || input.priceMinor < b.belowMinor) ??
    card.priceBands[card.priceBands.length - 1];
  const fee = feeOfBands(band.table[sized.tier], sized.shippingWeightOz);
  if (fee === null) throw new RangeError('weight beyond the rate card');
  return {
    ...sized,
    feeMinor: fee,
    currency: card.currency,
    priceBandBelowMinor: band.belowMinor,
    card: cardRef(card),
  };
}
