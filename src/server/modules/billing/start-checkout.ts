import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { CheckoutBody } from '#contracts/billing.ts';
import type { Db } from '#server/db/client.ts';
import { checkouts } from '#server/db/schema/index.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { Logger } from '#server/lib/logger.ts';
import type { PaymentProvider } from '#server/providers/payments/payment-provider.ts';
import { checkoutTerms } from './checkout-terms.ts';
import { readSubscription } from './write-subscription.ts';

/** The provider's customer id this user already has (so Stripe keeps one customer per user). */
async function knownCustomerId(db: Db, userId: string, provider: string) {
  const row = await readSubscription(db, userId);
  if (row?.provider === provider && row.providerCustomerId) return row.providerCustomerId;
  const [last] = await db
    .select({ id: checkouts.providerCustomerId })
    .from(checkouts)
    .where(
      and(
        eq(checkouts.userId, userId),
        eq(checkouts.provider, provider),
        isNotNull(checkouts.providerCustomerId),
      ),
    )
    .orderBy(desc(checkouts.createdAt))
    .limit(1);
  return last?.id ?? null;
}

/**
 * Records the order at its terms (price, credit for a replaced one-time month: checkout-terms.ts) and
 * asks the payment provider for a payment page. Nothing is granted here: access comes only from
 * fulfilment (webhook or test-checkout confirmation).
 */
export async function startCheckout(o: {
  db: Db;
  payments: PaymentProvider;
  user: { id: string; email: string };
  input: Omit<CheckoutBody, 'acceptTerms'>;
  language: 'en' | 'fr';
  now: Date;
  log: Logger;
}): Promise<{ checkoutId: string; url: string }> {
  const { input } = o;
  if (o.payments.id === 'none') throw new AppError('payments_not_configured', 409);
  const terms = checkoutTerms(await readSubscription(o.db, o.user.id), input, o.now);

  const [checkout] = await o.db
    .insert(checkouts)
    .values({
      userId: o.user.id,
      provider: o.payments.id,
      plan: input.plan,
      mode: input.mode,
      billingPeriod: input.mode === 'one-time' ? 'monthly' : input.billingPeriod,
      paymentMethod: input.paymentMethod,
      amountCents: terms.amountDueCents,
      creditCents: terms.creditCents,
      currency: terms.currency,
      createdAt: o.now,
    })
    .returning();
  if (!checkout) throw new Error('checkout insert returned nothing');

  try {
    const session = await o.payments.createCheckout({
      checkout,
      user: o.user,
      customerId: await knownCustomerId(o.db, o.user.id, o.payments.id),
      language: o.language,
    });
    await o.db
      .update(checkouts)
      .set({ providerSessionId: session.sessionId, providerCustomerId: session.customerId })
      .where(eq(checkouts.id, checkout.id));
    return { checkoutId: checkout.id, url: session.url };
  } catch (e) {
    o.log.error({ err: e, checkoutId: checkout.id }, 'payment provider refused the checkout');
    await o.db.update(checkouts).set({ status: 'canceled' }).where(eq(checkouts.id, checkout.id));
    throw new AppError('checkout_failed', 502);
  }
}
