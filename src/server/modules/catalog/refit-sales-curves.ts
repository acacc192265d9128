import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  evaluateSalesCurve,
  type RankUnitsSample,
  type SalesCurve,
  samplePairs,
} from '#domain/estimators/sales-curve.ts';
import type { MarketplaceCode } from '#domain/marketplaces.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { catalogCategories, salesCurveFits } from '#server/db/schema/index.ts';
import { type DepartmentPairs, gatherSalesPairs } from './sales-pairs.ts';

export interface RefitResult {
  /** The current calibrated curve of each root category that has one. */
  curves: Map<number, SalesCurve>;
  /** The observed pairs of each root category that has some (thinned): a range where no curve is. */
  samples: Map<number, RankUnitsSample>;
  /** Root categories fitted again because their pairs changed. */
  refitted: number;
}

/**
 * Fits again the curve of every root category of a marketplace whose pairs changed since its last
 * fit (a new fit row, dated, with its sample and measured error), and sets each root category's
 * current curve: the new one, or none when it could not be calibrated. Categories whose pairs are
 * unchanged keep their curve; one whose pairs disappeared loses it.
 */
export async function refitSalesCurves(o: {
  db: Db | Tx;
  marketplace: MarketplaceCode;
  now: Date;
  pairs?: Map<number, DepartmentPairs>;
  /** Only these root categories (the others keep their curves whatever their pairs). */
  departmentIds?: number[];
}): Promise<RefitResult> {
  const pairs = o.pairs ?? (await gatherSalesPairs(o.db, o.marketplace, o.departmentIds));
  const latest = await latestSignatures(o.db, o.marketplace);
  let refitted = 0;
  for (const [departmentId, { pairs: list, signature }] of pairs) {
    if (latest.get(departmentId) === signature) continue;
    const evaluation = evaluateSalesCurve(list, o.now);
    await o.db.insert(salesCurveFits).values({
      marketplace: o.marketplace,
      departmentId,
      fittedAt: o.now,
      pairs: evaluation.pairs,
      badgePairs: list.filter((p) => p.source === 'badge').length,
      sellerPairs: list.filter((p) => p.source === 'seller_units').length,
      products: evaluation.products,
      rankMin: evaluation.rankMin === null ? null : Math.round(evaluation.rankMin),
      rankMax: evaluation.rankMax === null ? null : Math.round(evaluation.rankMax),
      curve: evaluation.curve,
      reason: evaluation.reason,
      literatureMedianApe: evaluation.literature?.medianApe ?? null,
      literatureP80Ape: evaluation.literature?.p80Ape ?? null,
      pairsSignature: signature,
    });
    await o.db
      .update(catalogCategories)
      .set({ salesCurve: evaluation.curve, salesPairsSample: samplePairs(list) })
      .where(eq(catalogCategories.id, departmentId));
    refitted += 1;
  }
  // A root category with no pairs left has no curve left either.
  const withPairs = [...pairs.keys()];
  if (!o.departmentIds)
    await o.db
      .update(catalogCategories)
      .set({ salesCurve: null, salesPairsSample: null })
      .where(
        and(
          eq(catalogCategories.marketplace, o.marketplace),
          isNull(catalogCategories.parentId),
          sql`(${catalogCategories.salesCurve} is not null or ${catalogCategories.salesPairsSample} is not null)`,
          withPairs.length ? sql`${catalogCategories.id} <> all(${sql.param(withPairs)}::int[])` : sql`true`,
        ),
      );
  const current = await o.db
    .select({
      id: catalogCategories.id,
      curve: catalogCategories.salesCurve,
      sample: catalogCategories.salesPairsSample,
    })
    .from(catalogCategories)
    .where(
      and(
        eq(catalogCategories.marketplace, o.marketplace),
        isNull(catalogCategories.parentId),
        sql`(${catalogCategories.salesCurve} is not null or ${catalogCategories.salesPairsSample} is not null)`,
      ),
    );
  return {
    curves: new Map(current.flatMap((c) => (c.curve ? [[c.id, c.curve] as const] : []))),
    samples: new Map(current.flatMap((c) => (c.sample ? [[c.id, c.sample] as const] : []))),
    refitted,
  };
}

/** True when some root category's pairs changed since its last fit (the job refits only then). */
export async function salesPairsChanged(db: Db | Tx, marketplace: MarketplaceCode): Promise<boolean> {
  const pairs = await gatherSalesPairs(db, marketplace);
  const latest = await latestSignatures(db, marketplace);
  return [...pairs].some(([id, p]) => latest.get(id) !== p.signature);
}

async function latestSignatures(db: Db | Tx, marketplace: MarketplaceCode): Promise<Map<number, string>> {
  const rows = await db
    .selectDistinctOn([salesCurveFits.departmentId], {
      departmentId: salesCurveFits.departmentId,
      signature: salesCurveFits.pairsSignature,
    })
    .from(salesCurveFits)
    .where(eq(salesCurveFits.marketplace, marketplace))
    .orderBy(salesCurveFits.departmentId, desc(salesCurveFits.fittedAt), desc(salesCurveFits.id));
  return new Map(rows.map((r) => [r.departmentId, r.signature]));
}

/** The fits of root categories, newest first (the CLI and the docs' table read them). */
export async function listSalesCurveFits(o: { db: Db | Tx; departmentIds: number[] }) {
  if (!o.departmentIds.length) return [];
  return o.db
    .select()
    .from(salesCurveFits)
    .where(inArray(salesCurveFits.departmentId, o.departmentIds))
    .orderBy(desc(salesCurveFits.fittedAt), desc(salesCurveFits.id));
}
