import { type MinorUnits, minorUnits } from '../money.ts';
import { type PaidPlanId, PLANS, type PlanId } from '../plans.ts';

export const BILLING_PERIODS = ['monthly', 'yearly'] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];
/** A subscription renews every period; a one-time payment buys one month of access, no renewal. */
export const PAYMENT_MODES = ['subscription', 'one-time'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];
export const PAYMENT_METHODS = ['card', 'paypal'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** What one checkout charges, in cents of PLAN_CURRENCY (one-time = one month at the monthly price). */
export function checkoutAmountCents(plan: PlanId, mode: PaymentMode, period: BillingPeriod): MinorUnits {
  const p = PLANS[plan];
  if (mode === 'one-time') return p.monthlyPriceCents;
  return period === 'yearly' ? p.yearlyPriceCents : p.monthlyPriceCents;
}

/** The crossed-out price next to a yearly price: twelve monthly payments. */
export const twelveMonthsCents = (plan: PlanId) => minorUnits(12 * PLANS[plan].monthlyPriceCents);

/**
 * The end of a period that starts at `start`: same day and time one month (or year) later, clamped to
 * the end of a shorter month (31 January + 1 month = 28/29 February), in UTC — like Stripe.
 */
export function addPeriod(start: Date, period: BillingPeriod | 'one-month'): Date {
  const months = period === 'yearly' ? 12 : 1;
  const y = start.getUTCFullYear();
  const m = start.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      y,
      m,
      Math.min(start.getUTCDate(), lastDay),
      start.getUTCHours(),
      start.getUTCMinutes(),
      start.getUTCSeconds(),
      start.getUTCMilliseconds(),
    ),
  );
}

/** Stripe lookup key of the price of a plan (`scout_pro_monthly`, `scout_pro_yearly`, `scout_pro_one_time`). */
export function priceLookupKey(plan: PaidPlanId, kind: BillingPeriod | 'one-time'): string {
  return `scout_${plan}_${kind === 'one-time' ? 'one_time' : kind}`;
}

/** The plan and kind a lookup key names, or null for a key that is not ours. */
export function parsePriceLookupKey(
  key: string | null | undefined,
): { plan: PaidPlanId; kind: BillingPeriod | 'one-time' } | null {
  const m = /^scout_(starter|pro|elite)_(monthly|yearly|one_time)$/.exec(key ?? '');
  if (!m) return null;
  return {
    plan: m[1] as PaidPlanId,
    kind: m[2] === 'one_time' ? 'one-time' : (m[2] as BillingPeriod),
  };
}

/** Monthly recurring revenue of one subscription: its price per month (yearly ÷ 12, in whole cents). */
export function monthlyRevenueCents(plan: PlanId, period: BillingPeriod): MinorUnits {
  const p = PLANS[plan];
  return period === 'yearly' ? minorUnits(Math.round(p.yearlyPriceCents / 12)) : p.monthlyPriceCents;
}
