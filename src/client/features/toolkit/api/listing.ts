import { useMutation } from '@tanstack/react-query';
import { api } from '#client/lib/api-client.ts';
import type { ListingOptimization } from '#server/modules/toolkit/optimize-listing.ts';

export interface ListingInput {
  asin: string;
  title: string;
  bullets: string[];
  description: string;
  searchTerms: string;
  keywords: string[];
  brand: string;
  usp: string;
}

export const useOptimizeListing = () =>
  useMutation({
    mutationFn: (input: ListingInput) => api.post<ListingOptimization>('/toolkit/listing/optimize', input),
  });
