import type Stripe from 'stripe';
import type { Db } from '#server/db/client.ts';
import { paymentEvents } from '#server/db/schema/index.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { Logger } from '#server/lib/logger.ts';
import type { PaymentProvider } from '#server/providers/payments/payment-provider.ts';
import type { StripePaymentProvider } from '#server/providers/payments/stripe-provider.ts';
import { fulfilCheckout } from './fulfil-checkout.ts';
import { syncProviderSubscription } from './sync-provider-subscription.ts';
import type { Executor } from './write-subscription.ts';

const idOf = (v: string | { id: string } | null | undefined) => (typeof v === 'string' ? v : (v?.id ?? null));

const SUBSCRIPTION_EVENTS = new Set([
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'customer.subscription.paused',
  'customer.subscription.resumed',
]);
const INVOICE_EVENTS = new Set(['invoice.paid', 'invoice.payment_failed', 'invoice.payment_succeeded']);

function subscriptionIdOfInvoice(invoice: Stripe.Invoice): string | null {
  const parent = invoice.parent?.subscription_details?.subscription;
  return idOf(parent ?? null);
}

async function process(
  tx: Executor,
  payments: StripePaymentProvider,
  event: Stripe.Event,
  now: Date,
  log: Logger,
) {
  if (
    event.type === 'checkout.session.completed' ||
    event.type === 'checkout.session.async_payment_succeeded'
  ) {
    // Re-read the session: the event may be old, and only a paid session grants anything.
    const session = await payments.retrieveCheckoutSession((event.data.object as Stripe.Checkout.Session).id);
    if (session.payment_status === 'unpaid' || !session.client_reference_id) return 'waiting-for-payment';
    const subscriptionId = idOf(session.subscription);
    const subscription = subscriptionId ? await payments.retrieveSubscription(subscriptionId) : null;
    if (session.mode === 'subscription' && !subscription) return 'subscription-not-ready';
    const result = await fulfilCheckout({
      db: tx,
      payments,
      checkoutId: session.client_reference_id,
      subscription,
      customerId: idOf(session.customer),
      now,
      log,
    });
    if (result === 'already-fulfilled' && subscription)
      await syncProviderSubscription({ db: tx, payments, sub: subscription, now, log });
    return result;
  }
  let subscriptionId: string | null = null;
  if (SUBSCRIPTION_EVENTS.has(event.type)) subscriptionId = (event.data.object as Stripe.Subscription).id;
  else if (INVOICE_EVENTS.has(event.type))
    subscriptionId = subscriptionIdOfInvoice(event.data.object as Stripe.Invoice);
  if (!subscriptionId) return 'ignored';
  const subscription = await payments.retrieveSubscription(subscriptionId);
  if (!subscription) {
    log.warn({ subscriptionId }, 'webhook names a subscription Stripe does not return');
    return 'ignored';
  }
  return syncProviderSubscription({ db: tx, payments, sub: subscription, now, log });
}

/**
 * Stripe webhook: the signature is checked over the raw body; each event id is processed once
 * (stored in the same transaction as its effect, so a failure is retried by Stripe); effects re-read
 * the objects from Stripe and write them (sync, not patch), so out-of-order delivery converges.
 */
export async function handleStripeWebhook(o: {
  db: Db;
  payments: PaymentProvider;
  rawBody: string;
  signature: string | undefined;
  now: Date;
  log: Logger;
}): Promise<{ received: true; duplicate: boolean; result?: string }> {
  if (o.payments.id !== 'stripe') throw new AppError('webhook_not_configured', 404);
  const payments = o.payments as StripePaymentProvider;
  let event: Stripe.Event;
  try {
    if (!o.signature) throw new Error('missing Stripe-Signature');
    event = await payments.parseWebhookEvent(o.rawBody, o.signature);
  } catch (e) {
    o.log.warn({ err: e }, 'Stripe webhook refused: bad signature');
    throw new AppError('webhook_signature_invalid', 400);
  }
  return o.db.transaction(async (tx) => {
    const stored = await tx
      .insert(paymentEvents)
      .values({ id: event.id, provider: 'stripe', type: event.type, receivedAt: o.now })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (stored.length === 0) return { received: true as const, duplicate: true };
    const result = await process(tx, payments, event, o.now, o.log);
    o.log.info({ eventId: event.id, type: event.type, result }, 'Stripe event processed');
    return { received: true as const, duplicate: false, result: String(result) };
  });
}
