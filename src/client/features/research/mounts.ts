import type { DashboardPanel } from '../dashboard/registry.ts';
import { FavouritesPanel } from './components/favourites-panel.tsx';
import { MonitoredKeywordsPanel } from './components/monitored-keywords-panel.tsx';
import { SearchHistoryPanel } from './components/search-history-panel.tsx';

// Where the research UI appears. The registries (dashboard/registry.ts, profile/settings-sections.ts,
// admin/registry.ts, routes/landing-sections.ts, app/layout-widgets.ts) list these in display order.

export const searchHistoryPanel: DashboardPanel = {
  id: 'search-history',
  component: SearchHistoryPanel,
  section: 'account',
};

export const favouritesPanel: DashboardPanel = {
  id: 'favourites',
  component: FavouritesPanel,
  section: 'account',
};

export const monitoredKeywordsPanel: DashboardPanel = {
  id: 'monitored-keywords',
  component: MonitoredKeywordsPanel,
  section: 'account',
};
