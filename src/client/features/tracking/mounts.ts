import type { DashboardPanel } from '../dashboard/registry.ts';
import { TrackingPanel } from './components/tracking-panel.tsx';

// Where the tracking UI appears. The registries (dashboard/registry.ts, profile/settings-sections.ts,
// admin/registry.ts, routes/landing-sections.ts, app/layout-widgets.ts) list these in display order.

export const trackingPanel: DashboardPanel = {
  id: 'competitor-tracking',
  component: TrackingPanel,
  wide: true,
  section: 'starter',
};
