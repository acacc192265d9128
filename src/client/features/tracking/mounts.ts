import { lazy } from 'react';
import type { DashboardPanel } from '../dashboard/registry.ts';

// Where the tracking UI appears. The registries (dashboard/registry.ts, profile/settings-sections.ts,
// admin/registry.ts, routes/landing-sections.ts, app/layout-widgets.ts) list these in display order.

export const trackingPanel: DashboardPanel = {
  id: 'competitor-tracking',
  feature: 'competitorTracking',
  component: lazy(() =>
    import('./components/tracking-panel.tsx').then((m) => ({ default: m.TrackingPanel })),
  ),
  wide: true,
  section: 'starter',
};
