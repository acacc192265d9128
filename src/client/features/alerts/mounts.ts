import { lazy } from 'react';
import type { DashboardPanel } from '../dashboard/registry.ts';

// Where the alerts UI appears. The registries (dashboard/registry.ts, profile/settings-sections.ts,
// admin/registry.ts, routes/landing-sections.ts, app/layout-widgets.ts) list these in display order.

export const alertsPanel: DashboardPanel = {
  id: 'alerts',
  component: lazy(() => import('./components/alerts-panel.tsx').then((m) => ({ default: m.AlertsPanel }))),
  wide: true,
  section: 'account',
};
export const priceAlertsPanel: DashboardPanel = {
  id: 'price-alerts',
  feature: 'priceAlerts',
  component: lazy(() =>
    import('./components/price-alerts-panel.tsx').then((m) => ({ default: m.PriceAlertsPanel })),
  ),
  section: 'starter',
};
export const multiCriteriaAlertsPanel: DashboardPanel = {
  id: 'multi-criteria-alerts',
  feature: 'multiCriteriaAlerts',
  component: lazy(() =>
    import('./components/multi-criteria-panel.tsx').then((m) => ({ default: m.MultiCriteriaAlertsPanel })),
  ),
  section: 'ai',
};
/** A card of /settings (profile/settings-sections.ts). */
export const alertEmailSettings = lazy(() =>
  import('./components/alert-email-section.tsx').then((m) => ({ default: m.AlertEmailSection })),
);
