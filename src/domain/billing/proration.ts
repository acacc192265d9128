import { type MinorUnits, minorUnits } from '../money.ts';
import type { PlanId } from '../plans.ts';
import { addPeriod, type BillingPeriod, checkoutAmountCents } from './prices.ts';

export interface ProrationInput {
  from: { plan: PlanId; period: BillingPeriod };
  to: { plan: PlanId; period: BillingPeriod };
  periodStart: Date;
  periodEnd: Date;
  now: Date;
}

export interface Proration {
  /** Unused part of the current period at the old price (a credit). */
  creditCents: MinorUnits;
  /** What the new price costs for the time charged now. */
  chargeCents: MinorUnits;
  /** charge − credit: positive is paid now, negative stays as a credit for the next invoices. */
  amountDueCents: MinorUnits;
  /** Share of the current period still to run, 0..1. */
  remainingFraction: number;
  /** The period after the change (unchanged for the same interval; a new one from now otherwise). */
  newPeriodStart: Date;
  newPeriodEnd: Date;
}

/**
 * An immediate plan change, prorated like Stripe's `proration_behavior: always_invoice`:
 * the unused time of the current period is credited at the old price; with the same billing period
 * the new price is charged for that remaining time and the renewal date is kept; with another
 * billing period (monthly ↔ yearly) a new period starts now and its full price is charged.
 */
export function prorate(o: ProrationInput): Proration {
  const total = o.periodEnd.getTime() - o.periodStart.getTime();
  const left = Math.min(Math.max(o.periodEnd.getTime() - o.now.getTime(), 0), Math.max(total, 0));
  const remainingFraction = total > 0 ? left / total : 0;
  const oldPrice = checkoutAmountCents(o.from.plan, 'subscription', o.from.period);
  const newPrice = checkoutAmountCents(o.to.plan, 'subscription', o.to.period);
  const creditCents = minorUnits(Math.round(oldPrice * remainingFraction));
  if (o.from.period === o.to.period) {
    const chargeCents = minorUnits(Math.round(newPrice * remainingFraction));
    return {
      creditCents,
      chargeCents,
      amountDueCents: minorUnits(chargeCents - creditCents),
      remainingFraction,
      newPeriodStart: o.periodStart,
      newPeriodEnd: o.periodEnd,
    };
  }
  return {
    creditCents,
    chargeCents: newPrice,
    amountDueCents: minorUnits(newPrice - creditCents),
    remainingFraction,
    newPeriodStart: o.now,
    newPeriodEnd: addPeriod(o.now, o.to.period),
  };
}
