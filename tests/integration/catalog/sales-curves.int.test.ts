import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pairsAround } from '#domain/estimators/sales-curve.fixtures.ts';
import { unitsAtRank } from '#domain/estimators/sales-curve.ts';
import {
  catalogCategories,
  salesCurveFits,
  sellerAsinTraffic,
  sellerImports,
} from '#server/db/schema/index.ts';
import {
  estimateSalesAtRank,
  findProductByAsin,
  recordSnapshot,
  refreshCatalogMetrics,
  salesCurvesJob,
  upsertProduct,
} from '#server/modules/catalog/index.ts';
import { DEFAULT_FEE_VIEW } from '#server/modules/fees/index.ts';
import { getProductDetail } from '#server/modules/research/index.ts';
import { runJobNow } from '#tests/helpers/jobs.ts';
import { createTestContext } from '#tests/helpers/test-app.ts';

const ctx = await createTestContext();
const db = ctx.deps.database.db;
const DEPARTMENT = 'Industrial & Scientific';
const truth = { a: 13.5, b: 0.8 };
const day = 86_400_000;
const start = new Date('2025-01-01T00:00:00Z');
const asin = (i: number) => `B0TEST${String(i).padStart(4, '0')}`;

/** 40 products, each seen three times 40 days apart with a badge and its root-category rank. */
async function seedBadgePairs() {
  const pairs = pairsAround(truth, { products: 40, perProduct: 3, spread: 1.4 });
  for (const [p, pair] of pairs.entries()) {
    const i = Number(pair.product.slice(1));
    const product = await upsertProduct({
      db,
      marketplace: 'US',
      asin: asin(i),
      title: `Test tube rack ${i}`,
      category: [DEPARTMENT, 'Lab Tubes'],
      source: 'user',
      observedAt: start,
    });
    // The badge Amazon would show: the largest step of its ladder at or under the units.
    const units = pair.units;
    const step = units < 100 ? 50 : 10 ** Math.floor(Math.log10(units));
    const badge = units < 50 ? 0 : Math.floor(units / step) * step;
    await recordSnapshot({
      db,
      productId: product.id,
      observation: {
        observedAt: new Date(start.getTime() + (p % 3) * 40 * day),
        source: 'user',
        bestSellersRank: pair.rank,
        boughtLastMonth: badge,
      },
    });
  }
}

const department = async () =>
  (await db.select().from(catalogCategories).where(eq(catalogCategories.name, DEPARTMENT)))[0];

