import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { tz } from './columns.ts';

/**
 * Personal keys for the REST API (/api/v1). Only a SHA-256 hash of the key is stored: the key itself
 * is shown once, at creation. A revoked key stays listed (with revoked_at) but never authenticates.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The first characters of the key, to recognise it in the list ("scout_Ab12…"). */
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull().unique('api_keys_key_hash_unique'),
    createdAt: tz('created_at').notNull().defaultNow(),
    lastUsedAt: tz('last_used_at'),
    revokedAt: tz('revoked_at'),
  },
  (t) => [index('api_keys_user_id_idx').on(t.userId)],
);
