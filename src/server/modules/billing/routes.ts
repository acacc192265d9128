import { Hono } from 'hono';
import { languageOf } from '#server/auth/request-language.ts';
import { currentUser, requireUser } from '#server/auth/session.ts';
import type { AppDeps, AppEnv } from '#server/http/types.ts';
import { validate } from '#server/http/validate.ts';
import { cancelSubscription } from './cancel-subscription.ts';
import { changePlan, previewPlanChange } from './change-plan.ts';
import { cancelTestCheckout, confirmTestCheckout } from './complete-test-checkout.ts';
import { getCheckout } from './get-checkout.ts';
import { getSubscription } from './get-subscription.ts';
import { handleStripeWebhook } from './handle-stripe-webhook.ts';
import { openBillingPortal } from './open-billing-portal.ts';
import { checkoutIdParam, checkoutInput, planChangeInput } from './schema.ts';
import { startCheckout } from './start-checkout.ts';

export function billingRoutes({ database, payments, env, now }: AppDeps) {
  const db = database.db;
  const signedIn = new Hono<AppEnv>()
    .use(requireUser)
    .get('/subscription', async (c) =>
      c.json(
        await getSubscription({ db, userId: currentUser(c).id, paymentProvider: payments.id, now: now() }),
      ),
    )
    .post('/checkout', validate('json', checkoutInput), async (c) => {
      const { acceptTerms: _, ...input } = c.req.valid('json');
      const user = currentUser(c);
      return c.json(
        await startCheckout({
          db,
          payments,
          user: { id: user.id, email: user.email },
          input,
          language: languageOf(c.req.raw),
          now: now(),
          log: c.get('log'),
        }),
      );
    })
    .get('/checkout/:id', validate('param', checkoutIdParam), async (c) =>
      c.json(await getCheckout({ db, userId: currentUser(c).id, id: c.req.valid('param').id })),
    )
    .post('/test-checkout/:id/confirm', validate('param', checkoutIdParam), async (c) =>
      c.json(
        await confirmTestCheckout({
          db,
          payments,
          userId: currentUser(c).id,
          id: c.req.valid('param').id,
          now: now(),
          log: c.get('log'),
        }),
      ),
    )
    .post('/test-checkout/:id/cancel', validate('param', checkoutIdParam), async (c) =>
      c.json(
        await cancelTestCheckout({ db, payments, userId: currentUser(c).id, id: c.req.valid('param').id }),
      ),
    )
    .post('/change-plan/preview', validate('json', planChangeInput), async (c) =>
      c.json(
        await previewPlanChange({
          db,
          payments,
          userId: currentUser(c).id,
          to: c.req.valid('json'),
          now: now(),
        }),
      ),
    )
    .post('/change-plan', validate('json', planChangeInput), async (c) =>
      c.json(
        await changePlan({ db, payments, userId: currentUser(c).id, to: c.req.valid('json'), now: now() }),
      ),
    )
    .post('/cancel', async (c) =>
      c.json(await cancelSubscription({ db, payments, userId: currentUser(c).id, now: now() })),
    )
    .post('/portal', async (c) =>
      c.json(
        await openBillingPortal({
          db,
          payments,
          userId: currentUser(c).id,
          returnUrl: `${env.baseUrl}/pricing`,
        }),
      ),
    );

  return (
    new Hono<AppEnv>()
      // Called by Stripe (no session): the signature over the raw body is the authentication.
      .post('/webhooks/stripe', async (c) =>
        c.json(
          await handleStripeWebhook({
            db,
            payments,
            rawBody: await c.req.text(),
            signature: c.req.header('stripe-signature'),
            now: now(),
            log: c.get('log'),
          }),
        ),
      )
      .route('/', signedIn)
  );
}
