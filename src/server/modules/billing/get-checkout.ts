import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { type CheckoutStatus, checkouts } from '#server/db/schema/index.ts';
import { notFound } from '#server/lib/app-error.ts';

export interface CheckoutView {
  id: string;
  provider: string;
  kind: 'new' | 'change';
  plan: string;
  mode: 'subscription' | 'one-time';
  billingPeriod: 'monthly' | 'yearly';
  paymentMethod: 'card' | 'paypal';
  amountCents: number;
  /** Taken off the price: the unused part of a paid one-time month this purchase replaced. */
  creditCents: number;
  currency: string;
  status: CheckoutStatus;
  createdAt: string;
  completedAt: string | null;
}

/** One of the caller's checkouts (someone else's is a 404). */
export async function getCheckout({
  db,
  userId,
  id,
}: {
  db: Db;
  userId: string;
  id: string;
}): Promise<CheckoutView> {
  const [row] = await db
    .select()
    .from(checkouts)
    .where(and(eq(checkouts.id, id), eq(checkouts.userId, userId)));
  if (!row) throw notFound('checkout');
  return {
    id: row.id,
    provider: row.provider,
    kind: row.kind,
    plan: row.plan,
    mode: row.mode,
    billingPeriod: row.billingPeriod,
    paymentMethod: row.paymentMethod,
    amountCents: row.amountCents,
    creditCents: row.creditCents,
    currency: row.currency,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}
