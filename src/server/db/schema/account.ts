import { integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { tz } from './columns.ts';

/**
 * The payments of a deleted account, kept because accounting law requires invoice records to be
 * kept (10 years in France, Code de commerce L123-22) after everything else of the account is gone
 * (docs/security.md "Deleting an account"). No link to `users`: the account row no longer exists.
 */
export const deletedAccountPayments = pgTable('deleted_account_payments', {
  /** The checkout's id (the payment's reference at the provider: its session id below). */
  checkoutId: uuid('checkout_id').primaryKey(),
  /** The deleted account's id and the address the payment was made from, as on the invoice. */
  formerUserId: text('former_user_id').notNull(),
  email: text('email').notNull(),
  provider: text('provider').notNull(),
  plan: text('plan').notNull(),
  mode: text('mode').notNull(),
  billingPeriod: text('billing_period').notNull(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  /** completed | refund-due, as it was. */
  status: text('status').notNull(),
  providerSessionId: text('provider_session_id'),
  providerCustomerId: text('provider_customer_id'),
  paidAt: tz('paid_at'),
  accountDeletedAt: tz('account_deleted_at').notNull(),
});
