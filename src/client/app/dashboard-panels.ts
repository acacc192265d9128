import { BarChart3, Boxes, KeyRound, type LucideIcon, PackageSearch } from 'lucide-react';
import { consultationPanel, monthlyReportPanel } from '#client/features/ai/mounts.ts';
import { alertsPanel, multiCriteriaAlertsPanel, priceAlertsPanel } from '#client/features/alerts/mounts.ts';
import { analyticsPanel } from '#client/features/analytics/mounts.ts';
import { apiAccessPanel } from '#client/features/api-keys/mounts.ts';
import { subscriptionPanel, usageMeterPanel } from '#client/features/billing/mounts.ts';
import { monitoredKeywordsPanel } from '#client/features/keywords/mounts.ts';
import { favouritesPanel, searchHistoryPanel } from '#client/features/research/mounts.ts';
import { reviewPanel } from '#client/features/reviews/mounts.ts';
import {
  inventoryForecastPanel,
  listingOptimizerPanel,
  multiMarketPanel,
  opportunityScannerPanel,
  productAnalyzerPanel,
  roiPanel,
  seasonalTrendsPanel,
} from '#client/features/toolkit/mounts.ts';
import { trackingPanel } from '#client/features/tracking/mounts.ts';
import type { DashboardPanel } from '#client/lib/mount-points.ts';

/** Quick-action cards of the dashboard: one per built page (research, inventory, analytics…). */
export interface QuickAction {
  to: string;
  icon: LucideIcon;
  titleKey: string;
  bodyKey: string;
}
export const quickActions: QuickAction[] = [
  {
    to: '/product-research',
    icon: PackageSearch,
    titleKey: 'quick.productResearch.title',
    bodyKey: 'quick.productResearch.body',
  },
  {
    to: '/keyword-research',
    icon: KeyRound,
    titleKey: 'quick.keywordResearch.title',
    bodyKey: 'quick.keywordResearch.body',
  },
  { to: '/inventory', icon: Boxes, titleKey: 'quick.inventory.title', bodyKey: 'quick.inventory.body' },
  { to: '/analytics', icon: BarChart3, titleKey: 'quick.analytics.title', bodyKey: 'quick.analytics.body' },
];

/**
 * Feature panels of the dashboard, in display order within their section. Each feature declares its
 * panels (id, section, width) in its own `mounts.ts`; this list only orders them (the sections:
 * DASHBOARD_SECTIONS of lib/mount-points.ts).
 */
export const dashboardPanels: DashboardPanel[] = [
  subscriptionPanel,
  usageMeterPanel,
  searchHistoryPanel,
  favouritesPanel,
  monitoredKeywordsPanel,
  alertsPanel,
  roiPanel,
  trackingPanel,
  priceAlertsPanel,
  seasonalTrendsPanel,
  listingOptimizerPanel,
  inventoryForecastPanel,
  opportunityScannerPanel,
  productAnalyzerPanel,
  multiCriteriaAlertsPanel,
  monthlyReportPanel,
  consultationPanel,
  apiAccessPanel,
  analyticsPanel,
  multiMarketPanel,
  reviewPanel,
];
