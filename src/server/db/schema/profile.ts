import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

/** What a user tells about themselves beyond the auth identity (display name lives on `users.name`). */
export const profiles = pgTable('profiles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  companyName: text('company_name'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
