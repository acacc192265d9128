import { and, eq, inArray } from 'drizzle-orm';
import type { Auth } from '#server/auth/auth.ts';
import type { Db } from '#server/db/client.ts';
import { account, checkouts, deletedAccountPayments, user } from '#server/db/schema/index.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { Logger } from '#server/lib/logger.ts';
import { enforceRateLimit } from '#server/lib/rate-limit.ts';
import { isRenewing, readSubscription } from '#server/modules/billing/index.ts';
import type { PaymentProvider } from '#server/providers/payments/payment-provider.ts';
import { eraseAccountTraces } from './erase-account-traces.ts';

/** Password tries on the delete form: a few per hour, so a left-open session cannot guess it. */
const DELETE_TRIES = { limit: 5, windowMs: 60 * 60_000 };

/**
 * Deletes the account (docs/security.md "Deleting an account"), after checking its password:
 * 1. a subscription that renews is ended at the payment provider now (no further charge);
 * 2. its payments (completed checkouts) are copied to `deleted_account_payments`, kept because
 *    accounting law requires invoice records;
 * 3. what names the account in a text column is erased (eraseAccountTraces: outbox e-mails,
 *    rate-limit counters, one-time links, market-data use; shared catalog rows lose the observer's id);
 * 4. the user row is deleted, which deletes everything else of the account (every table refers to
 *    it with `on delete cascade`): profile, sessions, searches, tracking, alerts, seller reports,
 *    reviews, keys, the subscription. Steps 2 to 4 are one transaction. account-data-tables.ts
 *    says, table by table, what is exported and what deletion does.
 */
export async function deleteAccount(o: {
  db: Db;
  /** The app's better-auth: the password is checked by its own verifier, as at sign-in. */
  auth: Auth;
  payments: PaymentProvider;
  userId: string;
  password: string;
  now: Date;
  log: Logger;
}) {
  await enforceRateLimit(o.db, { key: `account-delete:${o.userId}`, ...DELETE_TRIES });
  const [credential] = await o.db
    .select({ password: account.password })
    .from(account)
    .where(and(eq(account.userId, o.userId), eq(account.providerId, 'credential')));
  const { password } = await o.auth.$context;
  if (!credential?.password || !(await password.verify({ hash: credential.password, password: o.password })))
    throw new AppError('wrong_password', 400);

  const subscription = await readSubscription(o.db, o.userId);
  if (
    subscription?.providerSubscriptionId &&
    subscription.provider === o.payments.id &&
    isRenewing(subscription, o.now)
  ) {
    await o.payments.cancelNow({ subscriptionId: subscription.providerSubscriptionId });
    o.log.info({ userId: o.userId }, 'subscription ended: account deleted');
  }

  await o.db.transaction(async (tx) => {
    const [owner] = await tx.select({ email: user.email }).from(user).where(eq(user.id, o.userId));
    if (!owner) return;
    const paid = await tx
      .select()
      .from(checkouts)
      .where(and(eq(checkouts.userId, o.userId), inArray(checkouts.status, ['completed', 'refund-due'])));
    if (paid.length)
      await tx
        .insert(deletedAccountPayments)
        .values(
          paid.map((c) => ({
            checkoutId: c.id,
            formerUserId: o.userId,
            email: owner.email,
            provider: c.provider,
            plan: c.plan,
            mode: c.mode,
            billingPeriod: c.billingPeriod,
            amountCents: c.amountCents,
            currency: c.currency,
            status: c.status,
            providerSessionId: c.providerSessionId,
            providerCustomerId: c.providerCustomerId,
            paidAt: c.completedAt,
            accountDeletedAt: o.now,
          })),
        )
        .onConflictDoNothing();
    await eraseAccountTraces(tx, { userId: o.userId, email: owner.email });
    await tx.delete(user).where(eq(user.id, o.userId));
  });
  o.log.info({ userId: o.userId }, 'account deleted at its owner’s request');
}
