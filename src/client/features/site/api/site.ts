import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#client/lib/api-client.ts';

type Localized = string | { en: string; fr: string };

export interface SiteInfo {
  name: string;
  legal: { editor: string | null; director: string | null; host: string | null };
  contact: { email: string | null; phone: string | null; address: string | null };
  payments: { provider: 'stripe' | 'test-checkout' | 'none' };
  stats: {
    sellerCount: number;
    sellerCountSource: 'operator' | 'database';
    reviewCount: number;
    averageRating: number | null;
  };
  testimonials: { name: string; role?: Localized; quote: Localized; rating?: number }[];
}

export const siteQuery = queryOptions({
  queryKey: ['site'],
  queryFn: () => api.get<SiteInfo>('/site'),
  staleTime: 5 * 60_000,
});

export const useSite = () => useQuery(siteQuery);

export const localized = (value: Localized | undefined, language: string) =>
  value === undefined
    ? undefined
    : typeof value === 'string'
      ? value
      : language.startsWith('fr')
        ? value.fr
        : value.en;
