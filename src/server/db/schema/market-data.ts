import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { MarketplaceCode } from '#domain/marketplaces.ts';
import { user } from './auth.ts';
import { catalogCategories } from './catalog.ts';
import { tz } from './columns.ts';

/** A live market data source (docs/market-data.md). */
export type MarketSourceName = 'sp_api' | 'keepa';

/**
 * What each source spent per UTC day, in total (`user_id` = '') and for each user who asked:
 * calls, units (Keepa tokens; SP-API calls), products received and failed calls. The operator's
 * daily caps and each user's share are checked against it, by every instance.
 */
export const marketSourceUsage = pgTable(
  'market_source_usage',
  {
    day: date('day', { mode: 'string' }).notNull(),
    source: text('source').$type<MarketSourceName>().notNull(),
    userId: text('user_id').notNull().default(''),
    calls: integer('calls').notNull().default(0),
    units: integer('units').notNull().default(0),
    items: integer('items').notNull().default(0),
    failures: integer('failures').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.source, t.userId] })],
);

/** The last success and the last failure of each source (the admin's "Data sources" page). */
export const marketSourceStatus = pgTable('market_source_status', {
  source: text('source').$type<MarketSourceName>().primaryKey(),
  lastSuccessAt: tz('last_success_at'),
  lastErrorAt: tz('last_error_at'),
  /** A code the client translates (source_unreachable, source_bad_answer, source_refused…). */
  lastErrorCode: text('last_error_code'),
  /** The operation and what went wrong, for the operator (never a secret). */
  lastErrorDetail: text('last_error_detail'),
});

/**
 * Brand Analytics Search Terms report rows (GET_BRAND_ANALYTICS_SEARCH_TERMS_REPORT): for a search
 * term of a marketplace's department and a period, its search frequency rank and the top clicked
 * ASINs with their click and conversion shares. The same for every brand owner of a marketplace.
 */
export const searchTermReportRows = pgTable(
  'search_term_report_rows',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    marketplace: text('marketplace').$type<MarketplaceCode>().notNull(),
    reportPeriod: text('report_period').$type<'DAY' | 'WEEK' | 'MONTH' | 'QUARTER'>().notNull(),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    departmentName: text('department_name').notNull(),
    searchTerm: text('search_term').notNull(),
    searchFrequencyRank: integer('search_frequency_rank').notNull(),
    clickedAsin: text('clicked_asin').notNull(),
    clickShareRank: integer('click_share_rank').notNull(),
    clickShare: real('click_share').notNull(),
    conversionShare: real('conversion_share').notNull(),
    fetchedBy: text('fetched_by').references(() => user.id, { onDelete: 'set null' }),
    fetchedAt: tz('fetched_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('search_term_report_rows_key_idx').on(
      t.marketplace,
      t.reportPeriod,
      t.periodStart,
      t.departmentName,
      t.searchTerm,
      t.clickShareRank,
    ),
    index('search_term_report_rows_term_idx').on(t.marketplace, sql`lower(${t.searchTerm})`),
  ],
);

/**
 * Search Query Performance report rows (GET_BRAND_ANALYTICS_SEARCH_QUERY_PERFORMANCE_REPORT) for a
 * seller's own ASINs: the query's absolute volume and the funnel (impressions, clicks, cart adds,
 * purchases), in total and for the ASIN. Private to the seller who fetched them.
 */
export const searchQueryPerformanceRows = pgTable(
  'search_query_performance_rows',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    marketplace: text('marketplace').$type<MarketplaceCode>().notNull(),
    asin: text('asin').notNull(),
    reportPeriod: text('report_period').$type<'WEEK' | 'MONTH' | 'QUARTER'>().notNull(),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    searchQuery: text('search_query').notNull(),
    searchQueryScore: integer('search_query_score'),
    searchQueryVolume: integer('search_query_volume'),
    totalImpressions: integer('total_impressions'),
    asinImpressions: integer('asin_impressions'),
    totalClicks: integer('total_clicks'),
    asinClicks: integer('asin_clicks'),
    totalCartAdds: integer('total_cart_adds'),
    asinCartAdds: integer('asin_cart_adds'),
    totalPurchases: integer('total_purchases'),
    asinPurchases: integer('asin_purchases'),
    fetchedAt: tz('fetched_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('search_query_performance_rows_key_idx').on(
      t.userId,
      t.marketplace,
      t.asin,
      t.reportPeriod,
      t.periodStart,
      t.searchQuery,
    ),
    index('search_query_performance_rows_query_idx').on(t.marketplace, sql`lower(${t.searchQuery})`),
  ],
);

