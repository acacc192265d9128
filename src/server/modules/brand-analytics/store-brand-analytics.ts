import { eq } from 'drizzle-orm';
import type { SearchQueryPerformanceReport } from '#domain/market-data/search-query-performance-report.ts';
import type { MarketplaceCode } from '#domain/marketplaces.ts';
import type { Db, Tx } from '#server/db/client.ts';
import {
  type BrandAnalyticsReportType,
  brandAnalyticsQueryPerformance,
  brandAnalyticsReports,
  brandAnalyticsSearchTerms,
} from '#server/db/schema/index.ts';
import { readSearchTermsDocument } from './read-search-terms-document.ts';

/** Search terms and queries are compared as keyword research writes keywords. */
export const normalizeTerm = (t: string) => t.trim().toLowerCase().replace(/\s+/g, ' ');

const CHUNK = 1000;

/** The report's row, created or emptied of its previous rows (a week fetched again replaces them). */
async function reportRow(
  tx: Tx,
  o: {
    userId: string;
    marketplace: MarketplaceCode;
    reportType: BrandAnalyticsReportType;
    report: {
      reportPeriod: string;
      periodStart: string;
      periodEnd: string;
      rows: unknown[];
      skipped: number;
    };
    asins: string;
    fetchedAt: Date;
  },
): Promise<number> {
  const values = {
    userId: o.userId,
    marketplace: o.marketplace,
    reportType: o.reportType,
    period: o.report.reportPeriod,
    periodStart: o.report.periodStart,
    periodEnd: o.report.periodEnd,
    asins: o.asins,
    rowCount: o.report.rows.length,
    skipped: o.report.skipped,
    fetchedAt: o.fetchedAt,
  };
  const [row] = await tx
    .insert(brandAnalyticsReports)
    .values(values)
    .onConflictDoUpdate({
      target: [
        brandAnalyticsReports.userId,
        brandAnalyticsReports.marketplace,
        brandAnalyticsReports.reportType,
        brandAnalyticsReports.period,
        brandAnalyticsReports.periodStart,
        brandAnalyticsReports.asins,
      ],
      set: {
        periodEnd: values.periodEnd,
        rowCount: values.rowCount,
        skipped: values.skipped,
        fetchedAt: values.fetchedAt,
      },
    })
    .returning({ id: brandAnalyticsReports.id });
  return row.id;
}

/**
 * Stores a Search Terms report document as it is read (read-search-terms-document.ts), in one
 * transaction: the week's rows replace those stored before, and nothing of a document refused
 * half-way is kept.
 */
export async function storeSearchTermsDocument(
  db: Db,
  o: {
    userId: string;
    marketplace: MarketplaceCode;
    source: AsyncIterable<Uint8Array | string>;
    fetchedAt: Date;
  },
): Promise<{ rows: number; skipped: number }> {
  return db.transaction(async (tx) => {
    let reportId = 0;
    const read = await readSearchTermsDocument(o.source, {
      batchSize: CHUNK,
      onSpecification: async (spec) => {
        const report = { ...spec, rows: [], skipped: 0 };
        reportId = await reportRow(tx, { ...o, report, reportType: 'search_terms', asins: '' });
        await tx.delete(brandAnalyticsSearchTerms).where(eq(brandAnalyticsSearchTerms.reportId, reportId));
      },
      onRows: async (rows) => {
        await tx
          .insert(brandAnalyticsSearchTerms)
          .values(
            rows.map((r) => ({
              reportId,
              departmentName: r.departmentName,
              searchTerm: normalizeTerm(r.searchTerm),
              searchFrequencyRank: r.searchFrequencyRank,
              clickShareRank: r.clickShareRank,
              clickedAsin: r.clickedAsin,
              clickShare: r.clickShare,
              conversionShare: r.conversionShare,
            })),
          )
          .onConflictDoNothing();
      },
    });
    await tx
      .update(brandAnalyticsReports)
      .set({ rowCount: read.rows, skipped: read.skipped })
      .where(eq(brandAnalyticsReports.id, reportId));
    return read;
  });
}

/** Stores a Search Query Performance report of a group of ASINs in one transaction (idempotent). */
export async function storeSearchQueryPerformance(
  db: Db,
  o: {
    userId: string;
    marketplace: MarketplaceCode;
    asins: string;
    report: SearchQueryPerformanceReport;
    fetchedAt: Date;
  },
): Promise<void> {
  await db.transaction(async (tx) => {
    const reportId = await reportRow(tx, { ...o, reportType: 'search_query_performance' });
    await tx
      .delete(brandAnalyticsQueryPerformance)
      .where(eq(brandAnalyticsQueryPerformance.reportId, reportId));
    for (let i = 0; i < o.report.rows.length; i += CHUNK)
      await tx
        .insert(brandAnalyticsQueryPerformance)
        .values(
          o.report.rows
            .slice(i, i + CHUNK)
            .map((r) => ({ reportId, ...r, searchQuery: normalizeTerm(r.searchQuery) })),
        )
        .onConflictDoNothing();
  });
}
