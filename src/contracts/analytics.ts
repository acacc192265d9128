import * as z from 'zod/mini';
import { MARKETPLACE_CODES } from '#domain/marketplaces.ts';
import { fractionalMinorAmount, isoDate } from './common.ts';
import { defineApi } from './define.ts';

/** The periods the analytics dashboard offers, in days. */
export const ANALYTICS_PERIODS = { '7d': 7, '30d': 30, '90d': 90, '1y': 365 } as const;
export type AnalyticsPeriod = keyof typeof ANALYTICS_PERIODS;
export const ANALYTICS_PERIOD_KEYS = Object.keys(ANALYTICS_PERIODS) as [
  AnalyticsPeriod,
  ...AnalyticsPeriod[],
];

const marketplace = z.enum(MARKETPLACE_CODES);

const figures = {
  revenueMinor: fractionalMinorAmount,
  units: z.number(),
  orderItems: z.number(),
  sessions: z.number(),
  pageViews: z.number(),
};

export const analytics = z.object({
  /** Whether the user has any sales and traffic data at all (else: connect or import). */
  hasData: z.boolean(),
  marketplaces: z.array(marketplace),
  marketplace: z.nullable(marketplace),
  currency: z.nullable(z.string()),
  period: z.object({ key: z.enum(ANALYTICS_PERIOD_KEYS), start: isoDate, end: isoDate, days: z.number() }),
  /** Last day with data in this marketplace (may be before the period). */
  latestDataDate: z.nullable(isoDate),
  totals: z.nullable(
    z.object({
      ...figures,
      averageOrderValueMinor: z.nullable(fractionalMinorAmount),
      conversionRate: z.nullable(z.number()),
    }),
  ),
  /** account: "by date" reports or the sync; products: sum of the per-product report. */
  totalsSource: z.nullable(z.enum(['account', 'products'])),
  /** Dates actually covered by the figures (only periods entirely inside the window count). */
  coverage: z.nullable(z.object({ start: isoDate, end: isoDate })),
  series: z.array(z.object({ ...figures, start: isoDate, end: isoDate })),
  products: z.array(
    z.object({
      ...figures,
      asin: z.string(),
      title: z.nullable(z.string()),
      sku: z.nullable(z.string()),
      conversionRate: z.nullable(z.number()),
      /** The product's margin in percent when its costs are known (docs/seller-data.md "Margin"). */
      marginPercent: z.nullable(z.number()),
    }),
  ),
  traffic: z.nullable(
    z.object({
      sessionsBrowser: z.number(),
      sessionsMobile: z.number(),
      pageViewsBrowser: z.number(),
      pageViewsMobile: z.number(),
    }),
  ),
  /** Margin over the products whose costs the seller entered (/api/product-costs), with its coverage. */
  margin: z.object({
    value: z.nullable(z.number()),
    reason: z.nullable(z.enum(['costs_unknown', 'no_revenue'])),
    revenueMinor: fractionalMinorAmount,
    costsMinor: fractionalMinorAmount,
    profitMinor: fractionalMinorAmount,
    coverage: z.object({
      products: z.number(),
      productsWithCosts: z.number(),
      totalRevenueMinor: fractionalMinorAmount,
      revenueSharePercent: z.nullable(z.number()),
    }),
  }),
  orders: z.object({
    count: z.number(),
    recent: z.array(
      z.object({
        amazonOrderId: z.string(),
        purchaseDate: z.string(),
        status: z.string(),
        totalMinor: z.nullable(fractionalMinorAmount),
        currency: z.nullable(z.string()),
      }),
    ),
  }),
});
export type Analytics = z.output<typeof analytics>;

/** The analytics dashboard (elite): figures from the seller's own stored data. */
export const analyticsApi = defineApi('/analytics', {
  get: {
    method: 'GET',
    path: '/',
    query: z.object({
      period: z._default(z.enum(ANALYTICS_PERIOD_KEYS), '30d'),
      marketplace: z.optional(marketplace),
    }),
    response: analytics,
  },
});
