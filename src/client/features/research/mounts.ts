import { lazy } from 'react';
import type { DashboardPanel } from '#client/lib/mount-points.ts';

// Where the research UI appears. The registries (app/dashboard-panels.ts, app/settings-sections.ts,
// app/admin-sections.ts, app/landing-sections.ts, app/layout-widgets.ts) list these in display order.

export const searchHistoryPanel: DashboardPanel = {
  id: 'search-history',
  component: lazy(() =>
    import('./components/search-history-panel.tsx').then((m) => ({ default: m.SearchHistoryPanel })),
  ),
  section: 'account',
};

export const favouritesPanel: DashboardPanel = {
  id: 'favourites',
  component: lazy(() =>
    import('./components/favourites-panel.tsx').then((m) => ({ default: m.FavouritesPanel })),
  ),
  section: 'account',
};
