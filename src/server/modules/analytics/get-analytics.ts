import { and, desc, eq, gte, lte, max, sql, sum } from 'drizzle-orm';
import type { Analytics, AnalyticsPeriod } from '#contracts/analytics.ts';
import { MARKETPLACES, type MarketplaceCode } from '#domain/marketplaces.ts';
import { type MinorUnits, minorUnits, minorUnitsOrNull } from '#domain/money.ts';
import {
  type MarginOptions,
  productMarginPercent,
  sellerMargin,
} from '#domain/profitability/seller-margin.ts';
import type { Db } from '#server/db/client.ts';
import { sellerAccountTraffic, sellerAsinTraffic, sellerOrders } from '#server/db/schema/index.ts';
import type { SqlRow } from '#server/db/sql-row.ts';
import { vatInSellerSales } from '#server/modules/fees/index.ts';
import { salesWithCosts } from '#server/modules/product-costs/index.ts';
import { conversionRate, periodWindow } from './analytics-period.ts';

type Figures = Pick<
  Analytics['series'][number],
  'revenueMinor' | 'units' | 'orderItems' | 'sessions' | 'pageViews'
>;

const PRODUCT_LIMIT = 20;

const marginOf = (
  products: Parameters<typeof sellerMargin>[0],
  o: MarginOptions = {},
): Analytics['margin'] => {
  const { marginPercent, ...rest } = sellerMargin(products, o);
  return { value: marginPercent, ...rest };
};

const figureColumns = <T extends typeof sellerAsinTraffic | typeof sellerAccountTraffic>(t: T) => ({
  revenueMinor: sql<MinorUnits>`coalesce(${sum(t.orderedSalesMinor)}, 0)::float8`,
  units: sql<number>`coalesce(${sum(t.unitsOrdered)}, 0)::int`,
  orderItems: sql<number>`coalesce(${sum(t.totalOrderItems)}, 0)::int`,
  sessions: sql<number>`coalesce(${sum(t.sessions)}, 0)::int`,
  pageViews: sql<number>`coalesce(${sum(t.pageViews)}, 0)::int`,
  sessionsBrowser: sql<number | null>`${sum(t.sessionsBrowser)}::int`,
  sessionsMobile: sql<number | null>`${sum(t.sessionsMobile)}::int`,
  pageViewsBrowser: sql<number | null>`${sum(t.pageViewsBrowser)}::int`,
  pageViewsMobile: sql<number | null>`${sum(t.pageViewsMobile)}::int`,
});

