import { and, eq } from 'drizzle-orm';
import {
  lastPublishedWeek,
  readSearchQueryPerformanceReport,
  sqpAsinGroups,
} from '#domain/market-data/search-query-performance-report.ts';
import { MARKETPLACES, type MarketplaceCode } from '#domain/marketplaces.ts';
import type { Db } from '#server/db/client.ts';
import { brandAnalyticsReports } from '#server/db/schema/index.ts';
import type { Logger } from '#server/lib/logger.ts';
import { sellerAsins } from '#server/modules/seller-data/index.ts';
import { downloadReportDocument, openReportDocument } from '#server/providers/amazon/sp-api/operations.ts';
import type { SpApiClient } from '#server/providers/amazon/sp-api/sp-api-client.ts';
import { type ReportRetry, reportDocumentId, withReportRetries } from './report-retries.ts';
import { storeSearchQueryPerformance, storeSearchTermsDocument } from './store-brand-analytics.ts';

/** SQP reports one run asks for (each takes up to 18 ASINs; createReport's burst is 15). */
const SQP_REPORTS_PER_RUN = 5;
const ASIN_LOOKBACK_DAYS = 90;
const DAY_MS = 86_400_000;

export interface BrandAnalyticsRun {
  /** The week fetched (Sunday–Saturday). */
  week: { start: string; end: string };
  searchTerms: { rows: number; skipped: number } | 'stored' | 'no_data';
  queryPerformance: { reports: number; rows: number };
}

/**
 * Fetches the last published week's Brand Analytics reports of a connected seller through the
 * Reports API 2021-06-30 (createReport → getReport polling → getReportDocument, gzip): the Search
 * Terms report of the marketplace, then the Search Query Performance report of the seller's ASINs.
 * A week already stored is not asked again. Amazon's 403 (no Brand Analytics role) surfaces as the
 * client's SpApiError for the caller to record.
 */
export async function fetchBrandAnalytics(o: {
  db: Db;
  client: SpApiClient;
  userId: string;
  marketplace: MarketplaceCode;
  now: Date;
  log: Logger;
  reportPollMs?: number;
  /** The first wait before another try (doubled each time; report-retries.ts). */
  retry?: Partial<ReportRetry>;
}): Promise<BrandAnalyticsRun> {
  const week = lastPublishedWeek(o.now);
  const marketplaceId = MARKETPLACES[o.marketplace].marketplaceId;
  const stored = async (reportType: 'search_terms' | 'search_query_performance', asins: string) =>
    (
      await o.db
        .select({ id: brandAnalyticsReports.id })
        .from(brandAnalyticsReports)
        .where(
          and(
            eq(brandAnalyticsReports.userId, o.userId),
            eq(brandAnalyticsReports.marketplace, o.marketplace),
            eq(brandAnalyticsReports.reportType, reportType),
            eq(brandAnalyticsReports.period, 'WEEK'),
            eq(brandAnalyticsReports.periodStart, week.start),
            eq(brandAnalyticsReports.asins, asins),
          ),
        )
    ).length > 0;
  // The report's document id once Amazon made it (null: no data for the week), tried again with
  // backoff on 429, 5xx and a FATAL or CANCELLED report.
  const documentOf = (reportType: string, reportOptions: Record<string, string>) =>
    reportDocumentId(o.client, {
      request: {
        reportType,
        marketplaceIds: [marketplaceId],
        dataStartTime: week.start,
        dataEndTime: week.end,
        reportOptions: { reportPeriod: 'WEEK', ...reportOptions },
      },
      // Brand Analytics reports take minutes at Amazon: 30 s between checks, up to an hour.
      pollMs: o.reportPollMs ?? 30_000,
      maxPolls: 120,
      retry: o.retry,
      log: o.log,
    });
  const fetchedAt = o.now;

  let searchTerms: BrandAnalyticsRun['searchTerms'] = 'stored';
  if (!(await stored('search_terms', ''))) {
    const documentId = await documentOf('GET_BRAND_ANALYTICS_SEARCH_TERMS_REPORT', {});
    if (documentId === null) searchTerms = 'no_data';
    else {
      // Millions of rows at a real marketplace: read and stored as the document streams in.
      const source = await withReportRetries(
        o.client,
        { retry: o.retry, log: o.log, what: 'Search Terms document' },
        () => openReportDocument(o.client, documentId),
      );
      searchTerms = await storeSearchTermsDocument(o.db, {
        userId: o.userId,
        marketplace: o.marketplace,
        source,
        fetchedAt,
      });
      if (searchTerms.skipped)
        o.log.warn({ skipped: searchTerms.skipped }, 'Search Terms rows left out as malformed');
    }
  }

  const since = new Date(o.now.getTime() - ASIN_LOOKBACK_DAYS * DAY_MS).toISOString().slice(0, 10);
  const asins = await sellerAsins({
    db: o.db,
    userId: o.userId,
    marketplace: o.marketplace,
    since,
    limit: 200,
  });
  const queryPerformance = { reports: 0, rows: 0 };
  for (const group of sqpAsinGroups(asins).slice(0, SQP_REPORTS_PER_RUN)) {
    const asinList = group.join(' ');
    if (await stored('search_query_performance', asinList)) continue;
    const documentId = await documentOf('GET_BRAND_ANALYTICS_SEARCH_QUERY_PERFORMANCE_REPORT', {
      asin: asinList,
    });
    if (documentId === null) continue;
    const doc = JSON.parse(await downloadReportDocument(o.client, documentId));
    const report = readSearchQueryPerformanceReport(doc);
    if (!report) throw new Error('the Search Query Performance document is not such a report');
    await storeSearchQueryPerformance(o.db, {
      userId: o.userId,
      marketplace: o.marketplace,
      asins: asinList,
      report,
      fetchedAt,
    });
    queryPerformance.reports += 1;
    queryPerformance.rows += report.rows.length;
  }
  return { week, searchTerms, queryPerformance };
}
