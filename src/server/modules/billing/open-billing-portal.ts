import type { Db } from '#server/db/client.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { PaymentProvider } from '#server/providers/payments/payment-provider.ts';
import { readSubscription } from './write-subscription.ts';

/** The provider's page for payment details and invoices (Stripe Billing Portal). */
export async function openBillingPortal(o: {
  db: Db;
  payments: PaymentProvider;
  userId: string;
  returnUrl: string;
}) {
  const row = await readSubscription(o.db, o.userId);
  if (!row?.providerCustomerId || row.provider !== o.payments.id)
    throw new AppError('billing_portal_unavailable', 404);
  const url = await o.payments.billingPortalUrl({
    customerId: row.providerCustomerId,
    returnUrl: o.returnUrl,
  });
  if (!url) throw new AppError('billing_portal_unavailable', 404);
  return { url };
}
