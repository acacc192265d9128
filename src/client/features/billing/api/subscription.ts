import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { useSession } from '#client/features/auth/index.ts';
import { call } from '#client/lib/api-client.ts';
import { billingApi } from '#contracts/billing.ts';
import { usageQuery } from './usage.ts';

export type { SubscriptionView } from '#contracts/billing.ts';

export const subscriptionQuery = queryOptions({
  queryKey: ['billing', 'subscription'],
  queryFn: () => call(billingApi.subscription),
});

/** The signed-in user's subscription (disabled while signed out). */
export function useSubscription() {
  const { user } = useSession();
  return useQuery({ ...subscriptionQuery, enabled: !!user });
}

/** After anything that may change the plan: reload the subscription, the usage and the plan gates. */
export function refreshBilling(client: QueryClient) {
  void client.invalidateQueries({ queryKey: ['billing'] });
  void client.invalidateQueries({ queryKey: usageQuery.queryKey });
}
