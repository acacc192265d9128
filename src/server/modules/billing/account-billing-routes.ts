import { Hono } from 'hono';
import { billingHistoryApi } from '#contracts/billing-history.ts';
import { checkoutTermsApi } from '#contracts/checkout-terms.ts';
import { currentUser, requireUser } from '#server/auth/session.ts';
import { implement } from '#server/http/implement.ts';
import type { AppDeps, AppEnv } from '#server/http/types.ts';
import { checkoutTerms } from './checkout-terms.ts';
import { getBillingHistory } from './get-billing-history.ts';
import { readSubscription } from './write-subscription.ts';

/** The terms of a purchase before paying (/api/checkout-terms). */
export function checkoutTermsRoutes({ database, now }: AppDeps) {
  const app = new Hono<AppEnv>().use(requireUser);
  implement(app, checkoutTermsApi.get, async (c, { query }) =>
    checkoutTerms(await readSubscription(database.db, currentUser(c).id), query, now()),
  );
  return app;
}

/** The signed-in user's billing history (/api/billing-history). */
export function billingHistoryRoutes({ database, payments }: AppDeps) {
  const app = new Hono<AppEnv>().use(requireUser);
  implement(app, billingHistoryApi.get, (c) =>
    getBillingHistory({ db: database.db, payments, userId: currentUser(c).id, log: c.get('log') }),
  );
  return app;
}
