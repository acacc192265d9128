import { ranksAbove } from '#domain/billing/plan-rank.ts';
import type { PaidPlanId, PlanId } from '#domain/plans.ts';
import { AppError } from '#server/lib/app-error.ts';
import { isRenewing, lifetimePlanOf, type SubscriptionRecord } from './write-subscription.ts';

export type CheckoutConflict =
  | { code: 'subscription_exists' }
  | { code: 'lifetime_plan_active'; plan: PlanId };

/**
 * Why buying `plan` would harm what the user already has, or null:
 * - a subscription that renews by itself (a second one would bill twice: change its plan instead);
 * - a lifetime plan at or above `plan` (only a higher plan can be bought on top of it; the lifetime
 *   plan comes back when the bought one ends).
 * Checked when the checkout opens and again at fulfilment (a checkout opened earlier may be paid later).
 */
export function checkoutConflict(
  row: SubscriptionRecord | undefined,
  plan: PaidPlanId,
  now: Date,
): CheckoutConflict | null {
  if (isRenewing(row, now)) return { code: 'subscription_exists' };
  const lifetimePlan = lifetimePlanOf(row);
  if (lifetimePlan && !ranksAbove(plan, lifetimePlan))
    return { code: 'lifetime_plan_active', plan: lifetimePlan };
  return null;
}

export const conflictError = (c: CheckoutConflict) =>
  c.code === 'lifetime_plan_active' ? new AppError(c.code, 409, { plan: c.plan }) : new AppError(c.code, 409);
