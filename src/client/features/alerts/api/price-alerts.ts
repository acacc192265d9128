import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { call } from '#client/lib/api-client.ts';
import { alertsApi, type CreatePriceAlertBody, type UpdatePriceAlertBody } from '#contracts/alerts.ts';
import { useRefreshAlerts } from './refresh-alerts.ts';

export type { PriceAlert } from '#contracts/alerts.ts';

export const priceAlertsQuery = queryOptions({
  queryKey: ['alerts', 'price'],
  queryFn: () => call(alertsApi.listPrice),
});
export const usePriceAlerts = () => useQuery(priceAlertsQuery);

export function useCreatePriceAlert() {
  const refresh = useRefreshAlerts();
  return useMutation({
    mutationFn: (body: CreatePriceAlertBody) => call(alertsApi.createPrice, { body }),
    onSettled: refresh,
  });
}

export function useUpdatePriceAlert() {
  const refresh = useRefreshAlerts();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string } & UpdatePriceAlertBody) =>
      call(alertsApi.updatePrice, { params: { id }, body }),
    onSettled: refresh,
  });
}

export function useDeletePriceAlert() {
  const refresh = useRefreshAlerts();
  return useMutation({
    mutationFn: (id: string) => call(alertsApi.removePrice, { params: { id } }),
    onSettled: refresh,
  });
}
