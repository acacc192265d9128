import { lazy } from 'react';
import type { DashboardPanel } from '../dashboard/registry.ts';

// Where the analytics UI appears. The registries (dashboard/registry.ts, profile/settings-sections.ts,
// admin/registry.ts, routes/landing-sections.ts, app/layout-widgets.ts) list these in display order.

export const analyticsPanel: DashboardPanel = {
  id: 'analytics',
  feature: 'analyticsDashboard',
  component: lazy(() =>
    import('./components/analytics-dashboard.tsx').then((m) => ({ default: m.AnalyticsDashboard })),
  ),
  wide: true,
  section: 'elite',
};
