import { expireSubscriptions } from '#server/modules/billing/index.ts';
import type { RecurringJob } from './job.ts';

/** Ended subscriptions, one-time months and standard promo months go back to the free plan. */
export const subscriptionExpiryJob: RecurringJob = {
  name: 'subscription-expiry',
  every: () => 5 * 60,
  run: async ({ database, payments, now, logger }) => {
    await expireSubscriptions({ db: database.db, payments, now: now(), log: logger });
  },
};
