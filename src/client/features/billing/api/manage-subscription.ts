import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#client/lib/api-client.ts';
import type { BillingPeriod } from '#domain/billing/prices.ts';
import type { PaidPlanId } from '#domain/plans.ts';
import type { PlanChangePreview } from '#server/modules/billing/change-plan.ts';
import { refreshBilling } from './subscription.ts';

export type { PlanChangePreview };

type Target = { plan: PaidPlanId; billingPeriod: BillingPeriod; resumeRenewal?: boolean };

export const planChangePreviewQuery = (to: Target) =>
  queryOptions({
    queryKey: ['billing', 'change-preview', to.plan, to.billingPeriod],
    queryFn: () => api.post<PlanChangePreview>('/billing/change-plan/preview', to),
    staleTime: 0,
  });

export const usePlanChangePreview = (to: Target | null) =>
  useQuery({ ...planChangePreviewQuery(to ?? { plan: 'pro', billingPeriod: 'monthly' }), enabled: !!to });

export function useChangePlan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (to: Target) => api.post<PlanChangePreview>('/billing/change-plan', to),
    onSettled: () => refreshBilling(client),
  });
}

export function useCancelSubscription() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ status: string; currentPeriodEnd: string }>('/billing/cancel'),
    onSettled: () => refreshBilling(client),
  });
}

export const useBillingPortal = () =>
  useMutation({ mutationFn: () => api.post<{ url: string }>('/billing/portal') });
