import type { PackageDimensions } from '../fees/fba-fee.ts';
import { GRAMS_PER_OUNCE, toInches } from '../fees/units.ts';
import type { MarketplaceCode } from '../marketplaces.ts';

/**
 * What every market data source (Amazon SP-API, Keepa…) says about a product, in one shape: the
 * descriptive facts and dated observations, oldest first. The catalog stores them as the product
 * row and its snapshots, each with the source, the operation (`sourceRef`) and `observedAt`.
 * A field left undefined was not observed (it never erases a known value); null was observed as
 * absent (no offer, no rank).
 */
export interface MarketObservation {
  observedAt: Date;
  /** Minor units of the marketplace's currency. */
  priceCents?: number | null;
  listPriceCents?: number | null;
  bestSellersRank?: number | null;
  inStock?: boolean | null;
  /** 0 to 5 stars. */
  rating?: number | null;
  reviewCount?: number | null;
  /** Amazon's "N+ bought in past month" (0: no badge shown). */
  boughtLastMonth?: number | null;
  /** Number of new offers. */
  offerCount?: number | null;
}

/** The shipping package of one unit, in metric units as both sources give them. */
export interface PackageMeasure {
  sidesMm: [number, number, number];
  weightG: number;
}

export interface MarketProduct {
  marketplace: MarketplaceCode;
  asin: string;
  title: string | null;
  brand: string | null;
  /** Category names, department first (empty when unknown). */
  categoryPath: string[];
  /**
   * The root category the observations' sales rank is in, when the source says (Keepa: the
   * `categoryTree` root and its node id); null: unknown, the product's department is assumed.
   */
  rankCategory?: { name: string; browseNodeId: number | null } | null;
  imageUrl: string | null;
  package: PackageMeasure | null;
  /** The item's own size without packaging (the FBA fee "from the item's size" when no package is known). */
  item?: PackageMeasure | null;
  observations: MarketObservation[];
}

/** The package in the units of the fee cards (inches, ounces): feeds the FBA size tier and fee. */
export const packageForFees = (pkg: PackageMeasure): PackageDimensions => ({
  sidesIn: pkg.sidesMm.map((mm) => toInches(mm / 10, 'cm')) as [number, number, number],
  unitWeightOz: pkg.weightG / GRAMS_PER_OUNCE,
});

/** A package when every side and the weight are known and positive. */
export function packageMeasure(sidesMm: number[], weightG: number): PackageMeasure | null {
  const ok = (n: number) => Number.isFinite(n) && n > 0;
  if (sidesMm.length !== 3 || !sidesMm.every(ok) || !ok(weightG)) return null;
  return { sidesMm: sidesMm as [number, number, number], weightG };
}
