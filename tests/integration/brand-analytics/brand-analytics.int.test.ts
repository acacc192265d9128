import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { keywordsApi } from '#contracts/keywords.ts';
import { lastPublishedWeek } from '#domain/market-data/search-query-performance-report.ts';
import { MARKETPLACES } from '#domain/marketplaces.ts';
import { brandAnalyticsReports, brandAnalyticsStatus } from '#server/db/schema/index.ts';
import { jobDefinitions } from '#server/jobs/index.ts';
import { runBrandAnalytics } from '#server/modules/brand-analytics/index.ts';
import { brandAnalyticsWorld } from '#tests/helpers/brand-analytics-world.ts';
import { createProduct, createUser } from '#tests/helpers/factories/index.ts';
import { runJobNow } from '#tests/helpers/jobs.ts';

const { amazon, ctx, db, signal, connectedSeller: connected } = await brandAnalyticsWorld('brand');
const US = MARKETPLACES.US.marketplaceId;
const OWN_ASIN = 'B0GARL1C01';

/** A connected seller, with or without the Brand Analytics role, selling OWN_ASIN and its reports. */
const connectedSeller = (o: { role: boolean }) =>
  connected((seller) => {
    seller.inventory.push({
      asin: OWN_ASIN,
      sellerSku: 'GP-01',
      productName: 'Garlic Press',
      totalQuantity: 40,
      inventoryDetails: { fulfillableQuantity: 40 },
    });
    seller.brandAnalytics.role = o.role;
    seller.brandAnalytics.searchTerms.push(
      {
        departmentName: 'Amazon.com',
        searchTerm: 'Garlic Press',
        searchFrequencyRank: 8123,
        clicked: [
          { asin: 'B00HHLNRVE', clickShare: 0.2134, conversionShare: 0.3011 },
          { asin: OWN_ASIN, clickShare: 0.1022, conversionShare: 0.0934 },
          { asin: 'B07D2DFJ1F', clickShare: 0.0541, conversionShare: 0.0412 },
        ],
      },
      {
        departmentName: 'Home & Kitchen',
        searchTerm: 'garlic press',
        searchFrequencyRank: 51_200,
        clicked: [{ asin: 'B01N0XPUIH', clickShare: 0.3, conversionShare: 0.2 }],
      },
      {
        departmentName: 'Amazon.com',
        searchTerm: 'garlic press rocker',
        searchFrequencyRank: 96_400,
        clicked: [{ asin: 'B07D2DFJ1F', clickShare: 0.41, conversionShare: 0.38 }],
      },
    );
    seller.brandAnalytics.queryPerformance.push({
      asin: OWN_ASIN,
      searchQuery: 'garlic press',
      searchQueryScore: 1,
      searchQueryVolume: 48_210,
      totalImpressions: 1_200_000,
      asinImpressions: 96_000,
      totalClicks: 60_000,
      asinClicks: 6_000,
      totalPurchases: 5_000,
      asinPurchases: 400,
    });
  });

const analyze = (user: Awaited<ReturnType<typeof createUser>>, keyword: string) =>
  user.call(keywordsApi.analyzeKeywords, { body: { marketplace: 'US', keyword } });

