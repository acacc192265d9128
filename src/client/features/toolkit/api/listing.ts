import { useMutation } from '@tanstack/react-query';
import type { ListingOptimization } from '../../../../server/modules/toolkit/optimize-listing.ts';
import { api } from '../../../lib/api-client.ts';

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
