import { Hono } from 'hono';
import { currentUser, requireUser } from '#server/auth/session.ts';
import type { AppDeps, AppEnv } from '#server/http/types.ts';
import { validate } from '#server/http/validate.ts';
import { isAppError } from '#server/lib/app-error.ts';
import { completeAmazonOauth, startAmazonOauth } from './amazon-oauth.ts';
import {
  connectSelfAuthorized,
  disconnectAmazon,
  getAmazonConnection,
  requestSync,
} from './manage-connection.ts';
import { oauthCallbackQuery, oauthStartBody, selfAuthorizedBody } from './schema.ts';

/** The seller's Amazon account (Settings): SP-API connection, OAuth round trip, sync request. */
export function amazonRoutes({ database, env, now }: AppDeps) {
  const db = database.db;
  return (
    new Hono<AppEnv>()
      // Seller Central sends the browser back here; the result is shown on /settings.
      .get('/oauth/callback', validate('query', oauthCallbackQuery), async (c) => {
        const user = c.get('user');
        // Signed out meanwhile (or another browser): sign in, then start again from Settings.
        if (!user) return c.redirect('/auth', 302);
        const q = c.req.valid('query');
        const back = (params: Record<string, string>) =>
          c.redirect(`/settings?${new URLSearchParams(params).toString()}#amazon`, 302);
        if (q.error || !q.state || !q.spapi_oauth_code || !q.selling_partner_id)
          return back({ amazon_error: 'amazon_oauth_denied' });
        try {
          await completeAmazonOauth({
            db,
            env,
            userId: user.id,
            state: q.state,
            code: q.spapi_oauth_code,
            sellingPartnerId: q.selling_partner_id,
            now: now(),
          });
          return back({ amazon: 'connected' });
        } catch (e) {
          if (!isAppError(e)) throw e;
          c.get('log').warn({ code: e.code }, 'amazon oauth callback refused');
          return back({ amazon_error: e.code });
        }
      })
      .use(requireUser)
      .get('/connection', async (c) =>
        c.json(await getAmazonConnection({ db, env, userId: currentUser(c).id })),
      )
      .put('/connection', validate('json', selfAuthorizedBody), async (c) =>
        c.json(
          await connectSelfAuthorized({
            db,
            env,
            userId: currentUser(c).id,
            input: c.req.valid('json'),
            now: now(),
          }),
        ),
      )
      .delete('/connection', async (c) => {
        await disconnectAmazon({ db, userId: currentUser(c).id });
        return c.body(null, 204);
      })
      .post('/connection/sync', async (c) => {
        await requestSync({ db, userId: currentUser(c).id, now: now() });
        return c.body(null, 202);
      })
      .post('/oauth/start', validate('json', oauthStartBody), async (c) =>
        c.json(
          await startAmazonOauth({ db, env, userId: currentUser(c).id, ...c.req.valid('json'), now: now() }),
        ),
      )
  );
}
