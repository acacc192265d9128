/**
 * FBA fulfilment fee of one unit (reference §0 steps 1-7): sort the package's sides, find its size
 * tier on the card in force for the ship date, its shipping weight (unit weight, or the greater of
 * unit and dimensional weight, as the tier says), its price band (US 2026: under $10, $10-$50, over
 * $50; EU: Low-Price FBA when eligible), the band's fee, then the add-ons (overmax, bulky packaging,
 * dangerous goods) and the fuel and logistics surcharge as separate lines. See docs/toolkit.md.
 */
import type { CurrencyCode, MarketplaceCode } from '../marketplaces.ts';
import {
  type DeProgramme,
  FBA_CARDS,
  type FbaCard,
  type FeePeriod,
  type FulfilmentNote,
  fbaCardFor,
  type PriceBandId,
  type ProductClass,
  type SizeTier,
  type TierDef,
  type WeightBand,
} from './fba-cards.ts';
import { FULFILMENT_SURCHARGES, type PercentSurcharge, surchargesInForce } from './fulfilment-surcharges.ts';
import { applyBasisPoints, type CardRef, type Confidence, cardRef, leastConfident } from './rate-card.ts';
import { clean, GRAMS_PER_OUNCE, stepsAbove, toCm, WEIGHT_EPSILON } from './units.ts';

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

export function assertPackage(p: PackageDimensions) {
  if (p.sidesIn.some((s) => !Number.isFinite(s) || s <= 0)) throw new RangeError('sides must be > 0');
  if (!Number.isFinite(p.unitWeightOz) || p.unitWeightOz <= 0) throw new RangeError('weight must be > 0');
}

const LENGTH_EPSILON = 1e-6;

/** The package in a card's units: sorted sides and unit weight. */
function inCardUnits(pkg: PackageDimensions, card: FbaCard) {
  const sides = pkg.sidesIn.map((s) => clean(card.lengthUnit === 'in' ? s : toCm(s, 'in'))) as [
    number,
    number,
    number,
  ];
  const unit = clean(card.weightUnit === 'oz' ? pkg.unitWeightOz : pkg.unitWeightOz * GRAMS_PER_OUNCE);
  return { s: sortSides(sides), unit };
}

/** Dimensional weight in the card's weight unit; sides under `minSide` count as `minSide`. */
export function dimensionalWeight(s: SortedSides, card: FbaCard, minSide = 0): number {
  const volume = s.longest * Math.max(s.median, minSide) * Math.max(s.shortest, minSide);
  const perWeightUnit = card.weightUnit === 'oz' ? 16 : 1000; // lb → oz, kg → g
  return clean((volume / card.dimensionalDivisor) * perWeightUnit);
}

const over = (value: number, limit: number | undefined, eps: number) =>
  limit !== undefined && value > limit + eps;

interface Sized {
  tier: SizeTier;
  unitWeight: number;
  dimensionalWeight: number;
  /** The weight the fee is charged on. */
  chargedWeight: number;
  lengthPlusGirth: number;
  longest: number;
}

function chargedWeightOf(
  unit: number,
  dim: number,
  t: Pick<TierDef, 'chargedOn' | 'dimensionalAboveUnitWeight'>,
) {
  if (t.chargedOn === 'unit') return unit;
  if (t.dimensionalAboveUnitWeight !== undefined && unit <= t.dimensionalAboveUnitWeight) return unit;
  return Math.max(unit, dim);
}

/** The size tier and charged weight of a package under a card's rules. */
export function sizeTierOn(pkg: PackageDimensions, card: FbaCard): Sized {
  assertPackage(pkg);
  const { s, unit } = inCardUnits(pkg, card);
  const lengthPlusGirth = clean(s.longest + 2 * (s.median + s.shortest));
  const sum = clean(s.longest + s.median + s.shortest);
  for (const t of card.tiers) {
    if (t.maxSides) {
      const [a, b, c] = t.maxSides;
      if (over(s.longest, a, LENGTH_EPSILON) || over(s.median, b, LENGTH_EPSILON)) continue;
      if (over(s.shortest, c, LENGTH_EPSILON)) continue;
    }
    if (over(sum, t.maxSumOfSides, LENGTH_EPSILON)) continue;
    if (over(lengthPlusGirth, t.maxLengthPlusGirth, LENGTH_EPSILON)) continue;
    if (over(unit, t.maxUnitWeight, WEIGHT_EPSILON)) continue;
    if (t.minUnitWeightAbove !== undefined && unit <= t.minUnitWeightAbove + WEIGHT_EPSILON) continue;
    const dim = dimensionalWeight(s, card, t.dimensionalMinSide);
    if (over(dim, t.maxDimensionalWeight, WEIGHT_EPSILON)) continue;
    const charged = chargedWeightOf(unit, dim, t);
    if (over(t.chargedOn === 'unit' ? Math.max(unit, dim) : charged, t.maxShippingWeight, WEIGHT_EPSILON))
      continue;
    return {
      tier: t.tier,
      unitWeight: unit,
      dimensionalWeight: dim,
      chargedWeight: charged,
      lengthPlusGirth,
      longest: s.longest,
    };
  }
  const dim = dimensionalWeight(s, card, card.beyondDimensionalMinSide);
  const unitOnly =
    card.beyondUnitWeightOnlyAbove !== undefined && unit > card.beyondUnitWeightOnlyAbove + WEIGHT_EPSILON;
  return {
    tier: card.beyondTier,
    unitWeight: unit,
    dimensionalWeight: dim,
    chargedWeight: unitOnly ? unit : chargedWeightOf(unit, dim, { chargedOn: card.beyondChargedOn }),
    lengthPlusGirth,
    longest: s.longest,
  };
}

