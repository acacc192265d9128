import { lazy } from 'react';
import type { DashboardPanel } from '#client/lib/mount-points.ts';

// Where the billing UI appears. The registries (app/dashboard-panels.ts, app/settings-sections.ts,
// app/admin-sections.ts, app/landing-sections.ts, app/layout-widgets.ts) list these in display order.

export const subscriptionPanel: DashboardPanel = {
  id: 'subscription',
  component: lazy(() =>
    import('./components/subscription-panel.tsx').then((m) => ({ default: m.SubscriptionPanel })),
  ),
  section: 'account',
};
export const usageMeterPanel: DashboardPanel = {
  id: 'usage-meter',
  component: lazy(() =>
    import('./components/usage-meter-panel.tsx').then((m) => ({ default: m.UsageMeterPanel })),
  ),
  section: 'account',
};

/** Card of /settings: payments, plan changes, promo codes used and the payment service's receipts. */
export const billingHistorySettings = lazy(() =>
  import('./components/billing-history-card.tsx').then((m) => ({ default: m.BillingHistoryCard })),
);
