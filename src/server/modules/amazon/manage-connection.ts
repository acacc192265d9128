import { eq } from 'drizzle-orm';
import type { AmazonConnectionState, SelfAuthorizedInput } from '#contracts/amazon.ts';
import type { MarketplaceCode } from '#domain/marketplaces.ts';
import type { Db } from '#server/db/client.ts';
import { amazonConnections } from '#server/db/schema/index.ts';
import type { Env } from '#server/env.ts';
import { notFound } from '#server/lib/app-error.ts';
import { oauthConfigured, verifyAmazonAccess } from './amazon-access.ts';
import { sealSecret } from './connection-secrets.ts';

export async function getAmazonConnection(o: {
  db: Db;
  env: Env;
  userId: string;
}): Promise<AmazonConnectionState> {
  const [row] = await o.db.select().from(amazonConnections).where(eq(amazonConnections.userId, o.userId));
  return {
    oauthAvailable: oauthConfigured(o.env),
    connection: row
      ? {
          mode: row.mode,
          sellerId: row.sellerId,
          marketplace: row.marketplace,
          email: row.email,
          lwaClientId: row.lwaClientId,
          connectedAt: row.connectedAt.toISOString(),
          lastSyncAt: row.lastSyncAt?.toISOString() ?? null,
          lastSyncStatus: row.lastSyncStatus,
          lastSyncError: row.lastSyncError,
          nextSyncAt: row.nextSyncAt.toISOString(),
          salesSyncedThrough: row.salesSyncedThrough,
        }
      : null,
  };
}

/** Saves a connection once Amazon accepted its credentials; replaces any previous one. */
export async function saveConnection(o: {
  db: Db;
  env: Env;
  userId: string;
  mode: 'oauth' | 'self';
  sellerId: string;
  marketplace: MarketplaceCode;
  email: string;
  refreshToken: string;
  lwaClientId?: string;
  lwaClientSecret?: string;
  now: Date;
}) {
  const values = {
    mode: o.mode,
    sellerId: o.sellerId,
    marketplace: o.marketplace,
    email: o.email,
    lwaClientId: o.mode === 'self' ? (o.lwaClientId ?? null) : null,
    lwaClientSecretEncrypted:
      o.mode === 'self' && o.lwaClientSecret
        ? sealSecret(o.env, o.userId, 'client-secret', o.lwaClientSecret)
        : null,
    refreshTokenEncrypted: sealSecret(o.env, o.userId, 'refresh-token', o.refreshToken),
    connectedAt: o.now,
    nextSyncAt: o.now,
    lastSyncAt: null,
    lastSyncStatus: null,
    lastSyncError: null,
    salesSyncedThrough: null,
    ordersSyncedAt: null,
  };
  await o.db
    .insert(amazonConnections)
    .values({ userId: o.userId, ...values })
    .onConflictDoUpdate({ target: amazonConnections.userId, set: values });
  return getAmazonConnection({ db: o.db, env: o.env, userId: o.userId });
}

/** Self-authorised app: the seller's LWA client and refresh token, tested before anything is saved. */
export async function connectSelfAuthorized(o: {
  db: Db;
  env: Env;
  userId: string;
  input: SelfAuthorizedInput;
  now: Date;
}) {
  const { input } = o;
  await verifyAmazonAccess(o.env, {
    db: o.db,
    sellerId: input.sellerId,
    marketplace: input.marketplace,
    credentials: {
      clientId: input.lwaClientId,
      clientSecret: input.lwaClientSecret,
      refreshToken: input.refreshToken,
    },
  });
  return saveConnection({ ...o, ...input, mode: 'self' });
}

/** Disconnecting deletes the stored tokens (the data already synced stays, deletable in Seller data). */
export async function disconnectAmazon({ db, userId }: { db: Db; userId: string }) {
  const deleted = await db
    .delete(amazonConnections)
    .where(eq(amazonConnections.userId, userId))
    .returning({ userId: amazonConnections.userId });
  if (deleted.length === 0) throw notFound('amazon_connection');
}

/** "Sync now": the sync job takes the connection at its next run. */
export async function requestSync({ db, userId, now }: { db: Db; userId: string; now: Date }) {
  const updated = await db
    .update(amazonConnections)
    .set({ nextSyncAt: now })
    .where(eq(amazonConnections.userId, userId))
    .returning({ userId: amazonConnections.userId });
  if (updated.length === 0) throw notFound('amazon_connection');
}
