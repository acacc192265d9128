import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#client/lib/api-client.ts';
import type { MarketplaceCode } from '#domain/marketplaces.ts';

export const PERIODS = ['7d', '30d', '90d', '1y'] as const;
export type Period = (typeof PERIODS)[number];

interface Figures {
  revenueMinor: number;
  units: number;
  orderItems: number;
  sessions: number;
  pageViews: number;
}

export interface Analytics {
  hasData: boolean;
  marketplaces: MarketplaceCode[];
  marketplace: MarketplaceCode | null;
  currency: string | null;
  period: { key: Period; start: string; end: string; days: number };
  latestDataDate: string | null;
  totals: (Figures & { averageOrderValueMinor: number | null; conversionRate: number | null }) | null;
  totalsSource: 'account' | 'products' | null;
  coverage: { start: string; end: string } | null;
  series: (Figures & { start: string; end: string })[];
  products: (Figures & {
    asin: string;
    title: string | null;
    sku: string | null;
    conversionRate: number | null;
    marginPercent: number | null;
  })[];
  traffic: {
    sessionsBrowser: number;
    sessionsMobile: number;
    pageViewsBrowser: number;
    pageViewsMobile: number;
  } | null;
  /** docs/seller-data.md "Margin": over the products with costs, with the share of revenue they cover. */
  margin: {
    value: number | null;
    reason: 'costs_unknown' | 'no_revenue' | null;
    revenueMinor: number;
    costsMinor: number;
    profitMinor: number;
    coverage: {
      products: number;
      productsWithCosts: number;
      totalRevenueMinor: number;
      revenueSharePercent: number | null;
    };
  };
  orders: {
    count: number;
    recent: {
      amazonOrderId: string;
      purchaseDate: string;
      status: string;
      totalMinor: number | null;
      currency: string | null;
    }[];
  };
}

export const analyticsQuery = (period: Period, marketplace: MarketplaceCode | undefined) =>
  queryOptions({
    queryKey: ['analytics', period, marketplace ?? 'default'],
    queryFn: () => api.get<Analytics>('/analytics', { query: { period, marketplace } }),
    placeholderData: keepPreviousData,
  });

export const useAnalytics = (period: Period, marketplace: MarketplaceCode | undefined, enabled = true) =>
  useQuery({ ...analyticsQuery(period, marketplace), enabled });
