import { lazy } from 'react';

// Where the amazon UI appears. The registries (app/dashboard-panels.ts, app/settings-sections.ts,
// app/admin-sections.ts, app/landing-sections.ts, app/layout-widgets.ts) list these in display order.

/** A card of /settings (app/settings-sections.ts). */
export const amazonConnectionSettings = lazy(() =>
  import('./components/amazon-connection-card.tsx').then((m) => ({ default: m.AmazonConnectionCard })),
);
