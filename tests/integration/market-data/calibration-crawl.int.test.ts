import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { dataSourcesApi } from '#contracts/market-data.ts';
import { researchApi } from '#contracts/research.ts';
import { catalogCategories, salesCalibrationCrawls } from '#server/db/schema/index.ts';
import { upsertProduct } from '#server/modules/catalog/upsert-product.ts';
import { runCalibration } from '#server/modules/market-data/index.ts';
import { createTrackedProduct, createUser, newAsin } from '#tests/helpers/factories/index.ts';
import { startKeepaStandIn } from '#tests/helpers/keepa-stand-in.ts';
import { createTestContext } from '#tests/helpers/test-app.ts';

// Issue 28, "Curves that calibrate themselves": a root category a seller browses gets its curve from
// Keepa's Product Finder and histories within the crawl's token allowance (the stand-in's category
// is built from the real captured answer, its badges read off a synthetic curve: keepa-catalog.ts).
const keepa = await startKeepaStandIn({ refillRate: 60 });
afterAll(() => keepa.close());
const INDUSTRIAL = { catId: 16310091, name: 'Industrial & Scientific' };
keepa.addCategory({
  domainId: 1,
  ...INDUSTRIAL,
  products: 150,
  lastUpdate: new Date(Date.now() - 3_600_000),
});
keepa.addCategory({ domainId: 1, catId: 3760911, name: 'Beauty & Personal Care', products: 60, seed: 5 });
const ALLOWANCE = 400;
const ctx = await createTestContext({
  KEEPA_API_KEY: keepa.key,
  KEEPA_API_BASE: keepa.url,
  SALES_CALIBRATION_DAILY_TOKENS: String(ALLOWANCE),
});
const db = ctx.deps.database.db;

/** A seller tracks a product of the department: the department is one users browse. */
async function browse(category: string[]) {
  const user = await createUser(ctx, { plan: 'starter' });
  const product = await upsertProduct({
    db,
    marketplace: 'US',
    asin: newAsin(),
    title: `A product of ${category.join(' › ')}`,
    category,
    source: 'csv_import',
    observedAt: new Date(),
  });
  await createTrackedProduct(db, { userId: user.userId, productId: product.id });
  return { user, product };
}

const crawlOf = async (departmentId: number) =>
  (
    await db
      .select()
      .from(salesCalibrationCrawls)
      .where(eq(salesCalibrationCrawls.departmentId, departmentId))
  )[0];

describe('calibration crawl', () => {
  it('reaches a calibrated curve for a browsed category within its token allowance, counting the tokens', async () => {
    const { user, product } = await browse([INDUSTRIAL.name, 'Lab & Scientific Products']);
    const spentBefore = keepa.spent();
    let run = await runCalibration(ctx.deps, { deadline: Date.now() + 120_000 });
    for (let i = 0; i < 5 && run.calibrated === 0 && !run.stoppedBy; i++)
      run = await runCalibration(ctx.deps, { deadline: Date.now() + 120_000 });
    const crawl = await crawlOf(product.departmentId as number);
    expect(crawl).toMatchObject({ state: 'calibrated', browseNodeId: INDUSTRIAL.catId });
    const spent = keepa.spent() - spentBefore;
    // Every token Keepa consumed was charged to the crawl first (the charge reserves 1 per product).
    expect(spent).toBeGreaterThan(0);
    expect(spent).toBeLessThanOrEqual(crawl.tokensSpent);
    expect(crawl.tokensSpent).toBeLessThanOrEqual(ALLOWANCE);
    const queries = keepa.calls.filter((c) => c.operation === 'query');
    expect(queries.length).toBe(crawl.queries);
    expect(queries[0].selection).toMatchObject({
      rootCategory: [String(INDUSTRIAL.catId)],
      monthlySold_gte: 50,
      current_SALES_gte: 1,
      current_SALES_lte: 500,
    });

    const [department] = await db
      .select()
      .from(catalogCategories)
      .where(eq(catalogCategories.id, product.departmentId as number));
    expect(department.salesCurve).toMatchObject({ b: expect.any(Number) });
    expect(department.salesCurve?.error.medianApe).toBeGreaterThan(0);

    // The admin sees it: pairs, products, rank spread, curve, error, tokens.
    const admin = await createUser(ctx, { admin: true });
    const overview = await admin.call(dataSourcesApi.overview, { query: { marketplace: 'US' } });
    const row = overview.body.calibration.categories.find(
      (c: { departmentId: number }) => c.departmentId === product.departmentId,
    );
    expect(row?.crawl).toMatchObject({ state: 'calibrated', tokensSpent: crawl.tokensSpent });
    expect(row?.fit?.curve?.medianApe).toBe(department.salesCurve?.error.medianApe);
    expect(row?.fit?.rankMax).toBeGreaterThanOrEqual(10 * Number(row?.fit?.rankMin));
    expect(overview.body.calibration).toMatchObject({ dailyTokens: ALLOWANCE, keepaConfigured: true });

    // A product of that category without a badge now reads a dated estimate with its error.
    const noBadge = await upsertProduct({
      db,
      marketplace: 'US',
      asin: newAsin(),
      title: 'Glass funnel set without a badge',
      category: [INDUSTRIAL.name, 'Lab & Scientific Products'],
      source: 'csv_import',
      observedAt: new Date(),
    });
    await db.execute(sql`update catalog_products set best_sellers_rank = 4200, bought_last_month = null
      where id = ${noBadge.id}`);
    const detail = await user.call(researchApi.product, {
      params: { marketplace: 'US', asin: noBadge.asin },
    });
    expect(detail.body.product.units).toMatchObject({
      method: 'bsr',
      rank: 4200,
      curve: { fittedAt: expect.any(String), error: { medianApe: expect.any(Number) } },
    });
  });

  it('stops at the crawl’s daily allowance, and a Keepa plan without the Product Finder fails it in plain words', async () => {
    const { product } = await browse(['Beauty & Personal Care', 'Skin Care']);
    const allowance = ctx.deps.env.SALES_CALIBRATION_DAILY_TOKENS;
    const { rows } = await db.execute<{ units: number }>(
      sql`select units from market_source_usage where user_id = '@calibration'`,
    );
    ctx.deps.env.SALES_CALIBRATION_DAILY_TOKENS = Number(rows[0]?.units ?? 0) + 5;
    try {
      const run = await runCalibration(ctx.deps, { deadline: Date.now() + 30_000 });
      expect(run.stoppedBy).toBe('cap_reached');
      expect(await crawlOf(product.departmentId as number)).toMatchObject({
        state: 'crawling',
        lastErrorCode: 'calibration_allowance',
      });
    } finally {
      ctx.deps.env.SALES_CALIBRATION_DAILY_TOKENS = allowance;
    }
    keepa.answerNext({
      status: 404,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ tokensLeft: 3000, refillIn: 1000, refillRate: 60, error: { type: 'notFound' } }),
    });
    const refused = await runCalibration(ctx.deps, { deadline: Date.now() + 30_000 });
    expect(refused.stoppedBy).toBe('not_in_plan');
    expect(await crawlOf(product.departmentId as number)).toMatchObject({
      state: 'failed',
      lastErrorCode: 'not_in_plan',
    });
  });
});
