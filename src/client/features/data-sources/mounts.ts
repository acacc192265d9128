import { lazy } from 'react';

// Where the data-sources UI appears. The registries (app/dashboard-panels.ts, app/settings-sections.ts,
// app/admin-sections.ts, app/landing-sections.ts, app/layout-widgets.ts) list these in display order.

/** A section of /admin (app/admin-sections.ts): the live market data sources. */
export const dataSourcesAdmin = lazy(() =>
  import('./components/data-sources-section.tsx').then((m) => ({ default: m.DataSourcesSection })),
);
