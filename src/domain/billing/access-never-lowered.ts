import type { PlanId } from '../plans.ts';
import { planRank } from './plan-rank.ts';

/** A plan held from now until `end`. */
export interface HeldPlan {
  plan: PlanId;
  end: Date;
}

/**
 * Whether giving `next` now, in place of `current`, takes away access the user already has at some
 * moment: a lower plan while `current` still runs, or an earlier end of a plan above `floor` (the
 * lifetime plan, which comes back by itself when any grant ends). The one rule behind promo codes
 * and purchases: a new grant never shortens or lowers what was granted (docs/billing.md).
 */
export function lowersAccess(o: { current: HeldPlan | null; next: HeldPlan; floor: PlanId; now: Date }) {
  const { current, next } = o;
  if (!current || current.end.getTime() <= o.now.getTime()) return false;
  if (planRank(current.plan) <= planRank(o.floor)) return false;
  if (planRank(next.plan) < planRank(current.plan)) return true;
  return next.end.getTime() < current.end.getTime();
}