describe('Brand Analytics', () => {
  it('is a recurring job on the queue', () => {
    expect(jobDefinitions.map((j) => j.name)).toContain('brand-analytics');
  });

  it("fetches the last published week's Search Terms and Search Query Performance reports and keyword research shows them", async () => {
    await createProduct(db, { marketplace: 'US', title: 'Garlic Press Stainless Steel Mincer' });
    await createProduct(db, { marketplace: 'US', title: 'Garlic Press Rocker Stainless Steel' });
    const { seller, user } = await connectedSeller({ role: true });
    const from = amazon.calls.length;
    await runBrandAnalytics(ctx.deps, signal, { reportPollMs: 1 });

    const week = lastPublishedWeek(ctx.deps.now());
    const mine = amazon.calls.slice(from).filter((c) => c.sellerId === seller.sellerId);
    const created = mine.filter((c) => c.operation === 'createReport').map((c) => c.body);
    expect(created).toEqual([
      {
        reportType: 'GET_BRAND_ANALYTICS_SEARCH_TERMS_REPORT',
        marketplaceIds: [US],
        dataStartTime: week.start,
        dataEndTime: week.end,
        reportOptions: { reportPeriod: 'WEEK' },
      },
      {
        reportType: 'GET_BRAND_ANALYTICS_SEARCH_QUERY_PERFORMANCE_REPORT',
        marketplaceIds: [US],
        dataStartTime: week.start,
        dataEndTime: week.end,
        reportOptions: { reportPeriod: 'WEEK', asin: OWN_ASIN },
      },
    ]);
    // Polled until done (IN_PROGRESS first), then the gzip document downloaded.
    expect(mine.filter((c) => c.operation === 'getReport')).toHaveLength(4);
    expect(mine.filter((c) => c.operation === 'getReportDocument')).toHaveLength(2);

    const res = await analyze(user, 'garlic press');
    expect(res.status).toBe(200);
    expect(res.body.brandAnalytics).toEqual({
      state: 'available',
      searchTerms: week,
      queryPerformance: week,
    });
    expect(res.body.seed?.brandAnalytics).toEqual({
      searchTerms: {
        period: week,
        department: 'Amazon.com',
        searchFrequencyRank: 8123,
        topClicked: [
          { asin: 'B00HHLNRVE', clickShare: 0.2134, conversionShare: 0.3011 },
          { asin: OWN_ASIN, clickShare: 0.1022, conversionShare: 0.0934 },
          { asin: 'B07D2DFJ1F', clickShare: 0.0541, conversionShare: 0.0412 },
        ],
      },
      queryPerformance: {
        period: week,
        searchQueryVolume: 48_210,
        asins: [{ asin: OWN_ASIN, impressionShare: 0.08, clickShare: 0.1, purchaseShare: 0.08 }],
      },
    });
    // A search term of the reports that holds the keyword is a related keyword, with its rank;
    // related phrases the reports do not hold have only the catalog's relative demand.
    expect(
      res.body.keywords.find((k: { keyword: string }) => k.keyword === 'garlic press rocker'),
    ).toMatchObject({
      from: 'brandAnalytics',
      brandAnalytics: { searchTerms: { searchFrequencyRank: 96_400 } },
    });
    for (const k of res.body.keywords) if (k.from !== 'brandAnalytics') expect(k.brandAnalytics).toBeNull();

    // The same week is not asked again.
    await db
      .update(brandAnalyticsStatus)
      .set({ nextAt: new Date(0) })
      .where(eq(brandAnalyticsStatus.userId, user.userId));
    const before = amazon.calls.length;
    await runBrandAnalytics(ctx.deps, signal, { reportPollMs: 1 });
    expect(amazon.calls.slice(before).filter((c) => c.operation === 'createReport')).toEqual([]);
    const reports = await db
      .select()
      .from(brandAnalyticsReports)
      .where(eq(brandAnalyticsReports.userId, user.userId));
    expect(reports.map((r) => [r.reportType, r.periodStart, r.periodEnd, r.rowCount]).sort()).toEqual([
      ['search_query_performance', week.start, week.end, 1],
      ['search_terms', week.start, week.end, 5],
    ]);

    // Another user does not see this seller's reports.
    const other = await createUser(ctx, { plan: 'elite' });
    const theirs = await analyze(other, 'garlic press');
    expect(theirs.body.brandAnalytics).toEqual({ state: 'not_connected' });
    expect(theirs.body.seed?.brandAnalytics).toBeNull();
  });

  it('a connection without the Brand Analytics role is refused (403) and research says demand is relative', async () => {
    const { seller, user } = await connectedSeller({ role: false });
    const pending = await analyze(user, 'garlic press');
    expect(pending.body.brandAnalytics).toEqual({ state: 'pending' });

    const from = amazon.calls.length;
    expect(await runJobNow(ctx.deps, 'brand-analytics')).toMatchObject({ ok: true });
    const refused = amazon.calls.slice(from).filter((c) => c.sellerId === seller.sellerId);
    expect(refused.map((c) => c.operation)).toEqual(['createReport']);
    const [status] = await db
      .select()
      .from(brandAnalyticsStatus)
      .where(eq(brandAnalyticsStatus.userId, user.userId));
    expect(status.status).toBe('no_role');
    expect(status.nextAt.getTime() - status.checkedAt.getTime()).toBeGreaterThanOrEqual(6 * 86_400_000);

    const res = await analyze(user, 'garlic press');
    expect(res.body.brandAnalytics).toEqual({ state: 'no_role' });
    expect(res.body.seed?.brandAnalytics).toBeNull();
    const stored = await db.execute(
      sql`select count(*)::int as n from brand_analytics_reports where user_id = ${user.userId}`,
    );
    expect(stored.rows[0].n).toBe(0);
  });
});
