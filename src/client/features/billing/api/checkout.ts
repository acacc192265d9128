import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '#client/lib/api-client.ts';
import { billingApi, type CheckoutRequest } from '#contracts/billing.ts';
import { refreshBilling } from './subscription.ts';

export type { CheckoutRequest, CheckoutView } from '#contracts/billing.ts';

export const useStartCheckout = () =>
  useMutation({
    mutationFn: (input: CheckoutRequest) => call(billingApi.checkout, { body: input }),
  });

export const checkoutQuery = (id: string, poll = false) =>
  queryOptions({
    queryKey: ['billing', 'checkout', id],
    queryFn: () => call(billingApi.getCheckout, { params: { id } }),
    refetchInterval: (q) => (poll && q.state.data?.status === 'open' ? 2000 : false),
  });

export const useCheckout = (id: string, o: { poll?: boolean } = {}) => useQuery(checkoutQuery(id, o.poll));

/** Test mode only: "pay" or drop the order on the built-in checkout page. */
export function useTestCheckoutAction(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (action: 'confirm' | 'cancel'): Promise<{ status: string }> =>
      action === 'confirm'
        ? call(billingApi.confirmTestCheckout, { params: { id } })
        : call(billingApi.cancelTestCheckout, { params: { id } }),
    onSettled: () => refreshBilling(client),
  });
}
