import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#client/lib/api-client.ts';
import type { InventoryForecastView } from '#server/modules/toolkit/forecast-inventory.ts';

export type { InventoryForecastView };

export interface InventoryForecastInput {
  asin: string;
  productName: string;
  currentStock: number;
  avgDailySales: number;
  priceCents: number | null;
  leadTime: string;
  serviceLevel: number;
}

export const forecastsQuery = queryOptions({
  queryKey: ['toolkit', 'inventory-forecasts'],
  queryFn: () => api.get<{ forecasts: InventoryForecastView[] }>('/toolkit/inventory/forecasts'),
});

export const useForecasts = (enabled = true) => useQuery({ ...forecastsQuery, enabled });

export function useRunForecast() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: InventoryForecastInput) =>
      api.post<{ forecast: InventoryForecastView }>('/toolkit/inventory/forecasts', input),
    onSuccess: () => client.invalidateQueries({ queryKey: forecastsQuery.queryKey }),
  });
}

export function useDeleteForecast() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/toolkit/inventory/forecasts/${id}`),
    onSettled: () => client.invalidateQueries({ queryKey: forecastsQuery.queryKey }),
  });
}
