import { lazy } from 'react';
import type { DashboardPanel } from '#client/lib/mount-points.ts';

// Where the analytics UI appears. The registries (app/dashboard-panels.ts, app/settings-sections.ts,
// app/admin-sections.ts, app/landing-sections.ts, app/layout-widgets.ts) list these in display order.

export const analyticsPanel: DashboardPanel = {
  id: 'analytics',
  feature: 'analyticsDashboard',
  component: lazy(() =>
    import('./components/analytics-dashboard.tsx').then((m) => ({ default: m.AnalyticsDashboard })),
  ),
  wide: true,
  section: 'elite',
};
