import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '#client/lib/api-client.ts';
import { type InventoryForecastInput, toolkitApi } from '#contracts/toolkit.ts';

export type { InventoryForecastInput, InventoryForecastView } from '#contracts/toolkit.ts';

export const forecastsQuery = queryOptions({
  queryKey: ['toolkit', 'inventory-forecasts'],
  queryFn: () => call(toolkitApi.forecasts),
});

export const useForecasts = (enabled = true) => useQuery({ ...forecastsQuery, enabled });

export function useRunForecast() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: InventoryForecastInput) => call(toolkitApi.runForecast, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: forecastsQuery.queryKey }),
  });
}

export function useDeleteForecast() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(toolkitApi.removeForecast, { params: { id } }),
    onSettled: () => client.invalidateQueries({ queryKey: forecastsQuery.queryKey }),
  });
}
