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
import { RoiCalculatorPanel } from '../toolkit/components/roi-calculator-panel.tsx';
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

/** Feature panels of the dashboard, in display order. Each panel handles its own plan lock. */
export interface DashboardPanel {
  id: string;
  component: ComponentType;
  /** Panels spanning the full width (charts, tables). */
  wide?: boolean;
}
export const dashboardPanels: DashboardPanel[] = [
  { id: 'subscription', component: SubscriptionPanel },
  { id: 'usage-meter', component: UsageMeterPanel },
  { id: 'search-history', component: SearchHistoryPanel },
  { id: 'analytics', component: AnalyticsDashboard, wide: true },
  { id: 'alerts', component: AlertsPanel, wide: true },
  { id: 'competitor-tracking', component: TrackingPanel, wide: true },
  { id: 'price-alerts', component: PriceAlertsPanel },
  { id: 'multi-criteria-alerts', component: MultiCriteriaAlertsPanel },
  { id: 'api-access', component: ApiAccessCard },
  { id: 'roi', component: RoiCalculatorPanel },
  { id: 'inventory-forecast', component: InventoryForecastPanel, wide: true },
  { id: 'review', component: ReviewFormPanel },
  { id: 'monthly-report', component: MonthlyReportCard },
  { id: 'strategic-consultation', component: ConsultationCard },
];
