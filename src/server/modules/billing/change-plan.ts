import type { PlanChangePreview } from '#contracts/billing.ts';
import { ranksAbove } from '#domain/billing/plan-rank.ts';
import type { BillingPeriod } from '#domain/billing/prices.ts';
import { type Proration, prorate } from '#domain/billing/proration.ts';
import { isPaidPlanId, type PaidPlanId, PLAN_CURRENCY } from '#domain/plans.ts';
import type { Db } from '#server/db/client.ts';
import { checkouts } from '#server/db/schema/index.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { PaymentProvider } from '#server/providers/payments/payment-provider.ts';
import {
  grantFromProvider,
  isRenewing,
  lifetimePlanOf,
  readSubscription,
  type SubscriptionRecord,
  writeSubscription,
} from './write-subscription.ts';

interface Target {
  plan: PaidPlanId;
  billingPeriod: BillingPeriod;
  resumeRenewal?: boolean;
}

async function changeable(db: Db, payments: PaymentProvider, userId: string, to: Target, now: Date) {
  const row = await readSubscription(db, userId);
  if (!isRenewing(row, now) || row?.provider !== payments.id || !isPaidPlanId(row.plan))
    throw new AppError('no_active_subscription', 409);
  const current = row as SubscriptionRecord & { plan: PaidPlanId };
  const lifetimePlan = lifetimePlanOf(current);
  // Paying for a plan the lifetime plan already gives would be money for nothing.
  if (lifetimePlan && !ranksAbove(to.plan, lifetimePlan))
    throw new AppError('lifetime_plan_active', 409, { plan: lifetimePlan });
  const renews = current.status === 'active' || to.resumeRenewal === true;
  if (
    current.plan === to.plan &&
    current.billingPeriod === to.billingPeriod &&
    (current.status === 'active' || !renews)
  )
    throw new AppError('plan_unchanged', 409);
  const proration = prorate({
    from: { plan: current.plan, period: current.billingPeriod ?? 'monthly' },
    to: { plan: to.plan, period: to.billingPeriod },
    periodStart: current.currentPeriodStart ?? current.createdAt,
    periodEnd: current.currentPeriodEnd ?? now,
    now,
  });
  return { row: current, proration, renews };
}

const view = (
  row: SubscriptionRecord & { plan: PaidPlanId },
  to: Target,
  p: Proration,
): PlanChangePreview => ({
  from: { plan: row.plan, billingPeriod: row.billingPeriod ?? 'monthly' },
  to: { plan: to.plan, billingPeriod: to.billingPeriod },
  canceling: row.status === 'canceling',
  creditCents: p.creditCents,
  chargeCents: p.chargeCents,
  amountDueCents: p.amountDueCents,
  currency: PLAN_CURRENCY,
  newPeriodEnd: p.newPeriodEnd.toISOString(),
});

/** What an immediate change to `to` would cost now (domain proration; Stripe settles to the second). */
export async function previewPlanChange(o: {
  db: Db;
  payments: PaymentProvider;
  userId: string;
  to: Target;
  now: Date;
}): Promise<PlanChangePreview> {
  const { row, proration } = await changeable(o.db, o.payments, o.userId, o.to, o.now);
  return view(row, o.to, proration);
}

/**
 * Immediate, prorated plan change of a renewing subscription: the provider changes it (Stripe:
 * subscription update with proration), then we write what it returns and record the prorated amount
 * as a completed `change` checkout. A canceling subscription is changed only with the user's answer
 * to "resume renewal?" (`resumeRenewal`): never restarted, nor left ending, without being asked.
 */
export async function changePlan(o: {
  db: Db;
  payments: PaymentProvider;
  userId: string;
  to: Target;
  now: Date;
}): Promise<PlanChangePreview> {
  const { row, proration, renews } = await changeable(o.db, o.payments, o.userId, o.to, o.now);
  if (row.status === 'canceling' && o.to.resumeRenewal === undefined)
    throw new AppError('renewal_choice_required', 409);
  const sub = await o.payments.changePlan({
    subscriptionId: row.providerSubscriptionId as string,
    plan: o.to.plan,
    billingPeriod: o.to.billingPeriod,
    renew: renews,
  });
  await o.db.transaction(async (tx) => {
    await writeSubscription(tx, o.userId, grantFromProvider(o.payments.id, sub), o.now);
    await tx.insert(checkouts).values({
      userId: o.userId,
      provider: o.payments.id,
      kind: 'change',
      plan: o.to.plan,
      mode: 'subscription',
      billingPeriod: o.to.billingPeriod,
      paymentMethod: 'card',
      amountCents: proration.amountDueCents,
      currency: PLAN_CURRENCY,
      status: 'completed',
      providerCustomerId: row.providerCustomerId,
      createdAt: o.now,
      completedAt: o.now,
    });
  });
  return view(row, o.to, proration);
}
