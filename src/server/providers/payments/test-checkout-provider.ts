import { and, eq } from 'drizzle-orm';
import { prorate } from '#domain/billing/proration.ts';
import { isPaidPlanId } from '#domain/plans.ts';
import type { Db } from '#server/db/client.ts';
import { subscriptions } from '#server/db/schema/index.ts';
import type { PaymentProvider, ProviderSubscription } from './payment-provider.ts';

/**
 * The built-in test checkout, used when Stripe is not configured: the "payment page" is our own
 * /checkout/test/:id (plainly marked test mode, no money moves) and the provider's subscription
 * record is our own `subscriptions` row. Confirming a test checkout runs the same fulfilment code
 * as a Stripe webhook.
 */
export function createTestCheckoutProvider(o: { db: Db; baseUrl: string; now: () => Date }): PaymentProvider {
  async function load(subscriptionId: string): Promise<ProviderSubscription> {
    const [row] = await o.db
      .select()
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.providerSubscriptionId, subscriptionId),
          eq(subscriptions.provider, 'test-checkout'),
        ),
      );
    if (!row || !isPaidPlanId(row.plan) || !row.currentPeriodEnd || !row.billingPeriod)
      throw new Error(`unknown test subscription ${subscriptionId}`);
    return {
      id: subscriptionId,
      customerId: row.providerCustomerId,
      userId: row.userId,
      plan: row.plan,
      billingPeriod: row.billingPeriod,
      status: row.status,
      currentPeriodStart: row.currentPeriodStart ?? row.createdAt,
      currentPeriodEnd: row.currentPeriodEnd,
    };
  }

  return {
    id: 'test-checkout',

    async createCheckout({ checkout, user, customerId }) {
      return {
        url: `${o.baseUrl}/checkout/test/${checkout.id}`,
        sessionId: `tc_cs_${checkout.id}`,
        customerId: customerId ?? `tc_cus_${user.id}`,
      };
    },

    async retrieveSubscription(id) {
      return load(id).catch(() => null);
    },

    async changePlan({ subscriptionId, plan, billingPeriod, renew }) {
      const current = await load(subscriptionId);
      const p = prorate({
        from: { plan: current.plan, period: current.billingPeriod },
        to: { plan, period: billingPeriod },
        periodStart: current.currentPeriodStart,
        periodEnd: current.currentPeriodEnd,
        now: o.now(),
      });
      return {
        ...current,
        plan,
        billingPeriod,
        status: renew ? 'active' : 'canceling',
        currentPeriodStart: p.newPeriodStart,
        currentPeriodEnd: p.newPeriodEnd,
      };
    },

    async cancelAtPeriodEnd({ subscriptionId }) {
      return { ...(await load(subscriptionId)), status: 'canceling' };
    },

    async cancelNow() {
      // A test subscription exists only as our own row: one that was not applied has nothing to stop.
    },

    async listPayments() {
      return null;
    },

    async billingPortalUrl() {
      return null;
    },
  };
}
