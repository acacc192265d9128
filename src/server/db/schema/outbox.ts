import { bigserial, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** E-mails that were logged instead of sent (no SMTP_URL configured). */
export const outbox = pgTable('outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
