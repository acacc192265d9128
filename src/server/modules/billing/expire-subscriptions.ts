import { and, eq, inArray, lte } from 'drizzle-orm';
import { addPeriod } from '#domain/billing/prices.ts';
import type { Db } from '#server/db/client.ts';
import { subscriptions } from '#server/db/schema/index.ts';
import type { Logger } from '#server/lib/logger.ts';
import type { PaymentProvider } from '#server/providers/payments/payment-provider.ts';
import { syncProviderSubscription } from './sync-provider-subscription.ts';
import { lifetimeGrant, readSubscription } from './write-subscription.ts';

export interface ExpiryReport {
  expired: number;
  renewed: number;
  synced: number;
}

/**
 * The subscription-expiry job: every row whose paid period has ended goes back to the free plan
 * (status `expired`) — canceled subscriptions, one-time months, standard promo months — or to the
 * user's lifetime plan when there is one. A renewing
 * subscription is first checked with its provider: Stripe is asked again (a missed renewal webhook
 * must not take access away); a test-checkout subscription renews by itself (test mode, no charge).
 */
export async function expireSubscriptions(o: {
  db: Db;
  payments: PaymentProvider;
  now: Date;
  log: Logger;
}): Promise<ExpiryReport> {
  const report: ExpiryReport = { expired: 0, renewed: 0, synced: 0 };
  const due = await o.db
    .select()
    .from(subscriptions)
    .where(
      and(
        inArray(subscriptions.status, ['active', 'canceling']),
        eq(subscriptions.lifetime, false),
        lte(subscriptions.currentPeriodEnd, o.now),
      ),
    );

  for (const row of due) {
    const renewable =
      row.status === 'active' &&
      !row.oneTime &&
      row.providerSubscriptionId &&
      row.billingPeriod &&
      row.provider === o.payments.id;
    if (renewable && row.provider === 'test-checkout' && row.currentPeriodEnd && row.billingPeriod) {
      let start = row.currentPeriodEnd;
      let end = addPeriod(start, row.billingPeriod);
      while (end.getTime() <= o.now.getTime()) {
        start = end;
        end = addPeriod(start, row.billingPeriod);
      }
      await o.db
        .update(subscriptions)
        .set({ currentPeriodStart: start, currentPeriodEnd: end, updatedAt: o.now })
        .where(and(eq(subscriptions.userId, row.userId), eq(subscriptions.status, 'active')));
      report.renewed += 1;
      continue;
    }
    if (renewable && row.providerSubscriptionId) {
      try {
        const sub = await o.payments.retrieveSubscription(row.providerSubscriptionId);
        if (sub) {
          await syncProviderSubscription({ db: o.db, payments: o.payments, sub, now: o.now, log: o.log });
          report.synced += 1;
          const after = await readSubscription(o.db, row.userId);
          if (after?.currentPeriodEnd && after.currentPeriodEnd.getTime() > o.now.getTime()) continue;
          if (after?.status === 'expired' || after?.lifetime) {
            report.expired += 1;
            continue;
          }
        }
      } catch (e) {
        // Provider unreachable: keep the row as it is and try again at the next run.
        o.log.warn({ err: e, userId: row.userId }, 'could not re-read a subscription before expiring it');
        continue;
      }
    }
    // The lifetime plan comes back when a paid plan bought on top of it ends.
    const after = row.lifetimePlan
      ? lifetimeGrant(row.lifetimePlan, row, o.now)
      : ({ status: 'expired', plan: 'free' } as const);
    const ended = await o.db
      .update(subscriptions)
      .set({ ...after, updatedAt: o.now })
      .where(
        and(
          eq(subscriptions.userId, row.userId),
          inArray(subscriptions.status, ['active', 'canceling']),
          eq(subscriptions.lifetime, false),
          lte(subscriptions.currentPeriodEnd, o.now),
        ),
      )
      .returning({ userId: subscriptions.userId });
    report.expired += ended.length;
  }
  if (report.expired || report.renewed || report.synced) o.log.info(report, 'subscription expiry run');
  return report;
}
