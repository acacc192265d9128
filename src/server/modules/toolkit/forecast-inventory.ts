/** Runs an inventory forecast for the caller and stores it (inputs + result) for the /inventory page. */
import { and, desc, eq } from 'drizzle-orm';
import type { InventoryForecastBody } from '#contracts/inventory-forecasts.ts';
import { forecastInventory } from '#domain/forecast/inventory-forecast.ts';
import { parseLeadTime } from '#domain/forecast/lead-time.ts';
import type { Db } from '#server/db/client.ts';
import { inventoryForecasts } from '#server/db/schema/index.ts';
import { AppError, notFound } from '#server/lib/app-error.ts';
import type { SalesHistorySource } from './sales-history.ts';

export const FORECASTS_LISTED = 50;

export async function runInventoryForecast(o: {
  db: Db;
  userId: string;
  input: InventoryForecastBody;
  salesHistory: SalesHistorySource;
  now: Date;
}) {
  const { input } = o;
  const leadTime = parseLeadTime(input.leadTime);
  if (!leadTime) throw new AppError('lead_time_invalid', 400, { value: input.leadTime });
  const read = input.asin
    ? await o.salesHistory({ db: o.db, userId: o.userId, asin: input.asin, now: o.now })
    : [];
  const history = Array.isArray(read) ? read : read.days;
  const estimate = Array.isArray(read) ? null : read.estimate;
  const forecast = forecastInventory({
    currentStock: input.currentStock,
    avgDailySales: input.avgDailySales,
    leadTime,
    history,
    today: o.now,
    serviceLevel: input.serviceLevel,
  });
  // A history estimated from the market (no own sales) is said so, with what it was made of.
  const result =
    estimate && forecast.source === 'history'
      ? { ...forecast, source: 'estimate' as const, estimate }
      : forecast;
  const [row] = await o.db
    .insert(inventoryForecasts)
    .values({
      userId: o.userId,
      asin: input.asin,
      productName: input.productName,
      currentStock: input.currentStock,
      inputs: {
        asin: input.asin,
        productName: input.productName,
        currentStock: input.currentStock,
        avgDailySales: input.avgDailySales,
        priceCents: input.priceCents ?? null,
        leadTime: input.leadTime,
        serviceLevel: input.serviceLevel,
      },
      result,
      createdAt: o.now,
    })
    .returning();
  return toView(row);
}

type Row = typeof inventoryForecasts.$inferSelect;
const toView = (row: Row) => ({
  id: row.id,
  createdAt: row.createdAt.toISOString(),
  inputs: row.inputs,
  result: row.result,
});
export type InventoryForecastView = ReturnType<typeof toView>;

export async function listInventoryForecasts(o: { db: Db; userId: string }) {
  const rows = await o.db
    .select()
    .from(inventoryForecasts)
    .where(eq(inventoryForecasts.userId, o.userId))
    .orderBy(desc(inventoryForecasts.createdAt))
    .limit(FORECASTS_LISTED);
  return rows.map(toView);
}

export async function deleteInventoryForecast(o: { db: Db; userId: string; id: string }) {
  const deleted = await o.db
    .delete(inventoryForecasts)
    .where(and(eq(inventoryForecasts.id, o.id), eq(inventoryForecasts.userId, o.userId)))
    .returning({ id: inventoryForecasts.id });
  if (deleted.length === 0) throw notFound('forecast');
}
