import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '#client/lib/api-client.ts';
import { billingApi, type PlanChangeTarget as Target } from '#contracts/billing.ts';
import { refreshBilling } from './subscription.ts';

export type { PlanChangePreview } from '#contracts/billing.ts';

export const planChangePreviewQuery = (to: Target) =>
  queryOptions({
    queryKey: ['billing', 'change-preview', to.plan, to.billingPeriod],
    queryFn: () => call(billingApi.previewPlanChange, { body: to }),
    staleTime: 0,
  });

export const usePlanChangePreview = (to: Target | null) =>
  useQuery({ ...planChangePreviewQuery(to ?? { plan: 'pro', billingPeriod: 'monthly' }), enabled: !!to });

export function useChangePlan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (to: Target) => call(billingApi.changePlan, { body: to }),
    onSettled: () => refreshBilling(client),
  });
}

export function useCancelSubscription() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(billingApi.cancel),
    onSettled: () => refreshBilling(client),
  });
}

export const useBillingPortal = () => useMutation({ mutationFn: () => call(billingApi.portal) });
