import { and, count, desc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { ApiKey } from '#contracts/api-keys.ts';
import type { Db } from '#server/db/client.ts';
import { apiKeys } from '#server/db/schema/index.ts';
import { AppError, notFound } from '#server/lib/app-error.ts';
import { generateApiKey } from './api-key-format.ts';
import { MAX_ACTIVE_API_KEYS } from './schema.ts';

const columns = {
  id: apiKeys.id,
  name: apiKeys.name,
  prefix: apiKeys.prefix,
  createdAt: apiKeys.createdAt,
  lastUsedAt: apiKeys.lastUsedAt,
  revokedAt: apiKeys.revokedAt,
};

const toView = (row: {
  id: string;
  name: string;
  prefix: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}): ApiKey => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

/** The caller's keys, newest first (revoked ones included, marked). */
export async function listApiKeys({ db, userId }: { db: Db; userId: string }): Promise<ApiKey[]> {
  const rows = await db
    .select(columns)
    .from(apiKeys)
    .where(eq(apiKeys.userId, userId))
    .orderBy(desc(apiKeys.createdAt));
  return rows.map(toView);
}

/**
 * Creates a key and returns it in clear this one time; only its hash is stored. At most
 * MAX_ACTIVE_API_KEYS active keys per user (checked under a per-user lock, so racing creations
 * cannot exceed it).
 */
export async function createApiKey(o: {
  db: Db;
  userId: string;
  name: string;
  now: Date;
}): Promise<ApiKey & { key: string }> {
  return o.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`api-keys:${o.userId}`}))`);
    const [active] = await tx
      .select({ n: count() })
      .from(apiKeys)
      .where(and(eq(apiKeys.userId, o.userId), isNull(apiKeys.revokedAt)));
    if ((active?.n ?? 0) >= MAX_ACTIVE_API_KEYS)
      throw new AppError('api_key_limit_reached', 409, { max: MAX_ACTIVE_API_KEYS });
    const { key, prefix, hash } = generateApiKey();
    const [row] = await tx
      .insert(apiKeys)
      .values({ userId: o.userId, name: o.name, prefix, keyHash: hash, createdAt: o.now })
      .returning(columns);
    if (!row) throw new Error('api key insert returned nothing');
    return { ...toView(row), key };
  });
}

/** Revokes one of the caller's keys (another user's key is a 404). Revoking twice is harmless. */
export async function revokeApiKey(o: { db: Db; userId: string; id: string; now: Date }): Promise<ApiKey> {
  const [row] = await o.db
    .update(apiKeys)
    .set({ revokedAt: sql`coalesce(${apiKeys.revokedAt}, ${o.now.toISOString()}::timestamptz)` })
    .where(and(eq(apiKeys.id, o.id), eq(apiKeys.userId, o.userId)))
    .returning(columns);
  if (!row) throw notFound('api_key');
  return toView(row);
}

/**
 * Revokes every key of the user made up to `now` (an account taken back: src/server/auth/reclaim-account.ts).
 * Returns how many were still working.
 */
export async function revokeApiKeysMadeBefore(db: Pick<Db, 'update'>, o: { userId: string; now: Date }) {
  const revoked = await db
    .update(apiKeys)
    .set({ revokedAt: o.now })
    .where(and(eq(apiKeys.userId, o.userId), isNull(apiKeys.revokedAt), lte(apiKeys.createdAt, o.now)))
    .returning({ id: apiKeys.id });
  return revoked.length;
}
