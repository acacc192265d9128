import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { estimateCompetition } from '#domain/estimators/competition.ts';
import { sizeInputOf } from '#domain/fees/size-basis.ts';
import { catalogCategories } from '#server/db/schema/index.ts';
import { findProductByAsin } from '#server/modules/catalog/find-product.ts';
import { computeProductMetrics } from '#server/modules/catalog/product-metrics.ts';
import { refreshCatalogMetrics } from '#server/modules/catalog/refresh-catalog-metrics.ts';
import { recordSnapshot } from '#server/modules/catalog/snapshots.ts';
import { createTestContext } from '#tests/helpers/test-app.ts';

const ctx = await createTestContext({}, { sampleCatalog: true });
const db = ctx.deps.database.db;

describe('stored estimates', () => {
  it('stores niche statistics and product scores computed by the estimators', async () => {
    const [suitcases] = await db
      .select()
      .from(catalogCategories)
      .where(and(eq(catalogCategories.marketplace, 'US'), eq(catalogCategories.name, 'Suitcases')));
    // 20 listings per sub-category in the sample; US review counts are unknown (source quirk).
    expect(suitcases).toMatchObject({ listingCount: 20, topMedianReviews: null });
    expect(suitcases.topAverageRating).toBeGreaterThan(3);
    expect(suitcases.competitionScore).toBe(
      estimateCompetition({
        listingCount: 20,
        topMedianReviews: null,
        topAverageRating: suitcases.topAverageRating,
      })?.score,
    );

    const sion = await findProductByAsin({ db, marketplace: 'US', asin: 'B014TMV5YE' });
    const expected = computeProductMetrics(
      {
        marketplace: 'US',
        priceCents: 13999,
        boughtLastMonth: 2000,
        bestSellersRank: null,
        categoryPath: 'Luggage & Travel Gear › Suitcases',
        curve: null,
        competitionScore: suitcases.competitionScore,
        leadersAverageRating: suitcases.topAverageRating,
        // The sample has no package sizes: the "size unknown" range.
        size: sizeInputOf({}),
      },
      new Date(),
    );
    expect(sion).toMatchObject({
      estMonthlyUnits: 2000,
      estUnitsMethod: 'badge',
      competitionScore: suitcases.competitionScore,
      opportunityScore: expected.opportunity.score,
    });
    expect(sion?.metricsAt).not.toBeNull();

    const cord = await findProductByAsin({ db, marketplace: 'CA', asin: 'B07CV4L6HX' });
    expect(cord).toMatchObject({ estMonthlyUnits: 0, estUnitsMethod: 'no_badge' });
  });

  it('refreshes one product when a snapshot changes it, and the whole catalog on demand', async () => {
    const sion = await findProductByAsin({ db, marketplace: 'US', asin: 'B014TMV5YE' });
    await recordSnapshot({
      db,
      productId: sion?.id as number,
      observation: { observedAt: new Date(), source: 'user', boughtLastMonth: 0, bestSellersRank: 1000 },
    });
    const after = await findProductByAsin({ db, marketplace: 'US', asin: 'B014TMV5YE' });
    // No curve is calibrated for luggage: the rank gives no figure, the missing badge says "< 50".
    expect(after).toMatchObject({ estMonthlyUnits: 0, estUnitsMethod: 'no_badge', bestSellersRank: 1000 });

    const result = await refreshCatalogMetrics({ db, marketplace: 'US', now: new Date(), batchSize: 700 });
    expect(result.products).toBe(4960);
    expect(result.categories).toBe(248);
  });
});
