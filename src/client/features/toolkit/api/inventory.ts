import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '#client/lib/api-client.ts';
import { type InventoryForecastInput, inventoryForecastsApi } from '#contracts/inventory-forecasts.ts';

export type { InventoryForecastInput, InventoryForecastView } from '#contracts/inventory-forecasts.ts';

export const forecastsQuery = queryOptions({
  queryKey: ['toolkit', 'inventory-forecasts'],
  queryFn: () => call(inventoryForecastsApi.forecasts),
});

export const useForecasts = (enabled = true) => useQuery({ ...forecastsQuery, enabled });

export function useRunForecast() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: InventoryForecastInput) => call(inventoryForecastsApi.runForecast, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: forecastsQuery.queryKey }),
  });
}

export function useDeleteForecast() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(inventoryForecastsApi.removeForecast, { params: { id } }),
    onSettled: () => client.invalidateQueries({ queryKey: forecastsQuery.queryKey }),
  });
}
