import { minorUnits, money, moneyDecimal } from '#domain/money.ts';
import { PLAN_CURRENCY } from '#domain/plans.ts';
import { syncStripePrices } from '../providers/payments/stripe-prices.ts';
import type { StripePaymentProvider } from '../providers/payments/stripe-provider.ts';
import type { CliCommand } from './commands.ts';

export const stripeSyncPricesCommand: CliCommand = {
  usage: 'stripe:sync-prices',
  description: 'Create or update the Stripe prices of every paid plan from the plan table.',
  async run(_args, { payments }) {
    if (payments.id !== 'stripe')
      throw new Error('Stripe is not configured: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET first.');
    const results = await syncStripePrices((payments as StripePaymentProvider).stripe);
    for (const r of results) {
      const amount = moneyDecimal(money(minorUnits(r.amountCents), PLAN_CURRENCY));
      console.log(
        `${r.created ? 'created ' : 'up to date'}  ${r.lookupKey.padEnd(24)} ${r.priceId}  ${amount} ${PLAN_CURRENCY}`,
      );
    }
  },
};
