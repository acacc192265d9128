import { and, eq } from 'drizzle-orm';
import { addPeriod } from '../../../domain/billing/prices.ts';
import { checkouts } from '../../db/schema/index.ts';
import type { ProviderSubscription } from '../../providers/payments/payment-provider.ts';
import {
  type Executor,
  grantFromProvider,
  readSubscription,
  writeSubscription,
} from './write-subscription.ts';

export type FulfilResult = 'fulfilled' | 'already-fulfilled' | 'not-found';

/**
 * The one fulfilment path, run by the Stripe webhook and by the test checkout's confirmation:
 * marks an open checkout completed (exactly once) and writes the subscription it paid for.
 * A subscription checkout needs the provider's subscription; a one-time payment gives one month
 * of the plan with no renewal (added to the end of a running one-time month of the same plan).
 */
export async function fulfilCheckout(o: {
  db: Executor;
  checkoutId: string;
  subscription: ProviderSubscription | null;
  customerId: string | null;
  now: Date;
}): Promise<FulfilResult> {
  const [checkout] = await o.db
    .update(checkouts)
    .set({ status: 'completed', completedAt: o.now, providerCustomerId: o.customerId ?? undefined })
    .where(and(eq(checkouts.id, o.checkoutId), eq(checkouts.status, 'open')))
    .returning();
  if (!checkout) {
    const [exists] = await o.db
      .select({ id: checkouts.id })
      .from(checkouts)
      .where(eq(checkouts.id, o.checkoutId));
    return exists ? 'already-fulfilled' : 'not-found';
  }
  const provider = checkout.provider as 'stripe' | 'test-checkout';

  if (checkout.mode === 'subscription') {
    if (!o.subscription)
      throw new Error(`checkout ${checkout.id}: subscription checkout without a subscription`);
    await writeSubscription(o.db, checkout.userId, grantFromProvider(provider, o.subscription), o.now);
    return 'fulfilled';
  }

  const current = await readSubscription(o.db, checkout.userId);
  const extends_ =
    current?.oneTime &&
    current.status === 'active' &&
    current.plan === checkout.plan &&
    current.currentPeriodEnd &&
    current.currentPeriodEnd.getTime() > o.now.getTime();
  const start = extends_ && current.currentPeriodEnd ? current.currentPeriodEnd : o.now;
  await writeSubscription(
    o.db,
    checkout.userId,
    {
      plan: checkout.plan,
      status: 'active',
      provider,
      providerCustomerId: o.customerId ?? checkout.providerCustomerId,
      providerSubscriptionId: null,
      billingPeriod: null,
      oneTime: true,
      lifetime: false,
      currentPeriodStart: extends_ && current.currentPeriodStart ? current.currentPeriodStart : o.now,
      currentPeriodEnd: addPeriod(start, 'one-month'),
    },
    o.now,
  );
  return 'fulfilled';
}
