import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { InventoryForecast } from '../../../domain/forecast/inventory-forecast.ts';
import { user } from './auth.ts';

const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The inputs of an inventory forecast as the seller typed them. */
export interface InventoryForecastInputs {
  asin: string | null;
  productName: string;
  currentStock: number;
  avgDailySales: number;
  priceCents: number | null;
  leadTime: string;
  serviceLevel: number;
}

/** Inventory forecasts a seller ran (pro and elite), newest first on the /inventory page. */
export const inventoryForecasts = pgTable(
  'inventory_forecasts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    asin: text('asin'),
    productName: text('product_name').notNull(),
    currentStock: integer('current_stock').notNull(),
    inputs: jsonb('inputs').$type<InventoryForecastInputs>().notNull(),
    result: jsonb('result').$type<InventoryForecast>().notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [index('inventory_forecasts_user_time_idx').on(t.userId, t.createdAt)],
);
