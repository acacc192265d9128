import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { estimateMonthlyUnits } from '#domain/estimators/monthly-units.ts';
import type { NotCalibratedReason, RankUnitsSample, SalesCurve } from '#domain/estimators/sales-curve.ts';
import type { MarketplaceCode } from '#domain/marketplaces.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { catalogCategories, salesCurveFits } from '#server/db/schema/index.ts';

/** What `estimate:sales` prints for one rank: the estimate with its curve and error, or why none. */
export type RankSalesEstimate = {
  marketplace: MarketplaceCode;
  category: string;
  bsr: number;
} & (
  | {
      units: number;
      range: { low: number; high: number };
      outsideFittedRanks: boolean;
      curve: Pick<SalesCurve, 'a' | 'b' | 'fittedAt' | 'pairs' | 'products' | 'rankMin' | 'rankMax'>;
      error: { heldOutPairs: number; medianApe: number; p80Ape: number };
    }
  | {
      units: null;
      reason: 'unknown_category' | 'not_enough_data';
      /** Without a curve: what can still be said, a labelled range with its basis (monthly-units.ts). */
      range?: { low: number; high: number; basis: 'nearby_pairs' | 'other_categories'; count: number };
      /** The last fit tried for the category and why it gave no curve (none: no pairs at all). */
      lastFit: {
        fittedAt: string;
        pairs: number;
        products: number;
        reason: NotCalibratedReason | null;
      } | null;
    }
);

/** A marketplace's root category (department) with its calibrated curve, if any. */
export interface RootCategory {
  id: number;
  name: string;
  curve: SalesCurve | null;
  /** Its observed pairs (the last fit's sample). */
  sample: RankUnitsSample | null;
}

/**
 * Root categories found by name, case-insensitively (the rank a page or a file gives is in its
 * department), keyed by the lower-cased name asked for: one query for a whole page.
 */
export async function findRootCategories(
  db: Db | Tx,
  marketplace: MarketplaceCode,
  names: string[],
): Promise<Map<string, RootCategory>> {
  const wanted = [...new Set(names.map((n) => n.trim().toLowerCase()))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({
      id: catalogCategories.id,
      name: catalogCategories.name,
      curve: catalogCategories.salesCurve,
      sample: catalogCategories.salesPairsSample,
    })
    .from(catalogCategories)
    .where(
      and(
        eq(catalogCategories.marketplace, marketplace),
        isNull(catalogCategories.parentId),
        sql`lower(${catalogCategories.name}) = any(${sql.param(wanted)}::text[])`,
      ),
    );
  return new Map(rows.map((r) => [r.name.toLowerCase(), r]));
}

/**
 * The monthly units a Best Sellers Rank means in a marketplace's root category, from the curve
 * stored in the database — through estimateMonthlyUnits, as the research pages compute it.
 */
export async function estimateSalesAtRank(o: {
  db: Db;
  marketplace: MarketplaceCode;
  category: string;
  bsr: number;
}): Promise<RankSalesEstimate> {
  const head = { marketplace: o.marketplace, category: o.category, bsr: o.bsr };
  const department = (await findRootCategories(o.db, o.marketplace, [o.category])).get(
    o.category.trim().toLowerCase(),
  );
  if (!department) return { ...head, units: null, reason: 'unknown_category', lastFit: null };
  const others = department.curve
    ? []
    : await o.db
        .select({ curve: catalogCategories.salesCurve })
        .from(catalogCategories)
        .where(
          and(
            eq(catalogCategories.marketplace, o.marketplace),
            isNull(catalogCategories.parentId),
            sql`${catalogCategories.salesCurve} is not null`,
          ),
        );
  const estimate = estimateMonthlyUnits({
    boughtLastMonth: null,
    bestSellersRank: o.bsr,
    curve: department.curve,
    nearby: department.sample,
    otherCurves: others.map((r) => r.curve as SalesCurve),
  });
  if (estimate.method === 'bsr') {
    const c = estimate.curve;
    return {
      ...head,
      category: department.name,
      units: estimate.units,
      range: estimate.range,
      outsideFittedRanks: estimate.outsideFittedRanks,
      curve: {
        a: c.a,
        b: c.b,
        fittedAt: c.fittedAt,
        pairs: c.pairs,
        products: c.products,
        rankMin: c.rankMin,
        rankMax: c.rankMax,
      },
      error: { heldOutPairs: c.error.heldOutPairs, medianApe: c.error.medianApe, p80Ape: c.error.p80Ape },
    };
  }
  const [fit] = await o.db
    .select()
    .from(salesCurveFits)
    .where(eq(salesCurveFits.departmentId, department.id))
    .orderBy(desc(salesCurveFits.fittedAt), desc(salesCurveFits.id))
    .limit(1);
  return {
    ...head,
    category: department.name,
    units: null,
    reason: 'not_enough_data',
    ...(estimate.method === 'rank_range'
      ? { range: { low: estimate.low, high: estimate.high, basis: estimate.basis, count: estimate.count } }
      : {}),
    lastFit: fit
      ? {
          fittedAt: fit.fittedAt.toISOString(),
          pairs: fit.pairs,
          products: fit.products,
          reason: fit.reason as NotCalibratedReason | null,
        }
      : null,
  };
}
