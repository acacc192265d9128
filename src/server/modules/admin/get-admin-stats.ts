import { and, count, eq, gt, gte, inArray, isNotNull, ne, or } from 'drizzle-orm';
import type { AdminStats } from '#contracts/admin.ts';
import { monthlyRevenueCents } from '#domain/billing/prices.ts';
import { startOfUtcMonth } from '#domain/calendar.ts';
import { minorUnits } from '#domain/money.ts';
import { PAID_PLAN_IDS, type PaidPlanId, PLAN_CURRENCY } from '#domain/plans.ts';
import type { Db } from '#server/db/client.ts';
import { subscriptions, usageEvents, user } from '#server/db/schema/index.ts';
import { getReviewStats } from '#server/modules/reviews/index.ts';

export async function getAdminStats({ db, now }: { db: Db; now: Date }): Promise<AdminStats> {
  const monthStart = startOfUtcMonth(now);
  const [all] = await db.select({ n: count() }).from(user);
  const [recent] = await db.select({ n: count() }).from(user).where(gte(user.createdAt, monthStart));

  const inForce = and(
    inArray(subscriptions.status, ['active', 'canceling']),
    ne(subscriptions.plan, 'free'),
    or(eq(subscriptions.lifetime, true), gt(subscriptions.currentPeriodEnd, now)),
  );
  const byPlan = await db
    .select({ plan: subscriptions.plan, n: count() })
    .from(subscriptions)
    .where(inForce)
    .groupBy(subscriptions.plan);
  const paid = { starter: 0, pro: 0, elite: 0, total: 0 };
  for (const row of byPlan) {
    if ((PAID_PLAN_IDS as readonly string[]).includes(row.plan)) {
      paid[row.plan as PaidPlanId] = row.n;
      paid.total += row.n;
    }
  }

  // Recurring revenue: renewing subscriptions only (a canceling one will not pay again; one-time
  // months and promo grants are not recurring).
  const recurring = await db
    .select({ plan: subscriptions.plan, period: subscriptions.billingPeriod, n: count() })
    .from(subscriptions)
    .where(
      and(
        inForce,
        eq(subscriptions.status, 'active'),
        eq(subscriptions.oneTime, false),
        eq(subscriptions.lifetime, false),
        inArray(subscriptions.provider, ['stripe', 'test-checkout']),
        isNotNull(subscriptions.providerSubscriptionId),
      ),
    )
    .groupBy(subscriptions.plan, subscriptions.billingPeriod);
  let mrrCents = 0;
  let mrrSubscriptions = 0;
  for (const row of recurring) {
    if (!row.period) continue;
    mrrCents += monthlyRevenueCents(row.plan, row.period) * row.n;
    mrrSubscriptions += row.n;
  }

  const searches = await db
    .select({ kind: usageEvents.kind, n: count() })
    .from(usageEvents)
    .where(gte(usageEvents.createdAt, monthStart))
    .groupBy(usageEvents.kind);
  const product = searches.find((s) => s.kind === 'product_search')?.n ?? 0;
  const keyword = searches.find((s) => s.kind === 'keyword_search')?.n ?? 0;

  return {
    users: all?.n ?? 0,
    signupsThisMonth: recent?.n ?? 0,
    paidSubscriptions: paid,
    mrr: { cents: minorUnits(mrrCents), currency: PLAN_CURRENCY, subscriptions: mrrSubscriptions },
    searchesThisMonth: { product, keyword, total: product + keyword },
    reviews: await getReviewStats(db),
  };
}
