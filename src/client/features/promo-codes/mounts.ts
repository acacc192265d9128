import { lazy } from 'react';

// Where the promo-codes UI appears. The registries (app/dashboard-panels.ts, app/settings-sections.ts,
// app/admin-sections.ts, app/landing-sections.ts, app/layout-widgets.ts) list these in display order.

/** A section of /admin (app/admin-sections.ts); the redemption box is on the pricing page (routes/pricing.tsx). */
export const promoCodesAdmin = lazy(() =>
  import('./components/admin-promo-codes-section.tsx').then((m) => ({ default: m.AdminPromoCodesSection })),
);
