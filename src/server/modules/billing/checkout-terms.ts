import type { CheckoutBody } from '#contracts/billing.ts';
import { unusedOneTimeCents } from '#domain/billing/one-time-credit.ts';
import { checkoutAmountCents } from '#domain/billing/prices.ts';
import { isPaidPlanId, type PaidPlanId, PLAN_CURRENCY } from '#domain/plans.ts';
import { checkoutConflict, conflictError, purchaseOf } from './checkout-conflict.ts';
import { heldPlanOf, monthStart, type SubscriptionRecord } from './write-subscription.ts';

export type CheckoutOrder = Pick<CheckoutBody, 'plan' | 'mode' | 'billingPeriod'>;

/** What a checkout will charge and give, shown before paying and recorded with the order. */
export interface CheckoutTerms {
  /** The plan's price for this order. */
  priceCents: number;
  /** The unused part of a paid one-time month this purchase replaces (0: none). */
  creditCents: number;
  /** price − credit: what the payment page charges. */
  amountDueCents: number;
  currency: string;
  /** When the bought access starts: now, or after the running month of the same plan. */
  startsAt: Date;
  /** The end of the first period (a subscription then renews there) or of the bought month. */
  accessUntil: Date;
  /** A subscription renews at accessUntil; a one-time month does not renew. */
  renews: boolean;
  /** The paid one-time month this purchase replaces now, credited above. */
  replaces: { plan: PaidPlanId; end: Date } | null;
}

/**
 * The terms of a new purchase for the user's current grant. A purchase that starts now in place of
 * a paid one-time month (a subscription, or a one-time month of another plan) credits that month's
 * unused part against its first payment; a one-time month of the same plan is added after it
 * instead (nothing replaced, nothing credited). Refusals (`checkout-conflict.ts`) are thrown.
 */
export function checkoutTerms(
  row: SubscriptionRecord | undefined,
  order: CheckoutOrder,
  now: Date,
): CheckoutTerms {
  const billingPeriod = order.mode === 'one-time' ? 'monthly' : order.billingPeriod;
  const purchase = purchaseOf(row, { ...order, billingPeriod }, now);
  const conflict = checkoutConflict(row, purchase, now);
  if (conflict) throw conflictError(conflict);
  const priceCents = checkoutAmountCents(order.plan, order.mode, billingPeriod);
  const startsAt = order.mode === 'one-time' ? monthStart(row, order.plan, now) : now;
  const held = heldPlanOf(row, now);
  const replaced =
    held &&
    isPaidPlanId(held.plan) &&
    row?.oneTime &&
    row.provider !== 'promo' &&
    startsAt.getTime() === now.getTime()
      ? { plan: held.plan, end: held.end }
      : null;
  const credit =
    replaced && row?.currentPeriodStart
      ? Math.min(
          unusedOneTimeCents({ plan: replaced.plan, start: row.currentPeriodStart, end: replaced.end }, now),
          priceCents,
        )
      : 0;
  return {
    priceCents,
    creditCents: credit,
    amountDueCents: priceCents - credit,
    currency: PLAN_CURRENCY,
    startsAt,
    accessUntil: purchase.end,
    renews: order.mode === 'subscription',
    replaces: replaced ? { plan: replaced.plan, end: replaced.end } : null,
  };
}
