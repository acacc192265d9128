import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { apiKeys } from '#server/db/schema/index.ts';
import { AppError } from '#server/lib/app-error.ts';
import { hashApiKey, looksLikeApiKey } from './api-key-format.ts';

export interface ApiKeyCaller {
  keyId: string;
  userId: string;
}

/** last_used_at is refreshed at most this often (not one write per request). */
const LAST_USED_RESOLUTION_MS = 60_000;

/**
 * The caller behind `Authorization: Bearer <key>`. Missing or malformed: api_key_missing (401);
 * unknown: api_key_invalid (401); revoked: api_key_revoked (401).
 */
export async function authenticateApiKey(o: {
  db: Db;
  authorization: string | undefined;
  now: Date;
}): Promise<ApiKeyCaller> {
  const match = o.authorization?.match(/^Bearer\s+(\S+)\s*$/i);
  if (!match) throw new AppError('api_key_missing', 401);
  const key = match[1] as string;
  if (!looksLikeApiKey(key)) throw new AppError('api_key_invalid', 401);
  const [row] = await o.db
    .select({ id: apiKeys.id, userId: apiKeys.userId, revokedAt: apiKeys.revokedAt })
    .from(apiKeys)
    .where(eq(apiKeys.keyHash, hashApiKey(key)));
  if (!row) throw new AppError('api_key_invalid', 401);
  if (row.revokedAt) throw new AppError('api_key_revoked', 401);
  await o.db
    .update(apiKeys)
    .set({ lastUsedAt: o.now })
    .where(
      and(
        eq(apiKeys.id, row.id),
        or(
          isNull(apiKeys.lastUsedAt),
          lt(apiKeys.lastUsedAt, new Date(o.now.getTime() - LAST_USED_RESOLUTION_MS)),
        ),
      ),
    );
  return { keyId: row.id, userId: row.userId };
}
