import type { DashboardPanel } from '../dashboard/registry.ts';
import { SearchHistoryPanel } from './components/search-history-panel.tsx';

// Where the research UI appears. The registries (dashboard/registry.ts, profile/settings-sections.ts,
// admin/registry.ts, routes/landing-sections.ts, app/layout-widgets.ts) list these in display order.

export const searchHistoryPanel: DashboardPanel = {
  id: 'search-history',
  component: SearchHistoryPanel,
  section: 'account',
};
