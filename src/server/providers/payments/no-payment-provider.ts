import { AppError } from '#server/lib/app-error.ts';
import type { PaymentProvider } from './payment-provider.ts';

const notConfigured = () => new AppError('payments_not_configured', 409);

/**
 * No way to pay (PAYMENTS=off, or by default on a public BASE_URL without Stripe keys): paid plans
 * cannot be bought, and the pricing page says so. Grants already made (promo codes, earlier
 * purchases) keep working.
 */
export function createNoPaymentProvider(): PaymentProvider {
  return {
    id: 'none',
    async createCheckout() {
      throw notConfigured();
    },
    async retrieveSubscription() {
      return null;
    },
    async changePlan() {
      throw notConfigured();
    },
    async cancelAtPeriodEnd() {
      throw notConfigured();
    },
    async cancelNow() {},
    async listPayments() {
      return null;
    },

    async billingPortalUrl() {
      return null;
    },
  };
}