describe('calibrated sales curves', () => {
  it('says "not enough data" for a rank in a category without a curve, and names unknown categories', async () => {
    const product = await upsertProduct({
      db,
      marketplace: 'US',
      asin: 'B0LONE0001',
      title: 'A lone ranked listing',
      category: ['Arts & Crafts', 'Paint'],
      source: 'user',
      observedAt: start,
    });
    await recordSnapshot({
      db,
      productId: product.id,
      observation: { observedAt: start, source: 'user', bestSellersRank: 1234 },
    });
    await refreshCatalogMetrics({ db, marketplace: 'US', now: new Date() });
    expect(await findProductByAsin({ db, marketplace: 'US', asin: 'B0LONE0001' })).toMatchObject({
      estMonthlyUnits: null,
      estUnitsMethod: 'no_curve',
    });
    expect(
      await estimateSalesAtRank({ db, marketplace: 'US', category: 'arts & crafts', bsr: 1234 }),
    ).toEqual({
      marketplace: 'US',
      category: 'Arts & Crafts',
      bsr: 1234,
      units: null,
      reason: 'not_enough_data',
      lastFit: null,
    });
    expect(await estimateSalesAtRank({ db, marketplace: 'US', category: 'Nope', bsr: 5 })).toMatchObject({
      units: null,
      reason: 'unknown_category',
    });
  });

  it('fits a root category from badge + rank pairs, dated with its sample and held-out error', async () => {
    await seedBadgePairs();
    const now = new Date('2025-06-01T00:00:00Z');
    const result = await refreshCatalogMetrics({ db, marketplace: 'US', now });
    expect(result).toMatchObject({ calibrated: 1 });
    const dep = await department();
    const curve = dep.salesCurve;
    if (!curve) throw new Error('expected a calibrated curve');
    // 40 products × 3 observations 40 days apart: 120 pairs (one per product per 30 days).
    expect(curve).toMatchObject({ fittedAt: now.toISOString(), pairs: 120, products: 40 });
    expect(curve.b).toBeGreaterThan(0.6);
    expect(curve.b).toBeLessThan(1);
    expect(curve.error.heldOutPairs).toBe(120);
    const fits = await db.select().from(salesCurveFits).where(eq(salesCurveFits.departmentId, dep.id));
    expect(fits).toHaveLength(1);
    expect(fits[0]).toMatchObject({ pairs: 120, badgePairs: 120, sellerPairs: 0, reason: null });
    // The benchmark: on the same held-out pairs the books curve is far off for this category.
    expect(curve.error.medianApe).toBeLessThanOrEqual(0.7 * (fits[0].literatureMedianApe ?? 0));

    // The CLI's answer and the product page's come from the same curve and the same code.
    const cli = await estimateSalesAtRank({ db, marketplace: 'US', category: DEPARTMENT, bsr: 2000 });
    expect(cli).toMatchObject({
      units: Math.round(unitsAtRank(2000, curve)),
      curve: { a: curve.a, b: curve.b, fittedAt: now.toISOString(), pairs: 120, products: 40 },
      error: { medianApe: curve.error.medianApe, p80Ape: curve.error.p80Ape },
    });
    const ranked = await upsertProduct({
      db,
      marketplace: 'US',
      asin: 'B0RANK0001',
      title: 'Ranked, no badge seen',
      category: [DEPARTMENT, 'Lab Tubes'],
      source: 'user',
      observedAt: now,
    });
    await recordSnapshot({
      db,
      productId: ranked.id,
      observation: { observedAt: now, source: 'user', bestSellersRank: 2000 },
    });
    const detail = await getProductDetail({
      db,
      userId: null,
      marketplace: 'US',
      asin: 'B0RANK0001',
      now,
      fees: DEFAULT_FEE_VIEW,
    });
    expect(detail.product.units).toMatchObject({ method: 'bsr', units: cli.units, rank: 2000 });
  });

  it('never gives a rank estimate below a known badge', async () => {
    const dep = await department();
    const curve = dep.salesCurve;
    if (!curve) throw new Error('expected a calibrated curve');
    const badge = 10 * Math.round(unitsAtRank(5000, curve));
    const product = await upsertProduct({
      db,
      marketplace: 'US',
      asin: 'B0BADGE001',
      title: 'Badge above the curve',
      category: [DEPARTMENT, 'Lab Tubes'],
      source: 'user',
      observedAt: start,
    });
    await recordSnapshot({
      db,
      productId: product.id,
      observation: { observedAt: new Date(), source: 'user', bestSellersRank: 5000, boughtLastMonth: badge },
    });
    const detail = await getProductDetail({
      db,
      userId: null,
      marketplace: 'US',
      asin: 'B0BADGE001',
      now: new Date(),
      fees: DEFAULT_FEE_VIEW,
    });
    expect(detail.product.units).toEqual({ method: 'badge', lowerBound: badge });
  });

  it('refits only when new pairs arrive (the job), counting the seller’s own monthly units', async () => {
    const dep = await department();
    const count = async () =>
      (await db.select().from(salesCurveFits).where(eq(salesCurveFits.departmentId, dep.id))).length;
    // The badge of the previous test is a new pair: the job refits once, then has nothing to do.
    expect(await runJobNow(ctx.deps, salesCurvesJob.name)).toMatchObject({ ok: true });
    const before = await count();
    expect(await runJobNow(ctx.deps, salesCurvesJob.name)).toMatchObject({ ok: true });
    expect(await count()).toBe(before);

    // A seller's Sales and Traffic report for a month of one of these ASINs: a new pair.
    const seller = await ctx.signUp();
    const product = await findProductByAsin({ db, marketplace: 'US', asin: asin(1) });
    const [imported] = await db
      .insert(sellerImports)
      .values({
        userId: seller.userId,
        kind: 'business_report_asin',
        marketplace: 'US',
        fileName: 'asin.csv',
      })
      .returning();
    await db.insert(sellerAsinTraffic).values({
      userId: seller.userId,
      importId: imported.id,
      marketplace: 'US',
      asin: asin(1),
      periodStart: '2025-03-01',
      periodEnd: '2025-03-30',
      source: 'report',
      currency: 'USD',
      orderedSalesMinor: 120_000,
      unitsOrdered: 600,
      totalOrderItems: 590,
      sessions: 4000,
      pageViews: 5000,
    });
    await recordSnapshot({
      db,
      productId: product?.id as number,
      observation: { observedAt: new Date('2025-03-15T00:00:00Z'), source: 'user', bestSellersRank: 900 },
    });
    expect(await runJobNow(ctx.deps, salesCurvesJob.name)).toMatchObject({ ok: true });
    expect(await count()).toBe(before + 1);
    const fits = await db
      .select()
      .from(salesCurveFits)
      .where(eq(salesCurveFits.departmentId, dep.id))
      .orderBy(salesCurveFits.id);
    // Earlier fits stay, dated, beside the new one.
    expect(fits.map((f) => f.sellerPairs)).toEqual([0, 0, 1]);
    expect(fits[2].pairs).toBe(fits[1].pairs + 1);
  });
});
