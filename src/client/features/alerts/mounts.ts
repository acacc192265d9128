import { lazy } from 'react';
import type { DashboardPanel } from '#client/lib/mount-points.ts';

// Where the alerts UI appears. The registries (app/dashboard-panels.ts, app/settings-sections.ts,
// app/admin-sections.ts, app/landing-sections.ts, app/layout-widgets.ts) list these in display order.

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
/** A card of /settings (app/settings-sections.ts). */
export const alertEmailSettings = lazy(() =>
  import('./components/alert-email-section.tsx').then((m) => ({ default: m.AlertEmailSection })),
);
