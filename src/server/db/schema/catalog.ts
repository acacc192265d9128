import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { CatalogSource } from '#domain/catalog/catalog-source.ts';
import type { RankUnitsSample, SalesCurve } from '#domain/estimators/sales-curve.ts';
import type { CategoryPackageStats } from '#domain/fees/size-basis.ts';
import type { CurrencyCode, MarketplaceCode } from '#domain/marketplaces.ts';
import { user } from './auth.ts';
import { tz } from './columns.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Where a catalog fact came from (src/domain/catalog/catalog-source.ts). */
export type { CatalogSource };

/** How est_monthly_units was obtained (see src/domain/estimators/monthly-units.ts). */
export type UnitsMethod = 'badge' | 'no_badge' | 'bsr' | 'rank_range' | 'no_curve';

/** Category tree per marketplace: a department (no parent) and its sub-categories. */
export const catalogCategories = pgTable(
  'catalog_categories',
  {
    id: serial('id').primaryKey(),
    marketplace: text('marketplace').$type<MarketplaceCode>().notNull(),
    name: text('name').notNull(),
    /** Names from the department down, joined with " › " (unique per marketplace). */
    path: text('path').notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => catalogCategories.id),
    depth: smallint('depth').notNull().default(0),
    /** Competition inputs over the category's listings, refreshed after each import. */
    listingCount: integer('listing_count').notNull().default(0),
    topMedianReviews: integer('top_median_reviews'),
    topAverageRating: real('top_average_rating'),
    competitionScore: smallint('competition_score'),
    /** The niche's size as a source reported it (Keepa category product count, search result totals). */
    reportedListingCount: integer('reported_listing_count'),
    /** The brand with the largest share of the niche's known revenue (units × price) and that share (0-1). */
    topBrand: text('top_brand'),
    topBrandShare: real('top_brand_share'),
    /**
     * The packages of the category's products (and its sub-categories') whose package is known:
     * their count and median once there are 10, else the packages themselves (the FBA fee range of
     * "size unknown"). Refreshed with the statistics (src/domain/fees/size-basis.ts).
     */
    packageStats: jsonb('package_stats').$type<CategoryPackageStats>(),
    /** Departments: the current calibrated BSR → units curve (a copy of its sales_curve_fits row); null = none. */
    salesCurve: jsonb('sales_curve').$type<SalesCurve>(),
    /**
     * Departments: the (rank, units) pairs of the last fit, thinned and sorted by rank: what ranks near
     * a product's sold where no curve is calibrated (a labelled range, never a point estimate).
     */
    salesPairsSample: jsonb('sales_pairs_sample').$type<RankUnitsSample>(),
    /** Departments: Amazon's browse node id of the root category (Keepa's catId), once a source gave it. */
    browseNodeId: bigint('browse_node_id', { mode: 'number' }),
    statsAt: tz('stats_at'),
  },
  (t) => [uniqueIndex('catalog_categories_marketplace_path_idx').on(t.marketplace, t.path)],
);

/**
 * One row per (marketplace, ASIN): the latest known state of the listing. Its history lives in
 * catalog_product_snapshots. `source` and `observed_at` say where the current values come from.
 */
