import type { DashboardPanel } from '../dashboard/registry.ts';
import { BillingHistoryCard } from './components/billing-history-card.tsx';
import { SubscriptionPanel } from './components/subscription-panel.tsx';
import { UsageMeterPanel } from './components/usage-meter-panel.tsx';

// Where the billing UI appears. The registries (dashboard/registry.ts, profile/settings-sections.ts,
// admin/registry.ts, routes/landing-sections.ts, app/layout-widgets.ts) list these in display order.

export const subscriptionPanel: DashboardPanel = {
  id: 'subscription',
  component: SubscriptionPanel,
  section: 'account',
};
export const usageMeterPanel: DashboardPanel = {
  id: 'usage-meter',
  component: UsageMeterPanel,
  section: 'account',
};

/** Card of /settings: payments, plan changes, promo codes used and the payment service's receipts. */
export const billingHistorySettings = BillingHistoryCard;
