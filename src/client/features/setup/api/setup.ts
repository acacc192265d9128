import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { call } from '#client/lib/api-client.ts';
import { setupApi } from '#contracts/setup.ts';

export const setupQuery = queryOptions({ queryKey: ['admin', 'setup'], queryFn: () => call(setupApi.get) });

export const useSetupStatus = (enabled = true) => useQuery({ ...setupQuery, enabled });

export const useSendTestEmail = () => useMutation({ mutationFn: () => call(setupApi.testEmail) });
