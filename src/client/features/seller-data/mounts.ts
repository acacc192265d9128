import { lazy } from 'react';

// Where the seller-data UI appears. The registries (app/dashboard-panels.ts, app/settings-sections.ts,
// app/admin-sections.ts, app/landing-sections.ts, app/layout-widgets.ts) list these in display order.

/** A card of /settings (app/settings-sections.ts). */
export const sellerDataSettings = lazy(() =>
  import('./components/seller-data-card.tsx').then((m) => ({ default: m.SellerDataCard })),
);
