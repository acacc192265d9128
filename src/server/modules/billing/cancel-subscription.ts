import type { Db } from '#server/db/client.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { PaymentProvider } from '#server/providers/payments/payment-provider.ts';
import { grantFromProvider, readSubscription, writeSubscription } from './write-subscription.ts';

/**
 * Stops the renewal of a paid subscription: status `canceling`, access kept until the end of the
 * paid period, no refund. Only a renewing subscription with a provider id can be canceled.
 */
export async function cancelSubscription(o: {
  db: Db;
  payments: PaymentProvider;
  userId: string;
  now: Date;
}) {
  const row = await readSubscription(o.db, o.userId);
  const cancellable =
    row &&
    row.status === 'active' &&
    row.plan !== 'free' &&
    !row.oneTime &&
    !row.lifetime &&
    row.providerSubscriptionId &&
    row.provider === o.payments.id &&
    row.currentPeriodEnd &&
    row.currentPeriodEnd.getTime() > o.now.getTime();
  if (!cancellable || !row?.providerSubscriptionId) throw new AppError('no_active_subscription', 404);
  const sub = await o.payments.cancelAtPeriodEnd({ subscriptionId: row.providerSubscriptionId });
  await writeSubscription(o.db, o.userId, grantFromProvider(o.payments.id, sub), o.now);
  return { status: sub.status, currentPeriodEnd: sub.currentPeriodEnd.toISOString() };
}