/** The band a weight falls in, or null when it is beyond the last band. */
export function bandOf(bands: readonly WeightBand[], weight: number): WeightBand | null {
  for (const band of bands) if (band.max === null || weight <= band.max + WEIGHT_EPSILON) return band;
  return null;
}

/** Fee of a weight in a tier's bands (null when the weight is beyond the last band). */
export function feeOfBands(bands: readonly WeightBand[], weight: number): number | null {
  const band = bandOf(bands, weight);
  if (!band) return null;
  if ('feeMinor' in band) return band.feeMinor;
  if ('perStepMinor' in band)
    return band.baseMinor + stepsAbove(weight, band.above, band.step) * band.perStepMinor;
  const beyond = Math.max(0, weight - band.above);
  return band.baseMinor + Math.round((beyond / band.unit) * band.perUnitMinor);
}

/** The price band of a price on a card (US 2026: under10, from10to50, over50). */
export function priceBandOf(card: FbaCard, priceMinor: number): PriceBandId {
  const band = card.priceBands.find(
    (b) => b.upToMinor === null || (b.inclusive ? priceMinor <= b.upToMinor : priceMinor < b.upToMinor),
  );
  return (band ?? card.priceBands[card.priceBands.length - 1]).id;
}

export type FulfilmentLineKind = 'fuelAndLogistics' | 'overmax' | 'bulkyPackaging' | 'dangerousGoods';
export interface FulfilmentLine {
  kind: FulfilmentLineKind;
  amountMinor: number;
  /** The surcharge's rate on the rate-card fee (fuel and logistics), in basis points. */
  bp?: number;
  id: string;
  confidence: Confidence;
  source: string;
}

export interface WeightFigure {
  value: number;
  unit: 'oz' | 'g';
}

export interface FulfilmentFee {
  /** Rate-card fee plus every line below, in minor units. */
  totalMinor: number;
  /** The rate card's fee for the tier, weight and price band. */
  baseMinor: number;
  currency: CurrencyCode;
  card: CardRef;
  period: FeePeriod;
  productClass: ProductClass;
  sizeTier: SizeTier;
  unitWeight: WeightFigure;
  dimensionalWeight: WeightFigure;
  /** The weight the fee is charged on. */
  shippingWeight: WeightFigure;
  priceBand: PriceBandId;
  lines: FulfilmentLine[];
  confidence: Confidence;
  notes: FulfilmentNote[];
}

/** A size the card does not price (Japan's oversize): a labelled range from the card. */
export interface UnpricedFulfilment {
  unpriced: true;
  sizeTier: SizeTier;
  lowMinor: number;
  highMinor: number;
  currency: CurrencyCode;
  card: CardRef;
  period: FeePeriod;
  confidence: 'low';
}

export interface FbaFeeInput extends PackageDimensions {
  /** Selling price in minor units (VAT included in Europe: Low-Price FBA reads it so). */
  priceMinor: number;
  marketplace?: MarketplaceCode;
  /** The ship date (default now). */
  date?: Date;
  productClass?: ProductClass;
  /** The fee category (EU Low-Price FBA thresholds depend on it). */
  category?: string;
  programme?: DeProgramme;
  cards?: readonly FbaCard[];
  surcharges?: readonly PercentSurcharge[];
}

const weightFigure = (value: number, card: FbaCard): WeightFigure => ({
  value: Math.round(value * 1000) / 1000,
  unit: card.weightUnit,
});

function lowPriceTable(card: FbaCard, input: FbaFeeInput, tier: SizeTier): WeightBand[] | null {
  const rule = card.lowPrice;
  if (!rule) return null;
  const excluded = input.category !== undefined && rule.thresholds.exceptCategories?.includes(input.category);
  const limit = excluded ? (rule.thresholds.exceptUpToMinor ?? 0) : rule.thresholds.upToMinor;
  if (input.priceMinor > limit) return null;
  return rule.table[tier] ?? null;
}

