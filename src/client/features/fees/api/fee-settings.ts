import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '#client/lib/api-client.ts';
import { type FeeSettingsBody, feesApi } from '#contracts/fees.ts';

export type { FeeSettings, FeeSettingsBody } from '#contracts/fees.ts';

export const feeSettingsQuery = queryOptions({
  queryKey: ['fees', 'settings'],
  queryFn: () => call(feesApi.settings),
});
export const useFeeSettings = () => useQuery(feeSettingsQuery);

/** Saving changes every fee and margin Scout shows: the pages showing them are read again. */
export function useSaveFeeSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: FeeSettingsBody) => call(feesApi.saveSettings, { body }),
    onSuccess: (s) => {
      client.setQueryData(feeSettingsQuery.queryKey, s);
      void client.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'fees' });
    },
  });
}
