/**
 * How a product's package size is known, for its FBA fee (docs/estimators.md "Amazon fees"):
 * 1. `package`: the package's own dimensions and weight (SP-API, Keepa, an import, the page, the seller);
 * 2. `item`: the item's own dimensions and weight plus Scout's packaging allowance (below);
 * 3. `typical`: the median package of its category's products whose package is known, once at least
 *    TYPICAL_MIN_PRODUCTS are (per marketplace, refreshed with the catalog statistics);
 * 4. `unknown`: no size: the fee is a range over the packages its category's known products have, or
 *    over small standard → large standard 3 lb (DEFAULT_RANGE_PACKAGES) when none is known.
 */
import type { PackageDimensions } from './fba-fee.ts';
import { toInches, toOunces } from './units.ts';

/** Where a package size was read. */
export const PACKAGE_SOURCES = [
  'sp_api',
  'keepa',
  'csv_import',
  'browser',
  'user',
  'sample',
  'page',
  'entered',
] as const;
export type PackageSource = (typeof PACKAGE_SOURCES)[number];

/** A package as stored: millimetres and grams. */
export interface MetricPackage {
  sidesMm: [number, number, number];
  weightG: number;
}

export const packageFromMetric = (p: MetricPackage): PackageDimensions => ({
  sidesIn: p.sidesMm.map((mm) => toInches(mm / 10, 'cm')) as [number, number, number],
  unitWeightOz: toOunces(p.weightG, 'g'),
});

/** A stored package when every side and the weight are known and positive. */
export function metricPackage(
  sides: (number | null | undefined)[],
  weightG: number | null | undefined,
): MetricPackage | null {
  if (sides.length !== 3 || sides.some((s) => !s || !Number.isFinite(s) || s <= 0)) return null;
  if (!weightG || !Number.isFinite(weightG) || weightG <= 0) return null;
  return { sidesMm: sides as [number, number, number], weightG };
}

/**
 * Packaging allowance added to an item's own size (a Scout assumption, low confidence): 1 cm on each
 * side (5 mm of box or bag on each face) and 10 % of the weight, at least 20 g.
 */
export const PACKAGING_ALLOWANCE = { sideCm: 1, weightPercent: 10, minWeightG: 20 } as const;

export function packageFromItem(item: PackageDimensions): PackageDimensions {
  const sideIn = toInches(PACKAGING_ALLOWANCE.sideCm, 'cm');
  const weightOz = item.unitWeightOz;
  const extraOz = Math.max(
    (weightOz * PACKAGING_ALLOWANCE.weightPercent) / 100,
    toOunces(PACKAGING_ALLOWANCE.minWeightG, 'g'),
  );
  return {
    sidesIn: item.sidesIn.map((s) => s + sideIn) as [number, number, number],
    unitWeightOz: weightOz + extraOz,
  };
}

/** A category needs this many products with a known package before its median is its typical size. */
export const TYPICAL_MIN_PRODUCTS = 10;

const medianOf = (values: number[]) => {
  const v = [...values].sort((a, b) => a - b);
  const mid = Math.floor(v.length / 2);
  return v.length % 2 ? v[mid] : (v[mid - 1] + v[mid]) / 2;
};

/** The median package: the median of each sorted side (longest, median, shortest) and of the weight. */
export function medianPackage(packages: readonly MetricPackage[]): MetricPackage | null {
  if (packages.length === 0) return null;
  const sorted = packages.map((p) => [...p.sidesMm].sort((a, b) => b - a));
  return {
    sidesMm: [0, 1, 2].map((i) => Math.round(medianOf(sorted.map((s) => s[i])))) as [number, number, number],
    weightG: Math.round(medianOf(packages.map((p) => p.weightG))),
  };
}

/** What the catalog statistics keep per category (catalog_categories.package_stats). */
export interface CategoryPackageStats {
  /** Products of the category (and its sub-categories) whose package is known. */
  known: number;
  /** Their median package, once `known` ≥ TYPICAL_MIN_PRODUCTS. */
  median: MetricPackage | null;
  /** Below that: the packages themselves (at most TYPICAL_MIN_PRODUCTS − 1), for the range. */
  samples: MetricPackage[];
}

export function categoryPackageStats(packages: readonly MetricPackage[]): CategoryPackageStats {
  return packages.length >= TYPICAL_MIN_PRODUCTS
    ? { known: packages.length, median: medianPackage(packages), samples: [] }
    : { known: packages.length, median: null, samples: packages.slice(0, TYPICAL_MIN_PRODUCTS - 1) };
}

/** Without any known size: the lightest small standard package and a large standard package of 3 lb. */
export const DEFAULT_RANGE_PACKAGES: readonly MetricPackage[] = [
  { sidesMm: [150, 100, 10], weightG: 40 },
  { sidesMm: [300, 200, 100], weightG: 1360 },
];

export type SizeInput =
  | { basis: 'package'; source: PackageSource; package: PackageDimensions; observedAt?: string }
  | { basis: 'item'; source: PackageSource; item: PackageDimensions; observedAt?: string }
  | { basis: 'typical'; package: PackageDimensions; products: number; categoryName: string | null }
  | {
      basis: 'unknown';
      /** Packages whose fees bound the range. */
      candidates: PackageDimensions[];
      /** category: the sizes of the category's known products; default: small standard → large standard 3 lb. */
      from: 'category' | 'default';
      products: number;
      categoryName: string | null;
    };

/** A category's package statistics and its name (for "typical for <category>"). */
export interface CategoryPackages {
  stats: CategoryPackageStats | null;
  name: string | null;
}

/**
 * The best size basis from what is known of a product and its categories, nearest first (its
 * sub-category, then its department): its package, its item size, the first category with a typical
 * package, the first with some known packages (a range), else the default range.
 */
export function sizeInputOf(o: {
  /** observedAt: when the size was read (a product page read by a browser: "read on a product page, <date>"). */
  package?: { package: MetricPackage; source: PackageSource; observedAt?: string } | null;
  item?: { item: MetricPackage; source: PackageSource; observedAt?: string } | null;
  categories?: readonly (CategoryPackages | null | undefined)[];
}): SizeInput {
  const when = (observedAt?: string) => (observedAt ? { observedAt } : {});
  if (o.package)
    return {
      basis: 'package',
      source: o.package.source,
      package: packageFromMetric(o.package.package),
      ...when(o.package.observedAt),
    };
  if (o.item)
    return {
      basis: 'item',
      source: o.item.source,
      item: packageFromMetric(o.item.item),
      ...when(o.item.observedAt),
    };
  const categories = (o.categories ?? []).filter((c): c is CategoryPackages => !!c);
  const typical = categories.find((c) => c.stats?.median);
  if (typical?.stats?.median)
    return {
      basis: 'typical',
      package: packageFromMetric(typical.stats.median),
      products: typical.stats.known,
      categoryName: typical.name,
    };
  const some = categories.find((c) => (c.stats?.samples.length ?? 0) > 0);
  if (some?.stats)
    return {
      basis: 'unknown',
      candidates: some.stats.samples.map(packageFromMetric),
      from: 'category',
      products: some.stats.known,
      categoryName: some.name,
    };
  return {
    basis: 'unknown',
    candidates: DEFAULT_RANGE_PACKAGES.map(packageFromMetric),
    from: 'default',
    products: 0,
    categoryName: categories[0]?.name ?? null,
  };
}
