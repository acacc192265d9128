import { useMutation } from '@tanstack/react-query';
import { call } from '#client/lib/api-client.ts';
import { aiApi, type ListingRequest } from '#contracts/ai.ts';

export type { GeneratedListing, ListingRequest } from '#contracts/ai.ts';

export const useGenerateListing = () =>
  useMutation({ mutationFn: (body: ListingRequest) => call(aiApi.generateListing, { body }) });
