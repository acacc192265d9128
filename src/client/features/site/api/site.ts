import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#client/lib/api-client.ts';
import { type LocalizedText, siteApi } from '#contracts/site.ts';

export const siteQuery = queryOptions({
  queryKey: ['site'],
  queryFn: () => call(siteApi.get),
  staleTime: 5 * 60_000,
});

export const useSite = () => useQuery(siteQuery);

export const localized = (value: LocalizedText | undefined, language: string) =>
  value === undefined
    ? undefined
    : typeof value === 'string'
      ? value
      : language.startsWith('fr')
        ? value.fr
        : value.en;
