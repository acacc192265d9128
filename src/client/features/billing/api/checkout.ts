import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#client/lib/api-client.ts';
import type { BillingPeriod, PaymentMethod, PaymentMode } from '#domain/billing/prices.ts';
import type { PaidPlanId } from '#domain/plans.ts';
import type { CheckoutView } from '#server/modules/billing/get-checkout.ts';
import { refreshBilling } from './subscription.ts';

export type { CheckoutView };

export interface CheckoutRequest {
  plan: PaidPlanId;
  mode: PaymentMode;
  billingPeriod: BillingPeriod;
  paymentMethod: PaymentMethod;
  acceptTerms: true;
}

export const useStartCheckout = () =>
  useMutation({
    mutationFn: (input: CheckoutRequest) =>
      api.post<{ checkoutId: string; url: string }>('/billing/checkout', input),
  });

export const checkoutQuery = (id: string, poll = false) =>
  queryOptions({
    queryKey: ['billing', 'checkout', id],
    queryFn: () => api.get<CheckoutView>(`/billing/checkout/${id}`),
    refetchInterval: (q) => (poll && q.state.data?.status === 'open' ? 2000 : false),
  });

export const useCheckout = (id: string, o: { poll?: boolean } = {}) => useQuery(checkoutQuery(id, o.poll));

/** Test mode only: "pay" or drop the order on the built-in checkout page. */
export function useTestCheckoutAction(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: 'confirm' | 'cancel') =>
      api.post<{ status: 'completed' | 'canceled' }>(`/billing/test-checkout/${id}/${action}`),
    onSettled: () => refreshBilling(client),
  });
}
