import { useMutation } from '@tanstack/react-query';
import { call } from '#client/lib/api-client.ts';
import { type MultiMarketQuery, toolkitApi } from '#contracts/toolkit.ts';

export type { MultiMarketAnalysis } from '#contracts/toolkit.ts';

export const useMultiMarket = () =>
  useMutation({ mutationFn: (query: MultiMarketQuery) => call(toolkitApi.multiMarket, { query }) });
