import { BarChart3, Boxes, KeyRound, type LucideIcon, PackageSearch } from 'lucide-react';
import type { ComponentType } from 'react';
import type { Feature } from '#domain/plans.ts';
import { consultationPanel, monthlyReportPanel } from '../ai/mounts.ts';
import { alertsPanel, multiCriteriaAlertsPanel, priceAlertsPanel } from '../alerts/mounts.ts';
import { analyticsPanel } from '../analytics/mounts.ts';
import { apiAccessPanel } from '../api-keys/mounts.ts';
import { subscriptionPanel, usageMeterPanel } from '../billing/mounts.ts';
import { favouritesPanel, monitoredKeywordsPanel, searchHistoryPanel } from '../research/mounts.ts';
import { reviewPanel } from '../reviews/mounts.ts';
import {
  inventoryForecastPanel,
  listingOptimizerPanel,
  multiMarketPanel,
  opportunityScannerPanel,
  productAnalyzerPanel,
  roiPanel,
  seasonalTrendsPanel,
} from '../toolkit/mounts.ts';
import { trackingPanel } from '../tracking/mounts.ts';

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
 * Sections of the dashboard (spec §2), in display order: the account, the profitability tools everyone
 * has, the advanced starter section, the AI section (pro), the elite block, then the community. A
 * section shows the plan it starts at; its panels handle their own plan lock.
 */
export const DASHBOARD_SECTIONS = [
  'account',
  'profitability',
  'starter',
  'ai',
  'elite',
  'community',
] as const;
export type DashboardSection = (typeof DASHBOARD_SECTIONS)[number];

export interface DashboardPanel {
  id: string;
  component: ComponentType;
  /** Panels spanning the full width (charts, tables). */
  wide?: boolean;
  /** Default: account. */
  section?: DashboardSection;
  /**
   * The plan feature the whole panel needs. Without it the dashboard lists the panel as one line of
   * its "unlock more" section and never loads `component` (give a `lazy()` one), so a free account
   * does not download the code of 13 tools it cannot use.
   */
  feature?: Feature;
}
/**
 * Feature panels of the dashboard, in display order within their section. Each feature declares its
 * panels (id, section, width) in its own `mounts.ts`; this list only orders them.
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
