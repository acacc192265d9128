import { lazy } from 'react';

// Where the data-sources UI appears. The registries (dashboard/registry.ts, profile/settings-sections.ts,
// admin/registry.ts, routes/landing-sections.ts, app/layout-widgets.ts) list these in display order.

/** A section of /admin (admin/registry.ts): the live market data sources. */
export const dataSourcesAdmin = lazy(() =>
  import('./components/data-sources-section.tsx').then((m) => ({ default: m.DataSourcesSection })),
);
