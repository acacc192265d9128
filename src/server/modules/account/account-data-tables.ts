/**
 * Where each table's data about an account goes when its owner exports it or deletes the account
 * (docs/security.md "Your data"). Every table that names a user (a foreign key to `users`, a
 * user id or an e-mail address, or rows under such a table) has an entry:
 * `tests/integration/account/account-data-coverage.int.test.ts` lists them from the schema and
 * fails on a table missing here, so a new feature's table cannot be left out of either.
 */
export interface TableHandling {
  /** The export's sections (`<name>.json` / `.csv`) that carry its rows, or why it has none. */
  exported: readonly string[] | { not: string };
  /**
   * What deleting the account does to its rows:
   * - `cascade`: removed with the user row (a foreign key `on delete cascade`, checked by the test);
   * - `erased`: removed by deleteAccount itself (no foreign key: an address or id in a text column);
   * - `anonymised`: the row stays (shared data) without the user's id;
   * - `set-null`: the row stays, its reference to the user becomes null (foreign key `set null`);
   * - `{ kept }`: kept, and why.
   */
  deletion: 'cascade' | 'erased' | 'anonymised' | 'set-null' | { kept: string };
}

export const ACCOUNT_DATA_TABLES: Record<string, TableHandling> = {
  users: { exported: ['profile'], deletion: 'erased' },
  profiles: { exported: ['profile'], deletion: 'cascade' },
  accounts: { exported: ['sign-in-methods'], deletion: 'cascade' },
  sessions: { exported: ['sessions'], deletion: 'cascade' },
  verifications: {
    exported: { not: 'one-time links (password reset, e-mail change) that expire within hours' },
    deletion: 'erased',
  },
  rate_limit_buckets: {
    exported: {
      not: 'counters of recent attempts (sign-in, e-mails, AI, API keys, observations) that expire by themselves',
    },
    deletion: 'erased',
  },
  outbox: { exported: ['e-mails'], deletion: 'erased' },
  api_keys: { exported: ['api-keys'], deletion: 'cascade' },
  usage_events: { exported: ['usage'], deletion: 'cascade' },
  ai_calls: { exported: ['ai-requests'], deletion: 'cascade' },
  ai_documents: { exported: ['ai-documents'], deletion: 'cascade' },
  product_searches: { exported: ['product-searches'], deletion: 'cascade' },
  keyword_searches: { exported: ['keyword-searches'], deletion: 'cascade' },
  product_favourites: { exported: ['favourite-products'], deletion: 'cascade' },
  keyword_favourites: { exported: ['favourite-keywords'], deletion: 'cascade' },
  tracked_products: { exported: ['tracked-products', 'tracked-products-history'], deletion: 'cascade' },
  catalog_products: {
    exported: { not: 'the shared catalog; a product first seen by your browser is in "observations"' },
    deletion: 'anonymised',
  },
  catalog_product_snapshots: { exported: ['observations'], deletion: 'cascade' },
  catalog_product_sizes: { exported: ['observed-sizes'], deletion: 'cascade' },
  keyword_rank_observations: { exported: ['keyword-ranks'], deletion: 'cascade' },
  observation_holds: { exported: ['observations-held-back'], deletion: 'cascade' },
  trusted_observers: { exported: ['trusted-observer'], deletion: 'cascade' },
  price_alerts: { exported: ['price-alerts'], deletion: 'cascade' },
  multi_criteria_alerts: { exported: ['multi-criteria-alerts'], deletion: 'cascade' },
  alert_notifications: { exported: ['alert-notifications'], deletion: 'cascade' },
  alert_preferences: { exported: ['notification-preferences'], deletion: 'cascade' },
  sourcing_preferences: { exported: ['sourcing-rules'], deletion: 'cascade' },
  fee_settings: { exported: ['fee-settings'], deletion: 'cascade' },
  inventory_forecasts: { exported: ['inventory-forecasts'], deletion: 'cascade' },
  opportunity_scans: { exported: ['opportunity-scans'], deletion: 'cascade' },
  product_costs: { exported: ['product-costs'], deletion: 'cascade' },
  seller_imports: { exported: ['seller-report-imports'], deletion: 'cascade' },
  seller_asin_traffic: { exported: ['seller-asin-traffic'], deletion: 'cascade' },
  seller_account_traffic: { exported: ['seller-account-traffic'], deletion: 'cascade' },
  seller_orders: { exported: ['seller-orders'], deletion: 'cascade' },
  seller_inventory: { exported: ['seller-inventory'], deletion: 'cascade' },
  amazon_connections: { exported: ['amazon-connections'], deletion: 'cascade' },
  amazon_oauth_states: {
    exported: { not: 'the few minutes between leaving for Amazon and coming back; no data of yours' },
    deletion: 'cascade',
  },
  brand_analytics_reports: { exported: ['brand-analytics-reports'], deletion: 'cascade' },
  brand_analytics_status: { exported: ['brand-analytics-status'], deletion: 'cascade' },
  brand_analytics_query_performance: {
    exported: ['brand-analytics-query-performance'],
    deletion: 'cascade',
  },
  brand_analytics_search_terms: {
    exported: {
      not: "Amazon's market-wide search-terms ranking (every brand's), fetched with your connection",
    },
    deletion: 'cascade',
  },
  search_query_performance_rows: { exported: ['search-query-performance'], deletion: 'cascade' },
  search_term_report_rows: {
    exported: { not: "Amazon's market-wide search terms, shared market data" },
    deletion: 'set-null',
  },
  market_source_usage: { exported: ['market-data-usage'], deletion: 'erased' },
  market_requests: { exported: ['market-requests'], deletion: 'set-null' },
  app_reviews: { exported: ['review'], deletion: 'cascade' },
  subscriptions: { exported: ['subscription'], deletion: 'cascade' },
  checkouts: { exported: ['billing-history'], deletion: 'cascade' },
  promo_redemptions: { exported: ['promo-codes-used'], deletion: 'cascade' },
  deleted_account_payments: {
    exported: { not: 'written only when the account is deleted' },
    deletion: { kept: 'invoice records, which accounting law requires to be kept' },
  },
  catalog_imports: {
    exported: { not: "the operator's catalog imports; an administrator's id only as their author" },
    deletion: 'anonymised',
  },
  promo_codes: {
    exported: { not: "the operator's promo codes; an administrator's id only as their author" },
    deletion: 'set-null',
  },
  admin_audit_log: {
    exported: ['admin-actions'],
    deletion: {
      kept: "the operator's record of what administrators changed (accountability); the author's id is cleared",
    },
  },
};

/** Every export section the table handling names (the export must have each one). */
export const EXPORT_SECTIONS = [
  ...new Set(
    Object.values(ACCOUNT_DATA_TABLES).flatMap((t) => (Array.isArray(t.exported) ? t.exported : [])),
  ),
];
