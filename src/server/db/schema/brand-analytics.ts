import {
  bigint,
  bigserial,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import type { MarketplaceCode } from '#domain/marketplaces.ts';
import { user } from './auth.ts';
import { day, tz } from './columns.ts';

/**
 * Amazon Brand Analytics reports of a seller whose SP-API connection has the role
 * (docs/market-data.md "Brand Analytics"): the Search Terms report (marketplace-wide search
 * frequency rank and top clicked ASINs) and the Search Query Performance report of the seller's
 * ASINs, each stored with its period. Only their owner reads them.
 */

export type BrandAnalyticsReportType = 'search_terms' | 'search_query_performance';

export const brandAnalyticsReports = pgTable(
  'brand_analytics_reports',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    marketplace: text('marketplace').$type<MarketplaceCode>().notNull(),
    reportType: text('report_type').$type<BrandAnalyticsReportType>().notNull(),
    /** Amazon's reportPeriod: WEEK, MONTH, QUARTER (DAY for Search Terms only). */
    period: text('period').notNull(),
    periodStart: day('period_start').notNull(),
    periodEnd: day('period_end').notNull(),
    /** Search Query Performance: the ASINs asked for, space-separated ('' for Search Terms). */
    asins: text('asins').notNull().default(''),
    rowCount: integer('row_count').notNull(),
    /** Rows of Amazon's document left out as malformed. */
    skipped: integer('skipped').notNull().default(0),
    fetchedAt: tz('fetched_at').notNull(),
  },
  (t) => [
    unique('brand_analytics_reports_period_unique').on(
      t.userId,
      t.marketplace,
      t.reportType,
      t.period,
      t.periodStart,
      t.asins,
    ),
  ],
);

const reportRef = () =>
  bigint('report_id', { mode: 'number' })
    .notNull()
    .references(() => brandAnalyticsReports.id, { onDelete: 'cascade' });

/** One row of a Search Terms report: a search term, its rank, one of its top three clicked ASINs. */
export const brandAnalyticsSearchTerms = pgTable(
  'brand_analytics_search_terms',
  {
    reportId: reportRef(),
    departmentName: text('department_name').notNull(),
    /** Lower case, single spaces: compared with the keywords of keyword research. */
    searchTerm: text('search_term').notNull(),
    searchFrequencyRank: integer('search_frequency_rank').notNull(),
    clickShareRank: integer('click_share_rank').notNull(),
    clickedAsin: text('clicked_asin').notNull(),
    clickShare: doublePrecision('click_share').notNull(),
    conversionShare: doublePrecision('conversion_share').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'brand_analytics_search_terms_pk',
      columns: [t.reportId, t.departmentName, t.searchTerm, t.clickShareRank],
    }),
    index('brand_analytics_search_terms_term_idx').on(t.searchTerm, t.reportId),
  ],
);

/** One row of a Search Query Performance report: a query that led buyers to one of the seller's ASINs. */
export const brandAnalyticsQueryPerformance = pgTable(
  'brand_analytics_query_performance',
  {
    reportId: reportRef(),
    asin: text('asin').notNull(),
    /** Lower case, single spaces. */
    searchQuery: text('search_query').notNull(),
    searchQueryScore: integer('search_query_score').notNull(),
    searchQueryVolume: bigint('search_query_volume', { mode: 'number' }).notNull(),
    totalImpressions: bigint('total_impressions', { mode: 'number' }).notNull(),
    totalClicks: bigint('total_clicks', { mode: 'number' }).notNull(),
    totalPurchases: bigint('total_purchases', { mode: 'number' }).notNull(),
    asinImpressionShare: doublePrecision('asin_impression_share').notNull(),
    asinClickShare: doublePrecision('asin_click_share').notNull(),
    asinPurchaseShare: doublePrecision('asin_purchase_share').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'brand_analytics_query_performance_pk',
      columns: [t.reportId, t.asin, t.searchQuery],
    }),
    index('brand_analytics_query_performance_query_idx').on(t.searchQuery, t.reportId),
  ],
);

/** Where a user's Brand Analytics stand: fetched, refused for want of the role, or failing. */
export const brandAnalyticsStatus = pgTable('brand_analytics_status', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  /** ok: reports fetched; no_role: Amazon refused (403) the connection; error: another failure. */
  status: text('status').$type<'ok' | 'no_role' | 'error'>().notNull(),
  lastError: text('last_error'),
  checkedAt: tz('checked_at').notNull(),
  /** When the job looks again (next published week, or later after a refusal). */
  nextAt: tz('next_at').notNull(),
});