export function fbaFee(input: FbaFeeInput): FulfilmentFee | UnpricedFulfilment {
  const marketplace = input.marketplace ?? 'US';
  if (!Number.isFinite(input.priceMinor) || input.priceMinor < 0) throw new RangeError('price must be >= 0');
  const date = input.date ?? new Date();
  const choice = fbaCardFor(
    { marketplace, date, productClass: input.productClass, programme: input.programme },
    input.cards ?? FBA_CARDS,
  );
  if (!choice) throw new RangeError(`no FBA card for ${marketplace}`);
  const { card } = choice;
  const sized = sizeTierOn(input, card);
  if (card.unpricedTierRange?.tier === sized.tier)
    return {
      unpriced: true,
      sizeTier: sized.tier,
      lowMinor: card.unpricedTierRange.lowMinor,
      highMinor: card.unpricedTierRange.highMinor,
      currency: card.currency,
      card: cardRef(card),
      period: card.period,
      confidence: 'low',
    };
  const notes: FulfilmentNote[] = [...((card.notes ?? []) as FulfilmentNote[])];
  let priceBand = priceBandOf(card, input.priceMinor);
  let bands = card.tables[sized.tier]?.[priceBand] ?? card.tables[sized.tier]?.standard ?? [];
  const lowPrice = lowPriceTable(card, input, sized.tier);
  if (lowPrice && bandOf(lowPrice, sized.chargedWeight)) {
    bands = lowPrice;
    priceBand = 'lowPrice';
    notes.push('lowPriceFba');
  }
  const band = bandOf(bands, sized.chargedWeight);
  const base = feeOfBands(bands, sized.chargedWeight);
  if (base === null || !band) throw new RangeError('weight beyond the rate card');
  const dgOnStandard =
    input.productClass === 'dangerousGoods' && card.dangerousGoodsSurchargeMinor !== undefined;
  if (band.copiedFromNonPeak) notes.push('peakRateUnconfirmed');
  if (choice.classFallback && !dgOnStandard) notes.push('productClassCardUnknown');
  if (card.beforeFirst) notes.push('beforeFirstCard');

  const lines: FulfilmentLine[] = [];
  const om = card.overmax;
  if (
    om?.tiers.includes(sized.tier) &&
    sized.unitWeight <= om.maxUnitWeight + WEIGHT_EPSILON &&
    (sized.longest > om.longestOver + LENGTH_EPSILON ||
      sized.lengthPlusGirth > om.lengthPlusGirthOver + LENGTH_EPSILON)
  ) {
    const fee =
      om.fees.find((f) => sized.chargedWeight <= f.upTo + WEIGHT_EPSILON) ?? om.fees[om.fees.length - 1];
    lines.push({ kind: 'overmax', amountMinor: fee.feeMinor, id: `${card.id}-overmax`, ...pick(om) });
  }
  const pf = card.packagingFee;
  if (pf?.tiers.includes(sized.tier)) {
    const t = card.tiers.find((x) => x.tier === sized.tier);
    const { s } = inCardUnits(input, card);
    const fee = feeOfBands(pf.bands, dimensionalWeight(s, card, t?.dimensionalMinSide));
    if (fee !== null)
      lines.push({ kind: 'bulkyPackaging', amountMinor: fee, id: `${card.id}-bulky-packaging`, ...pick(pf) });
  }
  if (dgOnStandard)
    lines.push({
      kind: 'dangerousGoods',
      amountMinor: card.dangerousGoodsSurchargeMinor as number,
      id: `${card.id}-hazmat`,
      confidence: 'medium',
      source: '[C-PZ-EU], [C-UK-CALC-FAQ] (reference §3.7)',
    });
  for (const s of surchargesInForce(marketplace, date, input.surcharges ?? FULFILMENT_SURCHARGES))
    lines.push({
      kind: s.kind,
      amountMinor: applyBasisPoints(base, s.bp),
      bp: s.bp,
      id: s.id,
      confidence: s.confidence,
      source: s.source,
    });

  const rowConfidence: Confidence =
    band.copiedFromNonPeak || notes.includes('productClassCardUnknown') || card.beforeFirst
      ? 'low'
      : card.confidence;
  return {
    totalMinor: base + lines.reduce((sum, l) => sum + l.amountMinor, 0),
    baseMinor: base,
    currency: card.currency,
    card: cardRef(card),
    period: card.period,
    productClass: dgOnStandard ? 'dangerousGoods' : card.productClass,
    sizeTier: sized.tier,
    unitWeight: weightFigure(sized.unitWeight, card),
    dimensionalWeight: weightFigure(sized.dimensionalWeight, card),
    shippingWeight: weightFigure(sized.chargedWeight, card),
    priceBand,
    lines,
    confidence: leastConfident(rowConfidence, ...lines.map((l) => l.confidence)),
    notes,
  };
}

const pick = (r: { confidence: Confidence; source: string }) => ({
  confidence: r.confidence,
  source: r.source,
});

export const isUnpriced = (f: FulfilmentFee | UnpricedFulfilment): f is UnpricedFulfilment => 'unpriced' in f;
