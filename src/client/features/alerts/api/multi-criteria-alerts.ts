import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '#client/lib/api-client.ts';
import type { Criteria } from '#domain/alerts/alert-rules.ts';
import type { MarketplaceCode } from '#domain/marketplaces.ts';
import type { MultiCriteriaAlertView } from '#server/modules/alerts/manage-multi-criteria-alerts.ts';
import { useRefreshAlerts } from './refresh-alerts.ts';

export type MultiCriteriaAlert = MultiCriteriaAlertView;

export const multiCriteriaAlertsQuery = queryOptions({
  queryKey: ['alerts', 'multi-criteria'],
  queryFn: () => api.get<{ alerts: MultiCriteriaAlert[] }>('/alerts/multi-criteria'),
});
export const useMultiCriteriaAlerts = () => useQuery(multiCriteriaAlertsQuery);

export interface MultiCriteriaInput {
  name: string;
  asin: string;
  marketplace: MarketplaceCode;
  criteria: Criteria;
}

export function useSaveMultiCriteriaAlert() {
  const refresh = useRefreshAlerts();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: MultiCriteriaInput }) =>
      id
        ? api.patch<{ alert: MultiCriteriaAlert }>(`/alerts/multi-criteria/${id}`, {
            name: input.name,
            criteria: input.criteria,
          })
        : api.post<{ alert: MultiCriteriaAlert }>('/alerts/multi-criteria', input),
    onSettled: refresh,
  });
}

export function useToggleMultiCriteriaAlert() {
  const refresh = useRefreshAlerts();
  return useMutation({
    mutationFn: ({ id, enabled }: { id: string; enabled: boolean }) =>
      api.patch<{ alert: MultiCriteriaAlert }>(`/alerts/multi-criteria/${id}`, { enabled }),
    onSettled: refresh,
  });
}

export function useDeleteMultiCriteriaAlert() {
  const refresh = useRefreshAlerts();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/alerts/multi-criteria/${id}`),
    onSettled: refresh,
  });
}
