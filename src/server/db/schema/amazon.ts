import { date, pgTable, text } from 'drizzle-orm/pg-core';
import type { MarketplaceCode } from '#domain/marketplaces.ts';
import { user } from './auth.ts';
import { tz } from './columns.ts';

/**
 * A seller's Amazon account connected through SP-API (one per user). Secrets are AES-256-GCM
 * ciphertexts (src/server/lib/encryption.ts), never sent to the browser; disconnecting deletes the row.
 */
export const amazonConnections = pgTable('amazon_connections', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  /** oauth: authorised through the operator's SP-API app; self: the seller's own app and token. */
  mode: text('mode').$type<'oauth' | 'self'>().notNull(),
  sellerId: text('seller_id').notNull(),
  marketplace: text('marketplace').$type<MarketplaceCode>().notNull(),
  email: text('email').notNull(),
  /** The seller's own LWA client id (self mode); the operator's app otherwise. */
  lwaClientId: text('lwa_client_id'),
  lwaClientSecretEncrypted: text('lwa_client_secret_encrypted'),
  refreshTokenEncrypted: text('refresh_token_encrypted').notNull(),
  connectedAt: tz('connected_at').notNull().defaultNow(),
  nextSyncAt: tz('next_sync_at').notNull().defaultNow(),
  lastSyncAt: tz('last_sync_at'),
  lastSyncStatus: text('last_sync_status').$type<'ok' | 'error'>(),
  lastSyncError: text('last_sync_error'),
  /** Last day whose Sales and Traffic report is stored. */
  salesSyncedThrough: date('sales_synced_through', { mode: 'string' }),
  /** Orders updated after this instant are fetched next time. */
  ordersSyncedAt: tz('orders_synced_at'),
});

/** A pending "Connect with Amazon" (OAuth): the state sent to Seller Central and what the form said. */
export const amazonOauthStates = pgTable('amazon_oauth_states', {
  state: text('state').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' }),
  marketplace: text('marketplace').$type<MarketplaceCode>().notNull(),
  email: text('email').notNull(),
  expiresAt: tz('expires_at').notNull(),
});
