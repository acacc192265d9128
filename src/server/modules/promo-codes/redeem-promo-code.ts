import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { PromoRefusal } from '#contracts/promo-codes.ts';
import { lowersAccess } from '#domain/billing/access-never-lowered.ts';
import { ranksAbove } from '#domain/billing/plan-rank.ts';
import { addPeriod } from '#domain/billing/prices.ts';
import type { PaidPlanId, PlanId } from '#domain/plans.ts';
import type { Db } from '#server/db/client.ts';
import { promoCodes, promoRedemptions, subscriptions } from '#server/db/schema/index.ts';
import { AppError } from '#server/lib/app-error.ts';
import {
  type Executor,
  heldPlanOf,
  isRenewing,
  lifetimeGrant,
  lifetimePlanOf,
  monthStart,
  planFromSubscription,
  readSubscription,
  type SubscriptionRecord,
  writeSubscription,
} from '#server/modules/billing/index.ts';

/** Why a code cannot be used by this user now, or null when it can. */
export async function promoRefusal(
  db: Executor,
  o: {
    code: typeof promoCodes.$inferSelect | undefined;
    userId: string;
    current: SubscriptionRecord | undefined;
    now: Date;
  },
): Promise<PromoRefusal | null> {
  const { code, current, now } = o;
  if (!code) return 'promo_not_found';
  if (code.expiresAt && code.expiresAt.getTime() <= now.getTime()) return 'promo_expired';
  if (code.maxUses !== null && code.currentUses >= code.maxUses) return 'promo_used_up';
  const [redeemed] = await db
    .select({ at: promoRedemptions.redeemedAt })
    .from(promoRedemptions)
    .where(and(eq(promoRedemptions.promoCodeId, code.id), eq(promoRedemptions.userId, o.userId)));
  if (redeemed) return 'promo_already_redeemed';
  // A renewing paid subscription would keep billing: cancel it first (a canceling one is fine).
  if (current && isRenewing(current, now) && current.status === 'active') return 'promo_subscription_active';
  // A code must give more than the lifetime plan the user keeps anyway.
  const lifetimePlan = lifetimePlanOf(current);
  if (lifetimePlan && !ranksAbove(code.plan, lifetimePlan)) return 'promo_no_upgrade';
  // A standard code never lowers or shortens the plan in force (elite until next year → a month of starter).
  if (!code.isLifetime && lowersAccess({ ...standardGrant(code.plan, current, now), now }))
    return 'promo_plan_in_force';
  return null;
}

/**
 * What a standard code gives: a month of its plan from now, or added after the end of a running
 * month of the same plan (a one-time month or another code; not a subscription, which has its own end).
 */
function standardGrant(plan: PlanId, current: SubscriptionRecord | undefined, now: Date) {
  const start = monthStart(current, plan, now);
  return {
    current: heldPlanOf(current, now),
    next: { plan, end: addPeriod(start, 'one-month') },
    floor: lifetimePlanOf(current) ?? 'free',
    start,
  };
}

/**
 * Redeems a code: a lifetime code gives its plan permanently, a standard code one month of it with no
 * renewal (after the end of a running month of the same plan; refused when it would lower or shorten
 * the plan in force, `promo_plan_in_force`). The use is counted by one conditional UPDATE (`current_uses < max_uses`, not expired), so
 * with max_uses = N at most N redemptions ever succeed, however many arrive at once.
 */
export async function redeemPromoCode(o: { db: Db; userId: string; code: string; now: Date }) {
  return o.db.transaction(async (tx) => {
    const current = await readSubscription(tx, o.userId);
    const [existing] = await tx.select().from(promoCodes).where(eq(promoCodes.code, o.code));
    const before = await promoRefusal(tx, { code: existing, userId: o.userId, current, now: o.now });
    if (before || !existing) throw new AppError(before ?? 'promo_not_found', 409, { code: o.code });

    const [claimed] = await tx
      .update(promoCodes)
      .set({ currentUses: sql`${promoCodes.currentUses} + 1` })
      .where(
        and(
          eq(promoCodes.id, existing.id),
          or(isNull(promoCodes.maxUses), lt(promoCodes.currentUses, promoCodes.maxUses)),
          or(isNull(promoCodes.expiresAt), gt(promoCodes.expiresAt, o.now)),
        ),
      )
      .returning();
    if (!claimed) {
      const [now] = await tx.select().from(promoCodes).where(eq(promoCodes.id, existing.id));
      const reason =
        (await promoRefusal(tx, { code: now, userId: o.userId, current, now: o.now })) ?? 'promo_used_up';
      throw new AppError(reason, 409, { code: o.code });
    }
    const inserted = await tx
      .insert(promoRedemptions)
      .values({ promoCodeId: claimed.id, userId: o.userId, redeemedAt: o.now })
      .onConflictDoNothing()
      .returning();
    if (inserted.length === 0) throw new AppError('promo_already_redeemed', 409, { code: o.code });

    const plan = claimed.plan as PaidPlanId;
    if (claimed.isLifetime) {
      // A higher plan already in force (e.g. a canceled subscription still running) stays until it
      // ends; the lifetime plan takes over then.
      const inForce = current ? planFromSubscription({ ...current, lifetimePlan: null }, o.now) : 'free';
      if (current && ranksAbove(inForce, plan))
        await tx
          .update(subscriptions)
          .set({ lifetimePlan: plan, updatedAt: o.now })
          .where(eq(subscriptions.userId, o.userId));
      else
        await writeSubscription(
          tx,
          o.userId,
          { ...lifetimeGrant(plan, current, o.now), lifetimePlan: plan },
          o.now,
        );
      return { plan, isLifetime: true, currentPeriodEnd: null };
    }
    const { start, next } = standardGrant(plan, current, o.now);
    const end = next.end;
    await writeSubscription(
      tx,
      o.userId,
      {
        plan,
        status: 'active',
        provider: 'promo',
        providerCustomerId: current?.providerCustomerId ?? null,
        providerSubscriptionId: null,
        billingPeriod: null,
        oneTime: true,
        lifetime: false,
        currentPeriodStart:
          start.getTime() > o.now.getTime() ? (current?.currentPeriodStart ?? o.now) : o.now,
        currentPeriodEnd: end,
      },
      o.now,
    );
    return { plan, isLifetime: false, currentPeriodEnd: end.toISOString() };
  });
}
