import { useMutation } from '@tanstack/react-query';
import { call } from '#client/lib/api-client.ts';
import { type SeasonalQuery, toolkitApi } from '#contracts/toolkit.ts';

export type { SeasonalTrends } from '#contracts/toolkit.ts';

export const useSeasonalTrends = () =>
  useMutation({ mutationFn: (query: SeasonalQuery) => call(toolkitApi.seasonal, { query }) });
