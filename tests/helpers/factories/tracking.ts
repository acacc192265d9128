import { DEFAULT_CRITERIA } from '#domain/alerts/alert-rules.ts';
import type { Db } from '#server/db/client.ts';
import { multiCriteriaAlerts, priceAlerts, trackedProducts } from '#server/db/schema/index.ts';

type Owned = { userId: string; productId: number };

/** A product the user tracks, written straight in the database (the add route is tested on its own). */
export async function createTrackedProduct(db: Db, o: Owned & Partial<typeof trackedProducts.$inferInsert>) {
  const [row] = await db.insert(trackedProducts).values(o).returning();
  return row;
}

/** A price alert: "below $20.00" on the product unless `o` says otherwise. */
export async function createPriceAlert(db: Db, o: Owned & Partial<typeof priceAlerts.$inferInsert>) {
  const [row] = await db
    .insert(priceAlerts)
    .values({ targetPriceCents: 2000, currency: 'USD', condition: 'below', ...o })
    .returning();
  return row;
}

/** A multi-criteria alert with the default criteria unless `o` says otherwise. */
export async function createMultiCriteriaAlert(
  db: Db,
  o: Owned & Partial<typeof multiCriteriaAlerts.$inferInsert>,
) {
  const [row] = await db
    .insert(multiCriteriaAlerts)
    .values({ name: 'Test alert', criteria: DEFAULT_CRITERIA, ...o })
    .returning();
  return row;
}
