import type { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/types.ts';
import { adminRoutes } from './admin/routes.ts';
import { aiRoutes } from './ai/routes.ts';
import { supportChatRoutes } from './ai/support-chat-routes.ts';
import { notificationRoutes } from './alerts/notification-routes.ts';
import { alertRoutes } from './alerts/routes.ts';
import { amazonRoutes } from './amazon/routes.ts';
import { analyticsRoutes } from './analytics/routes.ts';
import { apiKeyRoutes } from './api-keys/routes.ts';
import { auditLogRoutes } from './audit/routes.ts';
import { billingRoutes } from './billing/routes.ts';
import { catalogImportRoutes, MAX_IMPORT_BYTES } from './catalog/import-routes.ts';
import { clientLogRoutes } from './client-log/routes.ts';
import { dashboardRoutes } from './dashboard/routes.ts';
import { healthRoutes } from './health/routes.ts';
import { productCostRoutes } from './product-costs/routes.ts';
import { profileRoutes } from './profile/routes.ts';
import { promoCodeAdminRoutes, promoCodeRoutes } from './promo-codes/routes.ts';
import { publicApiRoutes } from './public-api/routes.ts';
import { researchRoutes } from './research/routes.ts';
import { reviewRoutes } from './reviews/routes.ts';
import { sellerDataRoutes } from './seller-data/routes.ts';
import { siteRoutes } from './site/routes.ts';
import { toolkitRoutes } from './toolkit/routes.ts';
import { trackingRoutes } from './tracking/routes.ts';
import { usageRoutes } from './usage/routes.ts';

export interface ApiModule {
  /** Mounted under /api. */
  path: string;
  routes: (deps: AppDeps) => Hono<AppEnv>;
  /** Largest accepted request body in bytes (default 1 MB). */
  bodyLimit?: number;
}

/** Every API capability, one line each. */
export const apiModules: ApiModule[] = [
  { path: '/health', routes: healthRoutes },
  { path: '/site', routes: siteRoutes },
  { path: '/client-log', routes: clientLogRoutes },
  { path: '/profile', routes: profileRoutes },
  { path: '/dashboard', routes: dashboardRoutes },
  { path: '/admin', routes: adminRoutes },
  { path: '/usage', routes: usageRoutes },
  { path: '/research', routes: researchRoutes },
  { path: '/catalog-imports', routes: catalogImportRoutes, bodyLimit: MAX_IMPORT_BYTES },
  { path: '/reviews', routes: reviewRoutes },
  { path: '/api-keys', routes: apiKeyRoutes },
  { path: '/v1', routes: publicApiRoutes },
  { path: '/billing', routes: billingRoutes },
  { path: '/promo-codes', routes: promoCodeRoutes },
  { path: '/admin/promo-codes', routes: promoCodeAdminRoutes },
  { path: '/admin/audit-log', routes: auditLogRoutes },
  { path: '/toolkit', routes: (deps) => toolkitRoutes(deps) },
  { path: '/seller-data', routes: sellerDataRoutes, bodyLimit: 11 * 1024 * 1024 },
  { path: '/analytics', routes: analyticsRoutes },
  { path: '/product-costs', routes: productCostRoutes },
  { path: '/support-chat', routes: supportChatRoutes },
  { path: '/ai', routes: aiRoutes },
  { path: '/tracking', routes: trackingRoutes },
  { path: '/alerts', routes: alertRoutes },
  { path: '/notifications', routes: notificationRoutes },
  { path: '/amazon', routes: amazonRoutes },
];
