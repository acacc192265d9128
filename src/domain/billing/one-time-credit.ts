import type { PlanId } from '../plans.ts';
import { addPeriod, checkoutAmountCents } from './prices.ts';

/** A paid one-time grant: one or more months of `plan` bought back to back, from `start` to `end`. */
export interface PaidMonths {
  plan: PlanId;
  start: Date;
  end: Date;
}

/** How many one-month payments the grant is (months added after each other share its start). */
export function monthsIn(g: Pick<PaidMonths, 'start' | 'end'>): number {
  let n = 0;
  for (let at = g.start; at.getTime() < g.end.getTime() && n < 120; n++) at = addPeriod(at, 'one-month');
  return Math.max(n, 1);
}

/**
 * The unused part of a paid one-time grant at `now`, in cents: what was paid for it times the share
 * of its time still to run. A purchase that starts now in place of the grant credits this amount
 * against its first payment (docs/billing.md, "A purchase during a one-time month"), so no paid day
 * is lost.
 */
export function unusedOneTimeCents(g: PaidMonths, now: Date): number {
  const total = g.end.getTime() - g.start.getTime();
  const left = Math.min(Math.max(g.end.getTime() - now.getTime(), 0), Math.max(total, 0));
  if (total <= 0 || left <= 0) return 0;
  const paid = monthsIn(g) * checkoutAmountCents(g.plan, 'one-time', 'monthly');
  return Math.round((paid * left) / total);
}
