import { desc, eq, max } from 'drizzle-orm';
import { startOfNextUtcMonth, startOfUtcMonth } from '#domain/calendar.ts';
import { sellerMargin } from '#domain/profitability/seller-margin.ts';
import type { Db } from '#server/db/client.ts';
import { sellerAsinTraffic } from '#server/db/schema/index.ts';
import { vatInSellerSales } from '#server/modules/fees/index.ts';
import { salesWithCosts } from './sales-with-costs.ts';

const day = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Dashboard "Average margin": the margin (docs/seller-data.md "Margin") of this calendar month (UTC)
 * in the marketplace the analytics dashboard opens on (the one with the latest product data), over
 * the products with costs and per-product periods lying entirely in the month. Null (a dash)
 * without costs or without sales of those products this month.
 */
export async function averageMarginThisMonth({
  db,
  userId,
  now,
}: {
  db: Db;
  userId: string;
  now: Date;
}): Promise<number | null> {
  const [latest] = await db
    .select({ marketplace: sellerAsinTraffic.marketplace })
    .from(sellerAsinTraffic)
    .where(eq(sellerAsinTraffic.userId, userId))
    .groupBy(sellerAsinTraffic.marketplace)
    .orderBy(desc(max(sellerAsinTraffic.periodEnd)), sellerAsinTraffic.marketplace)
    .limit(1);
  if (!latest) return null;
  const products = await salesWithCosts({
    db,
    userId,
    marketplace: latest.marketplace,
    start: day(startOfUtcMonth(now)),
    end: day(new Date(startOfNextUtcMonth(now).getTime() - 86_400_000)),
  });
  return sellerMargin(products, await vatInSellerSales({ db, userId, marketplace: latest.marketplace }))
    .marginPercent;
}
