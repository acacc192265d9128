import { lazy } from 'react';

// Where the review of held observations appears. The registries (dashboard/registry.ts,
// profile/settings-sections.ts, admin/registry.ts, routes/landing-sections.ts,
// app/layout-widgets.ts) list these in display order.

/** A section of /admin (admin/registry.ts). */
export const heldObservationsAdmin = lazy(() =>
  import('./components/held-observations-section.tsx').then((m) => ({ default: m.HeldObservationsSection })),
);
