import { and, count, eq, gte, lte, sum } from 'drizzle-orm';
import { startOfNextUtcMonth, startOfUtcMonth } from '#domain/calendar.ts';
import type { Db } from '#server/db/client.ts';
import { sellerAccountTraffic, sellerAsinTraffic } from '#server/db/schema/index.ts';

const day = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Dashboard "Sales this month": units ordered this calendar month (UTC), from account-level days when
 * there are some, else from per-product periods that lie entirely in the month. Null when the seller
 * has no sales data at all (shown as a dash).
 */
export async function countUnitsSoldThisMonth({
  db,
  userId,
  now,
}: {
  db: Db;
  userId: string;
  now: Date;
}): Promise<number | null> {
  const first = day(startOfUtcMonth(now));
  const last = day(new Date(startOfNextUtcMonth(now).getTime() - 86_400_000));
  const [[account], [asin], [any]] = await Promise.all([
    db
      .select({ units: sum(sellerAccountTraffic.unitsOrdered), n: count() })
      .from(sellerAccountTraffic)
      .where(
        and(
          eq(sellerAccountTraffic.userId, userId),
          gte(sellerAccountTraffic.periodStart, first),
          lte(sellerAccountTraffic.periodEnd, last),
        ),
      ),
    db
      .select({ units: sum(sellerAsinTraffic.unitsOrdered) })
      .from(sellerAsinTraffic)
      .where(
        and(
          eq(sellerAsinTraffic.userId, userId),
          gte(sellerAsinTraffic.periodStart, first),
          lte(sellerAsinTraffic.periodEnd, last),
        ),
      ),
    db.select({ n: count() }).from(sellerAsinTraffic).where(eq(sellerAsinTraffic.userId, userId)),
  ]);
  if ((account?.n ?? 0) > 0) return Number(account?.units ?? 0);
  if (asin?.units !== null && asin?.units !== undefined) return Number(asin.units);
  if ((any?.n ?? 0) > 0) return 0;
  const [accountAny] = await db
    .select({ n: count() })
    .from(sellerAccountTraffic)
    .where(eq(sellerAccountTraffic.userId, userId));
  return (accountAny?.n ?? 0) > 0 ? 0 : null;
}
