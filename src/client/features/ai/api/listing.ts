import { useMutation } from '@tanstack/react-query';
import { api } from '#client/lib/api-client.ts';
import type { AnswerEngine } from './support-chat.ts';

export interface ListingRequest {
  productName?: string;
  asin?: string;
  keywords: string[];
  language: 'en' | 'fr';
}

export interface GeneratedListing {
  title: string;
  bullets: string[];
  description: string;
  coveredKeywords: string[];
  missingKeywords: string[];
  engine: AnswerEngine;
}

export const useGenerateListing = () =>
  useMutation({ mutationFn: (body: ListingRequest) => api.post<GeneratedListing>('/ai/listing', body) });
