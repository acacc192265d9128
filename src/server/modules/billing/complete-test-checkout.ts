import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { addPeriod } from '#domain/billing/prices.ts';
import type { Db } from '#server/db/client.ts';
import { checkouts } from '#server/db/schema/index.ts';
import { AppError, notFound } from '#server/lib/app-error.ts';
import type { Logger } from '#server/lib/logger.ts';
import type { PaymentProvider } from '#server/providers/payments/payment-provider.ts';
import { fulfilCheckout } from './fulfil-checkout.ts';

async function ownOpenTestCheckout(o: { db: Db; payments: PaymentProvider; userId: string; id: string }) {
  if (o.payments.id !== 'test-checkout') throw notFound('checkout');
  const [row] = await o.db
    .select()
    .from(checkouts)
    .where(
      and(eq(checkouts.id, o.id), eq(checkouts.userId, o.userId), eq(checkouts.provider, 'test-checkout')),
    );
  if (!row) throw notFound('checkout');
  return row;
}

const statusOf = async (db: Db, id: string) =>
  (await db.select({ status: checkouts.status }).from(checkouts).where(eq(checkouts.id, id)))[0]?.status;

/**
 * "Pay" on the test checkout page: the same fulfilment as a Stripe webhook, with a test-mode
 * subscription (`tc_sub_…`) whose period starts now. Confirming twice changes nothing.
 */
export async function confirmTestCheckout(o: {
  db: Db;
  payments: PaymentProvider;
  userId: string;
  id: string;
  now: Date;
  log: Logger;
}): Promise<{ status: 'completed' | 'refund-due' }> {
  const row = await ownOpenTestCheckout(o);
  if (row.status === 'canceled') throw new AppError('checkout_closed', 409);
  if (row.status !== 'open') return { status: row.status };
  const result = await o.db.transaction(async (tx) =>
    fulfilCheckout({
      db: tx,
      payments: o.payments,
      log: o.log,
      checkoutId: row.id,
      customerId: row.providerCustomerId,
      now: o.now,
      subscription:
        row.mode === 'subscription'
          ? {
              id: `tc_sub_${randomUUID()}`,
              customerId: row.providerCustomerId,
              userId: row.userId,
              plan: row.plan,
              billingPeriod: row.billingPeriod,
              status: 'active',
              currentPeriodStart: o.now,
              currentPeriodEnd: addPeriod(o.now, row.billingPeriod),
            }
          : null,
    }),
  );
  if (result === 'fulfilled') return { status: 'completed' };
  if (result === 'refund-due') return { status: 'refund-due' };
  // Closed by another call since it was read (a cancel, or a confirmation, arriving at the same
  // moment): answer what the order really became.
  const status = await statusOf(o.db, row.id);
  if (status === 'completed' || status === 'refund-due') return { status };
  throw new AppError('checkout_closed', 409);
}

/** "Cancel" on the test checkout page: the order is dropped, nothing is granted. */
export async function cancelTestCheckout(o: {
  db: Db;
  payments: PaymentProvider;
  userId: string;
  id: string;
}) {
  const row = await ownOpenTestCheckout(o);
  if (row.status === 'completed' || row.status === 'refund-due') throw new AppError('checkout_closed', 409);
  const [canceled] = await o.db
    .update(checkouts)
    .set({ status: 'canceled' })
    .where(and(eq(checkouts.id, row.id), eq(checkouts.status, 'open')))
    .returning({ id: checkouts.id });
  // Not open any more: a confirmation arriving at the same moment completed it first.
  if (!canceled && (await statusOf(o.db, row.id)) !== 'canceled') throw new AppError('checkout_closed', 409);
  return { status: 'canceled' as const };
}
