import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#client/lib/api-client.ts';
import { billingHistoryApi } from '#contracts/billing-history.ts';
import { type CheckoutOrder, checkoutTermsApi } from '#contracts/checkout-terms.ts';

// Under the 'billing' key: refreshBilling() reloads them after any purchase or change.
export const billingHistoryQuery = queryOptions({
  queryKey: ['billing', 'history'],
  queryFn: () => call(billingHistoryApi.get),
});

export const useBillingHistory = () => useQuery(billingHistoryQuery);

/** What buying `order` now would charge, credit and give (null: nothing to ask yet). */
export const useCheckoutTerms = (order: CheckoutOrder | null) =>
  useQuery({
    queryKey: ['billing', 'terms', order?.plan, order?.mode, order?.billingPeriod],
    queryFn: () => call(checkoutTermsApi.get, { query: order as CheckoutOrder }),
    enabled: !!order,
    staleTime: 0,
    retry: false,
  });
