import { count, eq, sql } from 'drizzle-orm';
import type { MarketplaceCode } from '#domain/marketplaces.ts';
import { isUnlimited, quotaOf } from '#domain/plans.ts';
import type { Db } from '#server/db/client.ts';
import { trackedProducts } from '#server/db/schema/index.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { Logger } from '#server/lib/logger.ts';
import { assertFeature, getEffectivePlan } from '#server/modules/billing/index.ts';
import { getTrackedProduct, type TrackedProductView } from './list-tracked-products.ts';
import { resolveProduct } from './resolve-product.ts';
import type { ObservationSource } from './sources/observation-source.ts';

/** How many competitor products a user tracks (the held `trackedCompetitors` count). */
export async function countTrackedProducts(db: Pick<Db, 'select'>, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(trackedProducts)
    .where(eq(trackedProducts.userId, userId));
  return row?.n ?? 0;
}

/**
 * Starts tracking an ASIN: resolved against the sources first (outside any lock: it may call
 * Amazon), then counted and inserted in one transaction under a per-user advisory lock, so
 * concurrent adds can never exceed the plan's trackedCompetitors limit.
 */
export async function addTrackedProduct(o: {
  db: Db;
  logger: Logger;
  userId: string;
  marketplace: MarketplaceCode;
  asin: string;
  now: Date;
  sources?: ObservationSource[];
}): Promise<TrackedProductView> {
  const product = await resolveProduct(o);
  const id = await o.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`tracked-products:${o.userId}`}))`);
    const plan = await getEffectivePlan(tx, o.userId, o.now);
    assertFeature(plan, 'competitorTracking');
    const limit = quotaOf(plan, 'trackedCompetitors');
    if (!isUnlimited(limit) && (await countTrackedProducts(tx, o.userId)) >= limit)
      throw new AppError('tracking_limit_reached', 403, { limit, plan });
    const [row] = await tx
      .insert(trackedProducts)
      .values({ userId: o.userId, productId: product.id, createdAt: o.now })
      .onConflictDoNothing()
      .returning({ id: trackedProducts.id });
    if (!row) throw new AppError('already_tracked', 409, { asin: product.asin });
    return row.id;
  });
  return getTrackedProduct({ db: o.db, userId: o.userId, id });
}

/** Stops tracking (the product's history stays in the catalog). Another user's item → 404. */
export async function removeTrackedProduct(o: { db: Db; userId: string; id: string }): Promise<void> {
  const deleted = await o.db
    .delete(trackedProducts)
    .where(sql`${trackedProducts.id} = ${o.id} and ${trackedProducts.userId} = ${o.userId}`)
    .returning({ id: trackedProducts.id });
  if (deleted.length === 0) throw new AppError('not_found', 404, { what: 'tracked_product' });
}
