import { lazy } from 'react';
import type { DashboardPanel } from '#client/lib/mount-points.ts';

// Where the keyword research UI appears. The registries of app/ (dashboard-panels.ts) list these in
// display order.

export const monitoredKeywordsPanel: DashboardPanel = {
  id: 'monitored-keywords',
  component: lazy(() =>
    import('./components/monitored-keywords-panel.tsx').then((m) => ({ default: m.MonitoredKeywordsPanel })),
  ),
  section: 'account',
};