export const catalogProducts = pgTable(
  'catalog_products',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    marketplace: text('marketplace').$type<MarketplaceCode>().notNull(),
    asin: text('asin').notNull(),
    title: text('title').notNull(),
    brand: text('brand'),
    categoryId: integer('category_id').references(() => catalogCategories.id),
    /** The department of category_id (denormalised for the department filter). */
    departmentId: integer('department_id').references(() => catalogCategories.id),
    imageUrl: text('image_url'),
    productUrl: text('product_url'),
    currency: text('currency').$type<CurrencyCode>().notNull(),
    priceCents: integer('price_cents'),
    listPriceCents: integer('list_price_cents'),
    rating: real('rating'),
    reviewCount: integer('review_count'),
    /** Amazon's "N+ bought in past month" badge (0 = no badge shown); null = not observed. */
    boughtLastMonth: integer('bought_last_month'),
    bestSellersRank: integer('best_sellers_rank'),
    /** Number of new offers; null = not observed. */
    offerCount: integer('offer_count'),
    isBestSeller: boolean('is_best_seller').notNull().default(false),
    /**
     * The sourcing rules that flag the listing whatever the seller (bits of SOURCING_RULE_BITS:
     * dangerous goods, gated category, media, dominant brand, too new), recomputed with the metrics;
     * a seller's own gated brands and switched-off rules are applied when reading.
     */
    sourcingFlags: smallint('sourcing_flags').notNull().default(0),
    /**
     * false: known only from a user's private browser observations (OBSERVATIONS_SHARED off). Such
     * a product is reachable by its ASIN but left out of catalog-wide views (search, keywords,
     * niche statistics) until a shared source observes it.
     */
    listed: boolean('listed').notNull().default(true),
    /** Shipping package of one unit (SP-API dimensions, Keepa package fields): the FBA size tier and fee. */
    packageLengthMm: real('package_length_mm'),
    packageWidthMm: real('package_width_mm'),
    packageHeightMm: real('package_height_mm'),
    packageWeightG: real('package_weight_g'),
    /** Where the package was read (its own source: a later observation without one keeps it). */
    packageSource: text('package_source').$type<CatalogSource>(),
    /** The item's own size (SP-API item dimensions, Keepa item fields): the FBA fee "from the item's size". */
    itemLengthMm: real('item_length_mm'),
    itemWidthMm: real('item_width_mm'),
    itemHeightMm: real('item_height_mm'),
    itemWeightG: real('item_weight_g'),
    source: text('source').$type<CatalogSource>().notNull(),
    /** Import file name, API operation or user id behind `source`. */
    sourceRef: text('source_ref'),
    observedAt: tz('observed_at').notNull(),
    /** Derived by the estimators (refresh-catalog-metrics.ts); null = unknown. */
    estMonthlyUnits: integer('est_monthly_units'),
    estUnitsMethod: text('est_units_method').$type<UnitsMethod>(),
    competitionScore: smallint('competition_score'),
    opportunityScore: smallint('opportunity_score'),
    metricsAt: tz('metrics_at'),
    createdAt: tz('created_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
    /** Full-text index of title and brand, in the marketplace's language, accent-insensitive. */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      (): SQL =>
        sql`to_tsvector(scout_text_config(marketplace), scout_unaccent(coalesce(title, '') || ' ' || coalesce(brand, '')))`,
    ),
  },
  (t) => [
    uniqueIndex('catalog_products_marketplace_asin_idx').on(t.marketplace, t.asin),
    index('catalog_products_search_idx').using('gin', t.searchVector),
    // One b-tree per sort (scanned backwards for descending order), marketplace first.
    index('catalog_products_score_sort_idx').on(t.marketplace, t.opportunityScore, t.id),
    index('catalog_products_department_score_sort_idx').on(
      t.marketplace,
      t.departmentId,
      t.opportunityScore,
      t.id,
    ),
    index('catalog_products_price_sort_idx').on(t.marketplace, t.priceCents, t.id),
    index('catalog_products_units_sort_idx').on(t.marketplace, t.estMonthlyUnits, t.id),
    index('catalog_products_revenue_sort_idx').on(
      t.marketplace,
      sql`(${t.estMonthlyUnits}::bigint * ${t.priceCents})`,
      t.id,
    ),
    index('catalog_products_rating_sort_idx').on(t.marketplace, t.rating, t.id),
    index('catalog_products_reviews_sort_idx').on(t.marketplace, t.reviewCount, t.id),
    index('catalog_products_category_idx').on(t.categoryId),
  ],
);

/** Catalog imports started from the admin page: progress and report, readable by every instance. */
export const catalogImports = pgTable(
  'catalog_imports',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    fileName: text('file_name').notNull(),
    marketplace: text('marketplace').$type<MarketplaceCode>().notNull(),
    /** running | done | failed */
    status: text('status').$type<'running' | 'done' | 'failed'>().notNull().default('running'),
    /** While running: reading the file, then recomputing the marketplace's estimates. */
    phase: text('phase').$type<'queued' | 'reading' | 'estimating'>().notNull().default('reading'),
    bytesTotal: bigint('bytes_total', { mode: 'number' }).notNull().default(0),
    bytesRead: bigint('bytes_read', { mode: 'number' }).notNull().default(0),
    rowsRead: integer('rows_read').notNull().default(0),
    /** ImportReport when done; { code, params } when failed. */
    report: jsonb('report'),
    error: jsonb('error'),
    createdBy: text('created_by'),
    createdAt: tz('created_at').notNull().defaultNow(),
    /** Last progress write: a running import silent for long was interrupted (its process stopped). */
    updatedAt: tz('updated_at').notNull().defaultNow(),
    finishedAt: tz('finished_at'),
  },
  (t) => [index('catalog_imports_created_idx').on(t.createdAt.desc())],
);

