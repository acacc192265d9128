import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { call } from '#client/lib/api-client.ts';
import { alertsApi, type CreateMultiCriteriaBody } from '#contracts/alerts.ts';
import { useRefreshAlerts } from './refresh-alerts.ts';

export type { MultiCriteriaAlert } from '#contracts/alerts.ts';

export const multiCriteriaAlertsQuery = queryOptions({
  queryKey: ['alerts', 'multi-criteria'],
  queryFn: () => call(alertsApi.listMulti),
});
export const useMultiCriteriaAlerts = () => useQuery(multiCriteriaAlertsQuery);

export function useSaveMultiCriteriaAlert() {
  const refresh = useRefreshAlerts();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: CreateMultiCriteriaBody }) =>
      id
        ? call(alertsApi.updateMulti, {
            params: { id },
            body: { name: input.name, criteria: input.criteria },
          })
        : call(alertsApi.createMulti, { body: input }),
    onSettled: refresh,
  });
}

export function useToggleMultiCriteriaAlert() {
  const refresh = useRefreshAlerts();
  return useMutation({
    mutationFn: ({ id, enabled }: { id: string; enabled: boolean }) =>
      call(alertsApi.updateMulti, { params: { id }, body: { enabled } }),
    onSettled: refresh,
  });
}

export function useDeleteMultiCriteriaAlert() {
  const refresh = useRefreshAlerts();
  return useMutation({
    mutationFn: (id: string) => call(alertsApi.removeMulti, { params: { id } }),
    onSettled: refresh,
  });
}
