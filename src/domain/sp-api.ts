import type { MarketplaceCode } from './marketplaces.ts';

/** Amazon Selling Partner API facts (amazon-domain-facts.md, "SP-API"). */
export type SpApiRegion = 'na' | 'eu' | 'fe';

/** Production SP-API endpoint of each region. */
export const SP_API_ENDPOINTS: Record<SpApiRegion, string> = {
  na: 'https://sellingpartnerapi-na.amazon.com',
  eu: 'https://sellingpartnerapi-eu.amazon.com',
  fe: 'https://sellingpartnerapi-fe.amazon.com',
};

/** Seller Central of each marketplace: where a seller authorises an app (OAuth consent page). */
export const SELLER_CENTRAL_URLS: Record<MarketplaceCode, string> = {
  US: 'https://sellercentral.amazon.com',
  CA: 'https://sellercentral.amazon.ca',
  UK: 'https://sellercentral.amazon.co.uk',
  DE: 'https://sellercentral.amazon.de',
  FR: 'https://sellercentral.amazon.fr',
  IT: 'https://sellercentral.amazon.it',
  ES: 'https://sellercentral.amazon.es',
  JP: 'https://sellercentral.amazon.co.jp',
};

/** A merchant token / selling partner id, e.g. A2EUQ1WTGCTBG2. */
export const SELLER_ID_PATTERN = /^A[0-9A-Z]{7,20}$/;

/**
 * Default rate limits of the operations Scout calls: requests per second and burst, per selling
 * partner and application, as Amazon's API models document them (the "Usage plan" table of each
 * operation; an account's plan can be higher, and Amazon then says so in `x-amzn-RateLimit-Limit`).
 */
export const SP_API_RATE_LIMITS = {
  getMarketplaceParticipations: { rate: 0.016, burst: 15 },
  createReport: { rate: 0.0167, burst: 15 },
  getReport: { rate: 2, burst: 15 },
  getReportDocument: { rate: 0.0167, burst: 15 },
  getOrders: { rate: 0.0167, burst: 20 },
  getInventorySummaries: { rate: 2, burst: 2 },
  // Catalog Items 2022-04-01
  searchCatalogItems: { rate: 2, burst: 2 },
  getCatalogItem: { rate: 2, burst: 2 },
  // Product Pricing v0 and 2022-05-01
  getItemOffers: { rate: 0.5, burst: 1 },
  getItemOffersBatch: { rate: 0.1, burst: 1 },
  getCompetitiveSummary: { rate: 0.033, burst: 1 },
  // Product Fees v0
  getMyFeesEstimates: { rate: 0.5, burst: 1 },
} as const;

/** Items per call of the batch operations (their models' maxItems). */
export const SP_API_BATCH_SIZES = {
  /** searchCatalogItems: `identifiers` and `pageSize` (max 20). */
  searchCatalogItems: 20,
  getItemOffersBatch: 20,
  getCompetitiveSummary: 20,
  getMyFeesEstimates: 20,
} as const;
export type SpApiOperation = keyof typeof SP_API_RATE_LIMITS;
