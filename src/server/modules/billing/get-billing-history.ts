import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { BillingEvent, BillingHistory, PaymentReceipt } from '#contracts/billing-history.ts';
import { minorUnits } from '#domain/money.ts';
import type { Db } from '#server/db/client.ts';
import { checkouts, promoCodes, promoRedemptions } from '#server/db/schema/index.ts';
import type { Logger } from '#server/lib/logger.ts';
import type { PaymentProvider } from '#server/providers/payments/payment-provider.ts';

type Reply = Omit<BillingHistory, 'events' | 'receipts'> & {
  events: (Omit<BillingEvent, 'at'> & { at: Date })[];
  receipts: (Omit<PaymentReceipt, 'at'> & { at: Date })[] | null;
};

/**
 * The account's billing history: purchases, plan changes and promo codes from our records, and, when
 * the payment service keeps them (Stripe), its payments with their receipt pages — renewals included,
 * which only the service records. A service that cannot be reached leaves the receipts out (logged),
 * never the whole history.
 */
export async function getBillingHistory(o: {
  db: Db;
  payments: PaymentProvider;
  userId: string;
  log: Logger;
}): Promise<Reply> {
  const paid = await o.db
    .select()
    .from(checkouts)
    .where(and(eq(checkouts.userId, o.userId), inArray(checkouts.status, ['completed', 'refund-due'])))
    .orderBy(desc(checkouts.createdAt));
  const codes = await o.db
    .select({
      at: promoRedemptions.redeemedAt,
      code: promoCodes.code,
      plan: promoCodes.plan,
      lifetime: promoCodes.isLifetime,
    })
    .from(promoRedemptions)
    .innerJoin(promoCodes, eq(promoCodes.id, promoRedemptions.promoCodeId))
    .where(eq(promoRedemptions.userId, o.userId));

  const events: Reply['events'] = [
    ...paid.map((c) => ({
      at: c.completedAt ?? c.createdAt,
      kind:
        c.status === 'refund-due'
          ? ('refund-due' as const)
          : c.kind === 'change'
            ? ('plan-change' as const)
            : ('purchase' as const),
      plan: c.plan,
      mode: c.mode,
      billingPeriod: c.mode === 'one-time' ? null : c.billingPeriod,
      amountCents: minorUnits(c.amountCents),
      creditCents: minorUnits(c.creditCents),
      currency: c.currency,
      code: null,
      lifetime: false,
    })),
    ...codes.map((r) => ({
      at: r.at,
      kind: 'promo-code' as const,
      plan: r.plan,
      mode: null,
      billingPeriod: null,
      amountCents: null,
      creditCents: minorUnits(0),
      currency: null,
      code: r.code,
      lifetime: r.lifetime,
    })),
  ].sort((a, b) => b.at.getTime() - a.at.getTime());

  return { events, receipts: await receiptsOf(o) };
}

async function receiptsOf(o: { db: Db; payments: PaymentProvider; userId: string; log: Logger }) {
  const customers = await o.db
    .selectDistinct({ id: checkouts.providerCustomerId })
    .from(checkouts)
    .where(
      and(
        eq(checkouts.userId, o.userId),
        eq(checkouts.provider, o.payments.id),
        isNotNull(checkouts.providerCustomerId),
      ),
    );
  if (!customers.length) return null;
  try {
    const lists = await Promise.all(
      customers.map((c) => o.payments.listPayments({ customerId: c.id as string })),
    );
    if (lists.every((l) => l === null)) return null;
    return lists.flatMap((l) => l ?? []).sort((a, b) => b.at.getTime() - a.at.getTime());
  } catch (err) {
    o.log.warn({ err, userId: o.userId }, 'payment service unreachable: billing history without receipts');
    return null;
  }
}
