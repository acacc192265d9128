import { lazy } from 'react';

// Where the promo-codes UI appears. The registries (dashboard/registry.ts, profile/settings-sections.ts,
// admin/registry.ts, routes/landing-sections.ts, app/layout-widgets.ts) list these in display order.

/** A section of /admin (admin/registry.ts); the redemption box is on the pricing page (routes/pricing.tsx). */
export const promoCodesAdmin = lazy(() =>
  import('./components/admin-promo-codes-section.tsx').then((m) => ({ default: m.AdminPromoCodesSection })),
);
