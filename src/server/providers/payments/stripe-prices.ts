import type Stripe from 'stripe';
import { type BillingPeriod, priceLookupKey } from '#domain/billing/prices.ts';
import { PAID_PLAN_IDS, type PaidPlanId, PLAN_CURRENCY, PLANS } from '#domain/plans.ts';

type PriceKind = BillingPeriod | 'one-time';
const KINDS: PriceKind[] = ['monthly', 'yearly', 'one-time'];

const amountOf = (plan: PaidPlanId, kind: PriceKind) =>
  kind === 'yearly' ? PLANS[plan].yearlyPriceCents : PLANS[plan].monthlyPriceCents;

function matches(price: Stripe.Price, plan: PaidPlanId, kind: PriceKind) {
  const interval = kind === 'monthly' ? 'month' : kind === 'yearly' ? 'year' : null;
  return (
    price.active &&
    price.unit_amount === amountOf(plan, kind) &&
    price.currency === PLAN_CURRENCY.toLowerCase() &&
    (price.recurring?.interval ?? null) === interval
  );
}

async function ensureProduct(stripe: Stripe, plan: PaidPlanId): Promise<string> {
  const id = `scout_${plan}`;
  try {
    return (await stripe.products.retrieve(id)).id;
  } catch (e) {
    if ((e as { statusCode?: number }).statusCode !== 404) throw e;
    const name = `Scout ${plan[0].toUpperCase()}${plan.slice(1)}`;
    return (await stripe.products.create({ id, name, metadata: { plan } })).id;
  }
}

/**
 * The Stripe price of a plan, found by its lookup key; created (taking the lookup key over from an
 * outdated price) when it is missing or no longer matches the plan table.
 */
export async function ensureStripePrice(
  stripe: Stripe,
  plan: PaidPlanId,
  kind: PriceKind,
): Promise<{ price: Stripe.Price; created: boolean }> {
  const lookupKey = priceLookupKey(plan, kind);
  const found = await stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 });
  const existing = found.data[0];
  if (existing && matches(existing, plan, kind)) return { price: existing, created: false };
  const product = await ensureProduct(stripe, plan);
  const price = await stripe.prices.create({
    product,
    currency: PLAN_CURRENCY.toLowerCase(),
    unit_amount: amountOf(plan, kind),
    lookup_key: lookupKey,
    transfer_lookup_key: true,
    metadata: { plan, kind },
    ...(kind === 'one-time' ? {} : { recurring: { interval: kind === 'monthly' ? 'month' : 'year' } }),
  });
  return { price, created: true };
}

/** Makes Stripe's prices match the plan table (`npm run cli -- stripe:sync-prices`). */
export async function syncStripePrices(stripe: Stripe) {
  const results: { lookupKey: string; priceId: string; amountCents: number; created: boolean }[] = [];
  for (const plan of PAID_PLAN_IDS) {
    for (const kind of KINDS) {
      const { price, created } = await ensureStripePrice(stripe, plan, kind);
      results.push({
        lookupKey: priceLookupKey(plan, kind),
        priceId: price.id,
        amountCents: price.unit_amount ?? 0,
        created,
      });
    }
  }
  return results;
}
