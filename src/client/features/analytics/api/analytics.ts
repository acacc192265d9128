import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#client/lib/api-client.ts';
import { ANALYTICS_PERIOD_KEYS, type AnalyticsPeriod, analyticsApi } from '#contracts/analytics.ts';
import type { MarketplaceCode } from '#domain/marketplaces.ts';

export type { Analytics } from '#contracts/analytics.ts';
export const PERIODS = ANALYTICS_PERIOD_KEYS;
export type Period = AnalyticsPeriod;

export const analyticsQuery = (period: Period, marketplace: MarketplaceCode | undefined) =>
  queryOptions({
    queryKey: ['analytics', period, marketplace ?? 'default'],
    queryFn: () => call(analyticsApi.get, { query: { period, marketplace } }),
    placeholderData: keepPreviousData,
  });

export const useAnalytics = (period: Period, marketplace: MarketplaceCode | undefined, enabled = true) =>
  useQuery({ ...analyticsQuery(period, marketplace), enabled });
