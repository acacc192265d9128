import type { DashboardPanel } from '../dashboard/registry.ts';
import { AnalyticsDashboard } from './components/analytics-dashboard.tsx';

// Where the analytics UI appears. The registries (dashboard/registry.ts, profile/settings-sections.ts,
// admin/registry.ts, routes/landing-sections.ts, app/layout-widgets.ts) list these in display order.

export const analyticsPanel: DashboardPanel = {
  id: 'analytics',
  component: AnalyticsDashboard,
  wide: true,
  section: 'elite',
};
