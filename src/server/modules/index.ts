import { Hono } from 'hono';
import { accountRoutes } from '#server/modules/account/index.ts';
import { adminJobRoutes, adminRoutes } from '#server/modules/admin/index.ts';
import { aiRoutes, supportChatRoutes } from '#server/modules/ai/index.ts';
import { alertRoutes, notificationRoutes } from '#server/modules/alerts/index.ts';
import { amazonRoutes } from '#server/modules/amazon/index.ts';
import { analyticsRoutes } from '#server/modules/analytics/index.ts';
import { apiKeyRoutes } from '#server/modules/api-keys/index.ts';
import { auditLogRoutes } from '#server/modules/audit/index.ts';
import { billingHistoryRoutes, billingRoutes, checkoutTermsRoutes } from '#server/modules/billing/index.ts';
import { catalogImportRoutes, MAX_IMPORT_BYTES } from '#server/modules/catalog/index.ts';
import { clientLogRoutes } from '#server/modules/client-log/index.ts';
import { dashboardRoutes } from '#server/modules/dashboard/index.ts';
import { feesRoutes } from '#server/modules/fees/index.ts';
import { healthRoutes } from '#server/modules/health/index.ts';
import { keywordRoutes } from '#server/modules/keywords/index.ts';
import { dataSourcesRoutes } from '#server/modules/market-data/index.ts';
import { observationReviewRoutes } from '#server/modules/observations/index.ts';
import { productCostRoutes } from '#server/modules/product-costs/index.ts';
import { profileRoutes } from '#server/modules/profile/index.ts';
import { promoCodeAdminRoutes, promoCodeRoutes } from '#server/modules/promo-codes/index.ts';
import { publicApiRoutes } from '#server/modules/public-api/index.ts';
import { researchRoutes } from '#server/modules/research/index.ts';
import { reviewRoutes } from '#server/modules/reviews/index.ts';
import { sellerDataRoutes } from '#server/modules/seller-data/index.ts';
import { setupRoutes } from '#server/modules/setup/index.ts';
import { siteRoutes } from '#server/modules/site/index.ts';
import { toolkitRoutes } from '#server/modules/toolkit/index.ts';
import { trackingRoutes } from '#server/modules/tracking/index.ts';
import { usageRoutes } from '#server/modules/usage/index.ts';
import type { AppDeps, AppEnv } from '../http/types.ts';

export interface ApiModule {
  /** Mounted under /api. */
  path: string;
  routes: (deps: AppDeps) => Hono<AppEnv>;
  /** Largest accepted request body in bytes (default 1 MB). */
  bodyLimit?: number;
  /** Costly work (database-heavy or slow): limited per caller (http/caller-concurrency.ts). */
  expensive?: boolean;
}

/**
 * Product research and keyword research answer under the same `/research` paths (contracts
 * src/contracts/research.ts and keywords.ts; one entry below, so its limits apply once per request).
 */
const researchAndKeywordRoutes = (deps: AppDeps) =>
  new Hono<AppEnv>().route('/', researchRoutes(deps)).route('/', keywordRoutes(deps));

/** Every API capability, one line each. */
export const apiModules: ApiModule[] = [
  { path: '/health', routes: healthRoutes },
  { path: '/site', routes: siteRoutes },
  { path: '/client-log', routes: clientLogRoutes },
  { path: '/profile', routes: profileRoutes },
  { path: '/fees', routes: feesRoutes },
  { path: '/account', routes: accountRoutes, expensive: true },
  { path: '/dashboard', routes: dashboardRoutes },
  { path: '/admin', routes: adminRoutes },
  { path: '/usage', routes: usageRoutes },
  { path: '/research', routes: researchAndKeywordRoutes, expensive: true },
  { path: '/catalog-imports', routes: catalogImportRoutes, bodyLimit: MAX_IMPORT_BYTES },
  { path: '/reviews', routes: reviewRoutes },
  { path: '/api-keys', routes: apiKeyRoutes },
  { path: '/v1', routes: publicApiRoutes, expensive: true },
  { path: '/billing', routes: billingRoutes },
  { path: '/billing-history', routes: billingHistoryRoutes },
  { path: '/checkout-terms', routes: checkoutTermsRoutes },
  { path: '/promo-codes', routes: promoCodeRoutes },
  { path: '/admin/promo-codes', routes: promoCodeAdminRoutes },
  { path: '/admin/audit-log', routes: auditLogRoutes },
  { path: '/admin/jobs', routes: adminJobRoutes },
  { path: '/admin/setup', routes: setupRoutes },
  { path: '/admin/data-sources', routes: dataSourcesRoutes },
  { path: '/admin/observations', routes: observationReviewRoutes },
  { path: '/toolkit', routes: (deps) => toolkitRoutes(deps), expensive: true },
  { path: '/seller-data', routes: sellerDataRoutes, bodyLimit: 11 * 1024 * 1024, expensive: true },
  { path: '/analytics', routes: analyticsRoutes, expensive: true },
  { path: '/product-costs', routes: productCostRoutes },
  { path: '/support-chat', routes: supportChatRoutes, expensive: true },
  { path: '/ai', routes: aiRoutes, expensive: true },
  { path: '/tracking', routes: trackingRoutes },
  { path: '/alerts', routes: alertRoutes },
  { path: '/notifications', routes: notificationRoutes },
  { path: '/amazon', routes: amazonRoutes },
];
