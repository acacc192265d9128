import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { MarketplaceCode } from '#domain/marketplaces.ts';
import type { Db } from '#server/db/client.ts';
import { sellerAsinTraffic } from '#server/db/schema/index.ts';

export interface UnitsSoldPeriod {
  /** First and last day covered (inclusive, YYYY-MM-DD). */
  start: string;
  end: string;
  days: number;
  units: number;
  marketplace: MarketplaceCode;
}

export interface UnitsSoldHistory {
  /** One entry per stored period (a day from the SP-API sync; the report's dates for an upload). */
  periods: UnitsSoldPeriod[];
  /** Days with one-day data only: exact daily units, oldest first. */
  daily: { date: string; units: number }[];
  totalUnits: number;
  daysCovered: number;
  /** totalUnits / daysCovered, null without data. */
  averageDailyUnits: number | null;
}

/**
 * Units sold of ASIN `asin` by user `userId` between `from` and `to` (inclusive), from their own
 * seller data (uploaded Business Reports and the SP-API sync). Only periods entirely within the
 * range count. This is what the inventory forecast reads as sales history.
 */
export async function getUnitsSoldHistory(o: {
  db: Pick<Db, 'select'>;
  userId: string;
  asin: string;
  from: string;
  to: string;
  marketplace?: MarketplaceCode;
}): Promise<UnitsSoldHistory> {
  const rows = await o.db
    .select({
      start: sellerAsinTraffic.periodStart,
      end: sellerAsinTraffic.periodEnd,
      units: sellerAsinTraffic.unitsOrdered,
      marketplace: sellerAsinTraffic.marketplace,
      days: sql<number>`(${sellerAsinTraffic.periodEnd} - ${sellerAsinTraffic.periodStart} + 1)::int`,
    })
    .from(sellerAsinTraffic)
    .where(
      and(
        eq(sellerAsinTraffic.userId, o.userId),
        eq(sellerAsinTraffic.asin, o.asin.trim().toUpperCase()),
        gte(sellerAsinTraffic.periodStart, o.from),
        lte(sellerAsinTraffic.periodEnd, o.to),
        o.marketplace ? eq(sellerAsinTraffic.marketplace, o.marketplace) : undefined,
      ),
    )
    .orderBy(asc(sellerAsinTraffic.periodStart));
  const totalUnits = rows.reduce((sum, r) => sum + r.units, 0);
  const daysCovered = rows.reduce((sum, r) => sum + r.days, 0);
  const dailyByDate = new Map<string, number>();
  for (const r of rows.filter((r) => r.days === 1))
    dailyByDate.set(r.start, (dailyByDate.get(r.start) ?? 0) + r.units);
  return {
    periods: rows,
    daily: [...dailyByDate].map(([date, units]) => ({ date, units })),
    totalUnits,
    daysCovered,
    averageDailyUnits: daysCovered > 0 ? totalUnits / daysCovered : null,
  };
}