/** What a market request does: crawl a keyword, fetch an ASIN, backfill an ASIN's history. */
export type MarketRequestKind = 'keyword' | 'asin' | 'history';
export type MarketRequestState = 'queued' | 'running' | 'done' | 'failed';

/**
 * Live research work asked by users or by Scout itself, and its progress for the pages that wait on
 * it: one row per crawl of a keyword, fetch of an ASIN or backfill of its history, on one
 * marketplace. Users asking for the same thing while it is queued or running share the row (the
 * partial unique index); a finished one fresher than MARKET_DATA_FRESH_DAYS is reused.
 */
export const marketRequests = pgTable(
  'market_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').$type<MarketRequestKind>().notNull(),
    marketplace: text('marketplace').$type<MarketplaceCode>().notNull(),
    /** The normalised keyword or ASIN. */
    subject: text('subject').notNull(),
    state: text('state').$type<MarketRequestState>().notNull().default('queued'),
    /** The user whose share of the daily caps it spends (null: Scout's own work). */
    requestedBy: text('requested_by').references(() => user.id, { onDelete: 'set null' }),
    /** The source that answered, once known. */
    source: text('source').$type<MarketSourceName>(),
    /** Products stored so far, and the source's estimate of all matches. */
    stored: integer('stored').notNull().default(0),
    total: integer('total'),
    pages: integer('pages').notNull().default(0),
    /** Runs so far (a run stopped by the rate budget is queued again, a few times). */
    attempts: integer('attempts').notNull().default(0),
    /** Set while the run waits for a source's rate budget: when it expects to go on. */
    waitingUntil: tz('waiting_until'),
    /** Why it stopped short: a source error code (busy, cap_reached…), with its scope for caps. */
    stoppedBy: text('stopped_by'),
    stoppedScope: text('stopped_scope'),
    createdAt: tz('created_at').notNull().defaultNow(),
    startedAt: tz('started_at'),
    finishedAt: tz('finished_at'),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('market_requests_active_idx')
      .on(t.kind, t.marketplace, t.subject)
      .where(sql`state in ('queued', 'running')`),
    index('market_requests_subject_idx').on(t.kind, t.marketplace, t.subject, t.finishedAt),
  ],
);

/** Where a root category's calibration crawl stands (docs/market-data.md "Calibration crawl"). */
export type CalibrationState = 'crawling' | 'calibrated' | 'exhausted' | 'failed';

/**
 * The calibration crawl of a marketplace's root category: Keepa's Product Finder asked for
 * products with a "bought in past month" badge over rank bands, then their histories (one
 * (rank, units) pair per 30-day window), until the category's sales curve is calibrated. The
 * cursor says which band and page come next; tokens and products count what it spent and stored.
 */
export const salesCalibrationCrawls = pgTable(
  'sales_calibration_crawls',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    marketplace: text('marketplace').$type<MarketplaceCode>().notNull(),
    departmentId: integer('department_id')
      .notNull()
      .references(() => catalogCategories.id, { onDelete: 'cascade' }),
    /** Keepa's root category id (Amazon's browse node), once found. */
    browseNodeId: bigint('browse_node_id', { mode: 'number' }),
    state: text('state').$type<CalibrationState>().notNull().default('crawling'),
    /** The next rank band to ask and the page in it. */
    band: integer('band').notNull().default(0),
    page: integer('page').notNull().default(0),
    /** Keepa tokens spent, Product Finder queries made, products stored with their history. */
    tokensSpent: integer('tokens_spent').notNull().default(0),
    queries: integer('queries').notNull().default(0),
    productsFetched: integer('products_fetched').notNull().default(0),
    /** Why the last step stopped short (a source error code), and when. */
    lastErrorCode: text('last_error_code'),
    lastErrorAt: tz('last_error_at'),
    lastRunAt: tz('last_run_at'),
    calibratedAt: tz('calibrated_at'),
    createdAt: tz('created_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sales_calibration_crawls_department_idx').on(t.marketplace, t.departmentId)],
);
