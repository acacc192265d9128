import { lazy } from 'react';
import type { DashboardPanel } from '#client/lib/mount-points.ts';

// Where the tracking UI appears. The registries (app/dashboard-panels.ts, app/settings-sections.ts,
// app/admin-sections.ts, app/landing-sections.ts, app/layout-widgets.ts) list these in display order.

export const trackingPanel: DashboardPanel = {
  id: 'competitor-tracking',
  feature: 'competitorTracking',
  component: lazy(() =>
    import('./components/tracking-panel.tsx').then((m) => ({ default: m.TrackingPanel })),
  ),
  wide: true,
  section: 'starter',
};