/** Sales, traffic and orders of the seller's own data for one marketplace and period. */
export async function getAnalytics(o: {
  db: Db;
  userId: string;
  period: AnalyticsPeriod;
  marketplace?: MarketplaceCode;
  now: Date;
}): Promise<Analytics> {
  const period = periodWindow(o.period, o.now);
  const latest = await o.db.execute<SqlRow<typeof sellerAsinTraffic, 'marketplace'> & { latest: string }>(sql`
    select marketplace, max(period_end)::text as latest from (
      select marketplace, period_end from ${sellerAsinTraffic} where user_id = ${o.userId}
      union all
      select marketplace, period_end from ${sellerAccountTraffic} where user_id = ${o.userId}
    ) d group by marketplace order by max(period_end) desc`);
  const marketplaces = latest.rows.map((r) => r.marketplace);
  const marketplace =
    o.marketplace && marketplaces.includes(o.marketplace) ? o.marketplace : (marketplaces[0] ?? null);
  const empty: Analytics = {
    hasData: marketplaces.length > 0,
    marketplaces,
    marketplace,
    currency: marketplace ? MARKETPLACES[marketplace].currency : null,
    period,
    latestDataDate: latest.rows.find((r) => r.marketplace === marketplace)?.latest ?? null,
    totals: null,
    totalsSource: null,
    coverage: null,
    series: [],
    products: [],
    traffic: null,
    margin: marginOf([]),
    orders: { count: 0, recent: [] },
  };
  if (!marketplace) return empty;

  const inWindow = <T extends typeof sellerAsinTraffic | typeof sellerAccountTraffic>(t: T) =>
    and(
      eq(t.userId, o.userId),
      eq(t.marketplace, marketplace),
      gte(t.periodStart, period.start),
      lte(t.periodEnd, period.end),
    );

  /** The table's figures of the window, one row a reported period, oldest first. */
  const periodSeries = <T extends typeof sellerAsinTraffic | typeof sellerAccountTraffic>(t: T) =>
    o.db
      .select({ start: t.periodStart, end: t.periodEnd, ...figureColumns(t) })
      // from() is typed for one table, not a choice of two; the columns selected are named above.
      .from(t as typeof sellerAccountTraffic)
      .where(inWindow(t))
      .groupBy(t.periodStart, t.periodEnd)
      .orderBy(t.periodStart);

  const [accountSeries, asinSeries, products, orderCount, recentOrders, costed] = await Promise.all([
    periodSeries(sellerAccountTraffic),
    periodSeries(sellerAsinTraffic),
    o.db
      .select({
        asin: sellerAsinTraffic.asin,
        title: max(sellerAsinTraffic.title),
        sku: max(sellerAsinTraffic.sku),
        ...figureColumns(sellerAsinTraffic),
      })
      .from(sellerAsinTraffic)
      .where(inWindow(sellerAsinTraffic))
      .groupBy(sellerAsinTraffic.asin)
      .orderBy(desc(sql`sum(${sellerAsinTraffic.orderedSalesMinor})`), sellerAsinTraffic.asin)
      .limit(PRODUCT_LIMIT),
    o.db
      .select({ n: sql<number>`count(*)::int` })
      .from(sellerOrders)
      .where(
        and(
          eq(sellerOrders.userId, o.userId),
          eq(sellerOrders.marketplace, marketplace),
          gte(sellerOrders.purchaseDate, new Date(`${period.start}T00:00:00Z`)),
          sql`${sellerOrders.status} <> 'Canceled'`,
        ),
      ),
    o.db
      .select({
        amazonOrderId: sellerOrders.amazonOrderId,
        purchaseDate: sellerOrders.purchaseDate,
        status: sellerOrders.status,
        totalMinor: sellerOrders.totalMinor,
        currency: sellerOrders.currency,
      })
      .from(sellerOrders)
      .where(
        and(
          eq(sellerOrders.userId, o.userId),
          eq(sellerOrders.marketplace, marketplace),
          gte(sellerOrders.purchaseDate, new Date(`${period.start}T00:00:00Z`)),
        ),
      )
      .orderBy(desc(sellerOrders.purchaseDate))
      .limit(10),
    salesWithCosts({ db: o.db, userId: o.userId, marketplace, start: period.start, end: period.end }),
  ]);
  const costsOf = new Map(costed.map((p) => [p.asin, p.costs]));
  // Sales figures include VAT on the European stores: a VAT-registered seller's margin leaves it out.
  const vat = await vatInSellerSales({ db: o.db, userId: o.userId, marketplace });

  const useAccount = accountSeries.length > 0;
  const seriesRows = useAccount ? accountSeries : asinSeries;
  const orders = {
    count: orderCount[0]?.n ?? 0,
    recent: recentOrders.map((r) => ({
      ...r,
      totalMinor: minorUnitsOrNull(r.totalMinor),
      purchaseDate: r.purchaseDate.toISOString(),
    })),
  };
  if (seriesRows.length === 0 && products.length === 0) return { ...empty, orders };

  const totals = seriesRows.reduce<Figures>(
    (acc, r) => ({
      revenueMinor: minorUnits(acc.revenueMinor + r.revenueMinor),
      units: acc.units + r.units,
      orderItems: acc.orderItems + r.orderItems,
      sessions: acc.sessions + r.sessions,
      pageViews: acc.pageViews + r.pageViews,
    }),
    { revenueMinor: minorUnits(0), units: 0, orderItems: 0, sessions: 0, pageViews: 0 },
  );
  const split = (key: 'sessionsBrowser' | 'sessionsMobile' | 'pageViewsBrowser' | 'pageViewsMobile') =>
    seriesRows.some((r) => r[key] !== null) ? seriesRows.reduce((s, r) => s + (r[key] ?? 0), 0) : null;
  const traffic = {
    sessionsBrowser: split('sessionsBrowser'),
    sessionsMobile: split('sessionsMobile'),
    pageViewsBrowser: split('pageViewsBrowser'),
    pageViewsMobile: split('pageViewsMobile'),
  };
  const hasSplit = Object.values(traffic).every((v) => v !== null);

  return {
    ...empty,
    totals: {
      ...totals,
      averageOrderValueMinor:
        totals.orderItems > 0 ? minorUnits(Math.round(totals.revenueMinor / totals.orderItems)) : null,
      conversionRate: conversionRate(totals.units, totals.sessions),
    },
    totalsSource: seriesRows.length === 0 ? null : useAccount ? 'account' : 'products',
    coverage:
      seriesRows.length > 0
        ? {
            start: seriesRows[0]?.start as string,
            end: seriesRows.reduce((m, r) => (r.end > m ? r.end : m), ''),
          }
        : null,
    series: seriesRows.map(({ start, end, revenueMinor, units, orderItems, sessions, pageViews }) => ({
      start,
      end,
      revenueMinor,
      units,
      orderItems,
      sessions,
      pageViews,
    })),
    products: products.map(({ asin, title, sku, revenueMinor, units, orderItems, sessions, pageViews }) => ({
      asin,
      title,
      sku,
      revenueMinor,
      units,
      orderItems,
      sessions,
      pageViews,
      conversionRate: conversionRate(units, sessions),
      marginPercent: productMarginPercent(
        { asin, revenueMinor, units, costs: costsOf.get(asin) ?? null },
        vat,
      ),
    })),
    margin: marginOf(costed, vat),
    traffic: hasSplit ? (traffic as NonNullable<Analytics['traffic']>) : null,
    orders,
  };
}
