import { Hono } from 'hono';
import { billingApi } from '#contracts/billing.ts';
import { languageOf } from '#server/auth/request-language.ts';
import { currentUser, requireUser } from '#server/auth/session.ts';
import { implement } from '#server/http/implement.ts';
import type { AppDeps, AppEnv } from '#server/http/types.ts';
import { cancelSubscription } from './cancel-subscription.ts';
import { changePlan, previewPlanChange } from './change-plan.ts';
import { cancelTestCheckout, confirmTestCheckout } from './complete-test-checkout.ts';
import { getCheckout } from './get-checkout.ts';
import { getSubscription } from './get-subscription.ts';
import { handleStripeWebhook } from './handle-stripe-webhook.ts';
import { openBillingPortal } from './open-billing-portal.ts';
import { startCheckout } from './start-checkout.ts';
import { testCheckoutLocalOnly } from './test-checkout-guard.ts';

/** /api/billing (contract: src/contracts/billing.ts). */
export function billingRoutes({ database, payments, env, now }: AppDeps) {
  const db = database.db;
  const app = new Hono<AppEnv>();
  // Called by Stripe (no session): the signature over the raw body is the authentication.
  implement(app, billingApi.stripeWebhook, async (c) =>
    handleStripeWebhook({
      db,
      payments,
      rawBody: await c.req.text(),
      signature: c.req.header('stripe-signature'),
      now: now(),
      log: c.get('log'),
    }),
  );
  // Everything else needs a signed-in user (registered after the webhook).
  app.use(requireUser);
  const localOnly = testCheckoutLocalOnly({ payments, env });
  implement(app, billingApi.subscription, (c) =>
    getSubscription({ db, userId: currentUser(c).id, paymentProvider: payments.id, now: now() }),
  );
  implement(app, billingApi.checkout, localOnly, (c, { body }) => {
    const { acceptTerms: _, ...input } = body;
    const user = currentUser(c);
    return startCheckout({
      db,
      payments,
      user: { id: user.id, email: user.email },
      input,
      language: languageOf(c.req.raw),
      now: now(),
      log: c.get('log'),
    });
  });
  implement(app, billingApi.getCheckout, (c, { params }) =>
    getCheckout({ db, userId: currentUser(c).id, id: params.id }),
  );
  implement(app, billingApi.confirmTestCheckout, localOnly, (c, { params }) =>
    confirmTestCheckout({
      db,
      payments,
      userId: currentUser(c).id,
      id: params.id,
      now: now(),
      log: c.get('log'),
    }),
  );
  implement(app, billingApi.cancelTestCheckout, (c, { params }) =>
    cancelTestCheckout({ db, payments, userId: currentUser(c).id, id: params.id }),
  );
  implement(app, billingApi.previewPlanChange, (c, { body }) =>
    previewPlanChange({ db, payments, userId: currentUser(c).id, to: body, now: now() }),
  );
  implement(app, billingApi.changePlan, localOnly, (c, { body }) =>
    changePlan({ db, payments, userId: currentUser(c).id, to: body, now: now() }),
  );
  implement(app, billingApi.cancel, (c) =>
    cancelSubscription({ db, payments, userId: currentUser(c).id, now: now() }),
  );
  implement(app, billingApi.portal, (c) =>
    openBillingPortal({ db, payments, userId: currentUser(c).id, returnUrl: `${env.baseUrl}/pricing` }),
  );
  return app;
}
