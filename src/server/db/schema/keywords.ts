import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import type { MarketplaceCode } from '#domain/marketplaces.ts';
import { user } from './auth.ts';
import { tz } from './columns.ts';

// The keyword module's tables (src/server/modules/keywords, ADR 177): analyses, monitored
// keywords, stored statistics and the vocabulary computed ahead.

/** A user's keyword analyses: a keyword, or a competitor ASIN (reverse ASIN). */
export const keywordSearches = pgTable(
  'keyword_searches',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: tz('created_at').notNull().defaultNow(),
    marketplace: text('marketplace').$type<MarketplaceCode>().notNull(),
    kind: text('kind').$type<'keyword' | 'asin'>().notNull(),
    /** The keyword typed, or the ASIN analysed. */
    keyword: text('keyword').notNull(),
    /** The ASIN's department, for reverse-ASIN rows. */
    category: text('category'),
    /** Estimated demand (summed monthly sales of the matching listings) — not an Amazon search volume. */
    searchVolume: integer('search_volume'),
    /** The demand sums badge figures (lower bounds): shown "N+". */
    searchVolumeIsLowerBound: boolean('search_volume_is_lower_bound').notNull().default(false),
    competitionLevel: text('competition_level').$type<'low' | 'medium' | 'high'>(),
    difficultyScore: smallint('difficulty_score'),
    resultCount: integer('result_count').notNull(),
    /** The analysis as shown (KeywordAnalysis), for its export. */
    results: jsonb('results'),
  },
  (t) => [index('keyword_searches_user_time_idx').on(t.userId, t.createdAt.desc())],
);

/** Keywords a user monitors (the dashboard's "monitored keywords"). */
export const keywordFavourites = pgTable(
  'keyword_favourites',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    marketplace: text('marketplace').$type<MarketplaceCode>().notNull(),
    /** Normalised: trimmed, lower case, single spaces. */
    keyword: text('keyword').notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.marketplace, t.keyword] })],
);

/**
 * Stored keyword statistics (ADR 100): what `catalogKeywordStats` computed for a keyword of a
 * marketplace, with the snapshot it was computed in. Used while no catalog change that snapshot
 * did not see has all of the keyword's lexemes (catalog_keyword_changes); computed again on use
 * otherwise, and by the keyword stats job in the background. The row of keyword '' holds the
 * marketplace's listed count.
 */
export const keywordStats = pgTable(
  'keyword_stats',
  {
    marketplace: text('marketplace').$type<MarketplaceCode>().notNull(),
    keyword: text('keyword').notNull(),
    /** The keyword's full-text lexemes (what its query needs in a listing). */
    lexemes: text('lexemes').array().notNull(),
    /** `pg_current_snapshot()` taken before the statistics were read (text form of pg_snapshot). */
    snapshot: text('snapshot').notNull(),
    matchCount: integer('match_count').notNull(),
    summedUnits: bigint('summed_units', { mode: 'number' }).notNull(),
    unknownSales: integer('unknown_sales').notNull(),
    demandIsLowerBound: boolean('demand_is_lower_bound').notNull(),
    originSource: text('origin_source'),
    /** The newest observation among the matches (with or without an origin source). */
    originAt: tz('origin_at'),
    /** Matches whose estimate is a lower bound (what demand_is_lower_bound says, counted: ADR 101). */
    lowerBoundCount: integer('lower_bound_count').notNull().default(0),
    /** Matches per source of their figures (origin_source is the most common: ADR 101). */
    sourceCounts: jsonb('source_counts').notNull().default({}),
    /**
     * The best-selling matches (id, title, units, review count, rating), best first: an exact
     * prefix of the order, all of the matches when there are few (ADR 101).
     */
    leaders: jsonb('leaders').notNull(),
    /**
     * The keyword's related keywords as an analysis computes them from these leaders (ADR 106): a
     * first analysis looks up their rows with the keyword's, in one statement. Null for ''.
     */
    related: text('related').array(),
    computedAt: tz('computed_at').notNull(),
    /** Last analysis that used it: the job refreshes recently used keywords and drops old ones. */
    usedAt: tz('used_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.marketplace, t.keyword] }), index('keyword_stats_used_idx').on(t.usedAt)],
);

/**
 * When a marketplace's frequent words last had their statistics computed ahead (ADR 102): the job
 * computes them again after a bulk catalog write the snapshot did not see, or once a day.
 */
export const keywordVocabulary = pgTable('keyword_vocabulary', {
  marketplace: text('marketplace').$type<MarketplaceCode>().primaryKey(),
  /** `pg_current_snapshot()` of the statement that read the words. */
  snapshot: text('snapshot').notNull(),
  wordCount: integer('word_count').notNull(),
  computedAt: tz('computed_at').notNull(),
});
