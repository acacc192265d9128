import { lowersAccess } from '#domain/billing/access-never-lowered.ts';
import { ranksAbove } from '#domain/billing/plan-rank.ts';
import { addPeriod, type BillingPeriod, type PaymentMode } from '#domain/billing/prices.ts';
import type { PaidPlanId, PlanId } from '#domain/plans.ts';
import { AppError } from '#server/lib/app-error.ts';
import {
  heldPlanOf,
  isRenewing,
  lifetimePlanOf,
  monthStart,
  type SubscriptionRecord,
} from './write-subscription.ts';

export type CheckoutConflict =
  | { code: 'subscription_exists' }
  | { code: 'lifetime_plan_active'; plan: PlanId }
  | { code: 'plan_in_force'; plan: PlanId };

/** What is bought: a plan, and the end of the access it pays for. */
export interface Purchase {
  plan: PaidPlanId;
  /** The end of its first period (a subscription) or of its month (a one-time payment). */
  end: Date;
}

/**
 * Why buying `plan` would harm what the user already has, or null:
 * - a subscription that renews by itself (a second one would bill twice: change its plan instead);
 * - a lifetime plan at or above `plan` (only a higher plan can be bought on top of it; the lifetime
 *   plan comes back when the bought one ends);
 * - a plan in force (a one-time or promo month) that the purchase would lower or shorten.
 * Checked when the checkout opens and again at fulfilment (a checkout opened earlier may be paid later).
 */
export function checkoutConflict(
  row: SubscriptionRecord | undefined,
  purchase: Purchase,
  now: Date,
): CheckoutConflict | null {
  if (isRenewing(row, now)) return { code: 'subscription_exists' };
  const lifetimePlan = lifetimePlanOf(row);
  if (lifetimePlan && !ranksAbove(purchase.plan, lifetimePlan))
    return { code: 'lifetime_plan_active', plan: lifetimePlan };
  const current = heldPlanOf(row, now);
  if (current && lowersAccess({ current, next: purchase, floor: lifetimePlan ?? 'free', now }))
    return { code: 'plan_in_force', plan: current.plan };
  return null;
}

/** The purchase a checkout pays for, as it would apply at `now`. */
export function purchaseOf(
  row: SubscriptionRecord | undefined,
  checkout: { plan: PaidPlanId; mode: PaymentMode; billingPeriod: BillingPeriod },
  now: Date,
): Purchase {
  if (checkout.mode === 'subscription')
    return { plan: checkout.plan, end: addPeriod(now, checkout.billingPeriod) };
  return { plan: checkout.plan, end: addPeriod(monthStart(row, checkout.plan, now), 'one-month') };
}

export const conflictError = (c: CheckoutConflict) =>
  'plan' in c ? new AppError(c.code, 409, { plan: c.plan }) : new AppError(c.code, 409);
