import type { Db } from '#server/db/client.ts';
import { productFavourites, type UsageKind, usageEvents } from '#server/db/schema/index.ts';

/** The user's favourite products (research → favourites). */
export async function createFavourites(db: Db, userId: string, productIds: number[], createdAt?: Date) {
  await db
    .insert(productFavourites)
    .values(productIds.map((productId) => ({ userId, productId, createdAt })));
}

/** `n` counted searches in the quota ledger at `at`, as withQuota records them. */
export async function recordUsage(db: Db, userId: string, kind: UsageKind, n: number, at = new Date()) {
  if (n > 0)
    await db.insert(usageEvents).values(Array.from({ length: n }, () => ({ userId, kind, createdAt: at })));
}
