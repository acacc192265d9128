import { useMutation } from '@tanstack/react-query';
import { call } from '#client/lib/api-client.ts';
import { type ListingInput, toolkitApi } from '#contracts/toolkit.ts';

export type { ListingInput, ListingOptimization } from '#contracts/toolkit.ts';

export const useOptimizeListing = () =>
  useMutation({ mutationFn: (body: ListingInput) => call(toolkitApi.optimizeListing, { body }) });
