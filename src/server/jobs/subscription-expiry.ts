import { expireSubscriptions } from '#server/modules/billing/index.ts';
import type { JobDefinition } from './job.ts';

/** Ended subscriptions, one-time months and standard promo months go back to the free plan. */
export const subscriptionExpiryJob: JobDefinition = {
  name: 'subscription-expiry',
  intervalMs: () => 5 * 60_000,
  run: async ({ database, payments, now, logger }) => {
    await expireSubscriptions({ db: database.db, payments, now: now(), log: logger });
  },
};
