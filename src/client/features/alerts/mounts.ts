import type { DashboardPanel } from '../dashboard/registry.ts';
import { AlertEmailSection } from './components/alert-email-section.tsx';
import { AlertsPanel } from './components/alerts-panel.tsx';
import { MultiCriteriaAlertsPanel } from './components/multi-criteria-panel.tsx';
import { PriceAlertsPanel } from './components/price-alerts-panel.tsx';

// Where the alerts UI appears. The registries (dashboard/registry.ts, profile/settings-sections.ts,
// admin/registry.ts, routes/landing-sections.ts, app/layout-widgets.ts) list these in display order.

export const alertsPanel: DashboardPanel = {
  id: 'alerts',
  component: AlertsPanel,
  wide: true,
  section: 'account',
};
export const priceAlertsPanel: DashboardPanel = {
  id: 'price-alerts',
  component: PriceAlertsPanel,
  section: 'starter',
};
export const multiCriteriaAlertsPanel: DashboardPanel = {
  id: 'multi-criteria-alerts',
  component: MultiCriteriaAlertsPanel,
  section: 'ai',
};
/** A card of /settings (profile/settings-sections.ts). */
export const alertEmailSettings = AlertEmailSection;
