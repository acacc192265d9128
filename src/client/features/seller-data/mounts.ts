import { lazy } from 'react';

// Where the seller-data UI appears. The registries (dashboard/registry.ts, profile/settings-sections.ts,
// admin/registry.ts, routes/landing-sections.ts, app/layout-widgets.ts) list these in display order.

/** A card of /settings (profile/settings-sections.ts). */
export const sellerDataSettings = lazy(() =>
  import('./components/seller-data-card.tsx').then((m) => ({ default: m.SellerDataCard })),
);
