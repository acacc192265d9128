import { BarChart3, Boxes, KeyRound, type LucideIcon, PackageSearch } from 'lucide-react';
import type { ComponentType } from 'react';
import { ConsultationCard } from '../ai/components/consultation-card.tsx';
import { MonthlyReportCard } from '../ai/components/monthly-report-card.tsx';
import { AlertsPanel } from '../alerts/components/alerts-panel.tsx';
import { MultiCriteriaAlertsPanel } from '../alerts/components/multi-criteria-panel.tsx';
import { PriceAlertsPanel } from '../alerts/components/price-alerts-panel.tsx';
import { AnalyticsDashboard } from '../analytics/components/analytics-dashboard.tsx';
import { ApiAccessCard } from '../api-keys/components/api-access-card.tsx';
import { SubscriptionPanel } from '../billing/components/subscription-panel.tsx';
import { UsageMeterPanel } from '../billing/components/usage-meter-panel.tsx';
import { SearchHistoryPanel } from '../research/components/search-history-panel.tsx';
import { ReviewFormPanel } from '../reviews/components/review-form-panel.tsx';
import { InventoryForecastPanel } from '../toolkit/components/inventory-forecast-panel.tsx';
import { ListingOptimizerPanel } from '../toolkit/components/listing-optimizer-panel.tsx';
import { MultiMarketPanel } from '../toolkit/components/multi-market-panel.tsx';
import { OpportunityScannerPanel } from '../toolkit/components/opportunity-scanner-panel.tsx';
import { ProductAnalyzerPanel } from '../toolkit/components/product-analyzer-panel.tsx';
import { RoiCalculatorPanel } from '../toolkit/components/roi-calculator-panel.tsx';
import { SeasonalTrendsPanel } from '../toolkit/components/seasonal-trends-panel.tsx';
import { TrackingPanel } from '../tracking/components/tracking-panel.tsx';

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

/** Feature panels of the dashboard, in display order within their section. */
export interface DashboardPanel {
  id: string;
  component: ComponentType;
  /** Panels spanning the full width (charts, tables). */
  wide?: boolean;
  /** Default: account. */
  section?: DashboardSection;
}
export const dashboardPanels: DashboardPanel[] = [
  { id: 'subscription', component: SubscriptionPanel, section: 'account' },
  { id: 'usage-meter', component: UsageMeterPanel, section: 'account' },
  { id: 'search-history', component: SearchHistoryPanel, section: 'account' },
  { id: 'alerts', component: AlertsPanel, wide: true, section: 'account' },
  { id: 'roi', component: RoiCalculatorPanel, wide: true, section: 'profitability' },
  { id: 'competitor-tracking', component: TrackingPanel, wide: true, section: 'starter' },
  { id: 'price-alerts', component: PriceAlertsPanel, section: 'starter' },
  { id: 'seasonal-trends', component: SeasonalTrendsPanel, section: 'starter' },
  { id: 'listing-optimizer', component: ListingOptimizerPanel, wide: true, section: 'starter' },
  { id: 'inventory-forecast', component: InventoryForecastPanel, wide: true, section: 'ai' },
  { id: 'opportunity-scanner', component: OpportunityScannerPanel, wide: true, section: 'ai' },
  { id: 'product-analyzer', component: ProductAnalyzerPanel, wide: true, section: 'ai' },
  { id: 'multi-criteria-alerts', component: MultiCriteriaAlertsPanel, section: 'ai' },
  { id: 'monthly-report', component: MonthlyReportCard, section: 'ai' },
  { id: 'strategic-consultation', component: ConsultationCard, section: 'ai' },
  { id: 'api-access', component: ApiAccessCard, section: 'ai' },
  { id: 'analytics', component: AnalyticsDashboard, wide: true, section: 'elite' },
  { id: 'multi-market', component: MultiMarketPanel, wide: true, section: 'elite' },
  { id: 'review', component: ReviewFormPanel, section: 'community' },
];