/** Timestamped observations of a product (imports, tracking refreshes, SP-API reads). */
export const catalogProductSnapshots = pgTable(
  'catalog_product_snapshots',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => catalogProducts.id, { onDelete: 'cascade' }),
    observedAt: tz('observed_at').notNull(),
    source: text('source').$type<CatalogSource>().notNull(),
    sourceRef: text('source_ref'),
    currency: text('currency').$type<CurrencyCode>().notNull(),
    priceCents: integer('price_cents'),
    listPriceCents: integer('list_price_cents'),
    bestSellersRank: integer('best_sellers_rank'),
    inStock: boolean('in_stock'),
    stockQuantity: integer('stock_quantity'),
    rating: real('rating'),
    reviewCount: integer('review_count'),
    boughtLastMonth: integer('bought_last_month'),
    /**
     * The root category the Best Sellers Rank is in, when the source named it (a snapshot file's
     * `bsr_category`, a best-seller list, a product page); null: the product's department.
     */
    rankDepartmentId: integer('rank_department_id').references(() => catalogCategories.id),
    /**
     * Set on a browser observation while OBSERVATIONS_SHARED is off: only this user sees the
     * snapshot (their tracking history, estimates); everyone else's views ignore it.
     */
    privateTo: text('private_to').references(() => user.id, { onDelete: 'cascade' }),
    offerCount: integer('offer_count'),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('catalog_snapshots_product_source_time_idx')
      .on(t.productId, t.source, t.observedAt)
      .where(sql`private_to is null`),
    uniqueIndex('catalog_snapshots_private_time_idx')
      .on(t.productId, t.privateTo, t.observedAt)
      .where(sql`private_to is not null`),
    index('catalog_snapshots_product_time_idx').on(t.productId, t.observedAt.desc()),
  ],
);

/**
 * Every fit of a root category's BSR → monthly units curve, dated, with its sample and its error
 * measured on held-out pairs (src/domain/estimators/sales-curve.ts). A row is added when the pairs
 * changed; a fit that could not be calibrated keeps its reason and the literature curve's error.
 */
export const salesCurveFits = pgTable(
  'sales_curve_fits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    marketplace: text('marketplace').$type<MarketplaceCode>().notNull(),
    departmentId: integer('department_id')
      .notNull()
      .references(() => catalogCategories.id, { onDelete: 'cascade' }),
    fittedAt: tz('fitted_at').notNull(),
    /** Pairs after thinning, by source, the products they come from and their ranks. */
    pairs: integer('pairs').notNull(),
    badgePairs: integer('badge_pairs').notNull(),
    sellerPairs: integer('seller_pairs').notNull(),
    products: integer('products').notNull(),
    rankMin: integer('rank_min'),
    rankMax: integer('rank_max'),
    /** The calibrated curve (null with `reason` when none). */
    curve: jsonb('curve').$type<SalesCurve>(),
    reason: text('reason'),
    literatureMedianApe: real('literature_median_ape'),
    literatureP80Ape: real('literature_p80_ape'),
    /** Count and newest observation of the pairs: the job refits when it changes. */
    pairsSignature: text('pairs_signature').notNull(),
  },
  (t) => [index('sales_curve_fits_department_time_idx').on(t.departmentId, t.fittedAt.desc())],
);

/**
 * Where a tracked product stood in Amazon's search results for a keyword, as a user's browser saw
 * it (page, organic and sponsored position). `shared`: recorded while OBSERVATIONS_SHARED was on,
 * so every user tracking the product sees it; otherwise only `user_id` does.
 */
export const keywordRankObservations = pgTable(
  'keyword_rank_observations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => catalogProducts.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    shared: boolean('shared').notNull().default(false),
    keyword: text('keyword').notNull(),
    observedAt: tz('observed_at').notNull(),
    /** The search results page (1 = first). */
    page: smallint('page').notNull(),
    /** Rank among organic results over the whole search (page offset included); null: shown only as an ad or unreadable. */
    organicPosition: integer('organic_position'),
    /** Place among the sponsored results of that page; null: no ad of this product on it. */
    sponsoredPosition: integer('sponsored_position'),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [index('keyword_ranks_product_keyword_time_idx').on(t.productId, t.keyword, t.observedAt)],
);

/**
 * What changed in the catalog, for the stored keyword statistics (research's `keyword_stats`,
 * ADR 100): one row per listing inserted, changed (a field keyword statistics read) or deleted,
 * written by triggers on catalog_products in the writer's own transaction; bulk writers (under the
 * catalog write lock) write one row for everything instead. A stored statistic is out of date when
 * a change its snapshot did not see has all of its words. Pruned by the keyword stats job.
 */
export const catalogKeywordChanges = pgTable(
  'catalog_keyword_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The writing transaction's id (`pg_current_xact_id()`, 64-bit: never wraps). */
    txid: bigint('txid', { mode: 'number' }).notNull(),
    /** null: every marketplace (a bulk write). */
    marketplace: text('marketplace').$type<MarketplaceCode>(),
    /** The listing's full-text lexemes, before and after; null: every keyword (a bulk write). */
    lexemes: text('lexemes').array(),
    /** A listing appeared, disappeared or was listed or unlisted (the listed count changed). */
    listingChanged: boolean('listing_changed').notNull(),
    /** The listing changed; null: every listing (a bulk write). */
    productId: bigint('product_id', { mode: 'number' }),
    /**
     * The listing before the change (the columns keyword statistics read, as `to_jsonb` gives
     * them); null for an insert. A stored statistic is brought up to date from these (ADR 101).
     */
    old: jsonb('old'),
  },
  (t) => [index('catalog_keyword_changes_txid_idx').on(t.txid)],
);
