import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '#client/lib/api-client.ts';
import type { AlertCondition } from '#domain/alerts/alert-rules.ts';
import type { MarketplaceCode } from '#domain/marketplaces.ts';
import type { PriceAlertView } from '#server/modules/alerts/manage-price-alerts.ts';
import { useRefreshAlerts } from './refresh-alerts.ts';

export type PriceAlert = PriceAlertView;

export const priceAlertsQuery = queryOptions({
  queryKey: ['alerts', 'price'],
  queryFn: () => api.get<{ alerts: PriceAlert[] }>('/alerts/price'),
});
export const usePriceAlerts = () => useQuery(priceAlertsQuery);

export interface NewPriceAlert {
  asin: string;
  marketplace: MarketplaceCode;
  targetPriceCents: number;
  condition: AlertCondition;
}

export function useCreatePriceAlert() {
  const refresh = useRefreshAlerts();
  return useMutation({
    mutationFn: (input: NewPriceAlert) => api.post<{ alert: PriceAlert }>('/alerts/price', input),
    onSettled: refresh,
  });
}

export function useUpdatePriceAlert() {
  const refresh = useRefreshAlerts();
  return useMutation({
    mutationFn: ({
      id,
      ...changes
    }: {
      id: string;
      targetPriceCents?: number;
      condition?: AlertCondition;
      enabled?: boolean;
    }) => api.patch<{ alert: PriceAlert }>(`/alerts/price/${id}`, changes),
    onSettled: refresh,
  });
}

export function useDeletePriceAlert() {
  const refresh = useRefreshAlerts();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/alerts/price/${id}`),
    onSettled: refresh,
  });
}
