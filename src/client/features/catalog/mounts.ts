import { lazy } from 'react';

// Where the catalog UI appears. The registries (app/dashboard-panels.ts, app/settings-sections.ts,
// app/admin-sections.ts, app/landing-sections.ts, app/layout-widgets.ts) list these in display order.

/** A section of /admin (app/admin-sections.ts). */
export const catalogImportAdmin = lazy(() =>
  import('./components/catalog-import-section.tsx').then((m) => ({ default: m.CatalogImportSection })),
);
