import { and, desc, eq, inArray } from 'drizzle-orm';
import type { MarketplaceCode } from '#domain/marketplaces.ts';
import type { Db, Tx } from '#server/db/client.ts';
import {
  amazonConnections,
  brandAnalyticsQueryPerformance,
  brandAnalyticsReports,
  brandAnalyticsSearchTerms,
  brandAnalyticsStatus,
} from '#server/db/schema/index.ts';
import { normalizeTerm } from './store-brand-analytics.ts';

export interface Period {
  /** YYYY-MM-DD, inclusive. */
  start: string;
  end: string;
}

/** What Brand Analytics says of one keyword (each part null where its report does not have it). */
export interface KeywordBrandAnalytics {
  /** Search Terms report: marketplace-wide rank (1 = most searched) and its top three clicked ASINs. */
  searchTerms: {
    period: Period;
    department: string;
    searchFrequencyRank: number;
    topClicked: { asin: string; clickShare: number; conversionShare: number }[];
  } | null;
  /** Search Query Performance report: the query's searches in the period, and the seller's ASINs' shares. */
  queryPerformance: {
    period: Period;
    searchQueryVolume: number;
    asins: { asin: string; impressionShare: number; clickShare: number; purchaseShare: number }[];
  } | null;
}

/**
 * Whether the user has Brand Analytics on this marketplace: `available` with the newest Search
 * Terms week stored; otherwise why not (no connected account, Amazon refused the role, not
 * fetched yet, or the last fetch failed), so the page says plainly that demand is only relative.
 */
export type BrandAnalyticsState =
  | { state: 'available'; searchTerms: Period | null; queryPerformance: Period | null }
  | { state: 'not_connected' | 'no_role' | 'pending' | 'failed' };

const period = (r: { periodStart: string; periodEnd: string }): Period => ({
  start: r.periodStart,
  end: r.periodEnd,
});

/** The newest stored week of each report type, and the ids of its reports. */
export async function latestReports(db: Db | Tx, o: { userId: string; marketplace: MarketplaceCode }) {
  const rows = await db
    .select({
      id: brandAnalyticsReports.id,
      reportType: brandAnalyticsReports.reportType,
      periodStart: brandAnalyticsReports.periodStart,
      periodEnd: brandAnalyticsReports.periodEnd,
    })
    .from(brandAnalyticsReports)
    .where(
      and(eq(brandAnalyticsReports.userId, o.userId), eq(brandAnalyticsReports.marketplace, o.marketplace)),
    )
    .orderBy(desc(brandAnalyticsReports.periodStart))
    .limit(50);
  const newest = (type: 'search_terms' | 'search_query_performance') => {
    const ofType = rows.filter((r) => r.reportType === type);
    const first = ofType[0];
    return first
      ? {
          period: period(first),
          ids: ofType.filter((r) => r.periodStart === first.periodStart).map((r) => r.id),
        }
      : null;
  };
  return { searchTerms: newest('search_terms'), queryPerformance: newest('search_query_performance') };
}

/** The user's Brand Analytics for these keywords on a marketplace (keyword research). */
export async function keywordBrandAnalytics(o: {
  db: Db | Tx;
  userId: string;
  marketplace: MarketplaceCode;
  keywords: string[];
}): Promise<{ status: BrandAnalyticsState; byKeyword: Map<string, KeywordBrandAnalytics> }> {
  const byKeyword = new Map<string, KeywordBrandAnalytics>();
  const latest = await latestReports(o.db, o);
  if (!latest.searchTerms && !latest.queryPerformance) return { status: await missingState(o), byKeyword };
  const terms = [...new Set(o.keywords.map(normalizeTerm))];
  const entry = (k: string) => {
    let e = byKeyword.get(k);
    if (!e) {
      e = { searchTerms: null, queryPerformance: null };
      byKeyword.set(k, e);
    }
    return e;
  };
  if (latest.searchTerms && terms.length) {
    const rows = await o.db
      .select()
      .from(brandAnalyticsSearchTerms)
      .where(
        and(
          inArray(brandAnalyticsSearchTerms.reportId, latest.searchTerms.ids),
          inArray(brandAnalyticsSearchTerms.searchTerm, terms),
        ),
      );
    // A term may be ranked in several departments: keep the department where it is searched most.
    rows.sort((a, b) => a.searchFrequencyRank - b.searchFrequencyRank || a.clickShareRank - b.clickShareRank);
    for (const r of rows) {
      const e = entry(r.searchTerm);
      e.searchTerms ??= {
        period: latest.searchTerms.period,
        department: r.departmentName,
        searchFrequencyRank: r.searchFrequencyRank,
        topClicked: [],
      };
      if (e.searchTerms.department === r.departmentName)
        e.searchTerms.topClicked.push({
          asin: r.clickedAsin,
          clickShare: r.clickShare,
          conversionShare: r.conversionShare,
        });
    }
  }
  if (latest.queryPerformance && terms.length) {
    const rows = await o.db
      .select()
      .from(brandAnalyticsQueryPerformance)
      .where(
        and(
          inArray(brandAnalyticsQueryPerformance.reportId, latest.queryPerformance.ids),
          inArray(brandAnalyticsQueryPerformance.searchQuery, terms),
        ),
      )
      .orderBy(desc(brandAnalyticsQueryPerformance.asinClickShare), brandAnalyticsQueryPerformance.asin);
    for (const r of rows) {
      const e = entry(r.searchQuery);
      e.queryPerformance ??= {
        period: latest.queryPerformance.period,
        searchQueryVolume: r.searchQueryVolume,
        asins: [],
      };
      e.queryPerformance.asins.push({
        asin: r.asin,
        impressionShare: r.asinImpressionShare,
        clickShare: r.asinClickShare,
        purchaseShare: r.asinPurchaseShare,
      });
    }
  }
  return {
    status: {
      state: 'available',
      searchTerms: latest.searchTerms?.period ?? null,
      queryPerformance: latest.queryPerformance?.period ?? null,
    },
    byKeyword,
  };
}

async function missingState(o: { db: Db | Tx; userId: string }): Promise<BrandAnalyticsState> {
  const [connection] = await o.db
    .select({ userId: amazonConnections.userId })
    .from(amazonConnections)
    .where(eq(amazonConnections.userId, o.userId));
  if (!connection) return { state: 'not_connected' };
  const [status] = await o.db
    .select()
    .from(brandAnalyticsStatus)
    .where(eq(brandAnalyticsStatus.userId, o.userId));
  if (status?.status === 'no_role') return { state: 'no_role' };
  if (status?.status === 'error') return { state: 'failed' };
  return { state: 'pending' };
}
