import { and, eq } from 'drizzle-orm';
import type { CheckoutView } from '#contracts/billing.ts';
import { minorUnits } from '#domain/money.ts';
import type { Db } from '#server/db/client.ts';
import { checkouts } from '#server/db/schema/index.ts';
import { notFound } from '#server/lib/app-error.ts';

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
    amountCents: minorUnits(row.amountCents),
    creditCents: minorUnits(row.creditCents),
    currency: row.currency,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}
