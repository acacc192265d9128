import { Hono } from 'hono';
import { amazonApi } from '#contracts/amazon.ts';
import { currentUser, requireUser } from '#server/auth/session.ts';
import { implement } from '#server/http/implement.ts';
import type { AppDeps, AppEnv } from '#server/http/types.ts';
import { isAppError } from '#server/lib/app-error.ts';
import { completeAmazonOauth, startAmazonOauth } from './amazon-oauth.ts';
import {
  connectSelfAuthorized,
  disconnectAmazon,
  getAmazonConnection,
  requestSync,
} from './manage-connection.ts';

/** The seller's Amazon account (Settings; contract: src/contracts/amazon.ts). */
export function amazonRoutes({ database, env, now }: AppDeps) {
  const db = database.db;
  const app = new Hono<AppEnv>();
  // Seller Central sends the browser back here; the result is shown on /settings.
  implement(app, amazonApi.oauthCallback, async (c, { query: q }) => {
    const user = c.get('user');
    // Signed out meanwhile (or another browser): sign in, then start again from Settings.
    if (!user) return c.redirect('/auth', 302);
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
  });
  // Everything else needs a signed-in user (registered after the callback, which handles its own).
  app.use(requireUser);
  implement(app, amazonApi.connection, (c) => getAmazonConnection({ db, env, userId: currentUser(c).id }));
  implement(app, amazonApi.connect, (c, { body }) =>
    connectSelfAuthorized({ db, env, userId: currentUser(c).id, input: body, now: now() }),
  );
  implement(app, amazonApi.disconnect, (c) => disconnectAmazon({ db, userId: currentUser(c).id }));
  implement(app, amazonApi.sync, (c) => requestSync({ db, userId: currentUser(c).id, now: now() }));
  implement(app, amazonApi.startOauth, (c, { body }) =>
    startAmazonOauth({ db, env, userId: currentUser(c).id, ...body, now: now() }),
  );
  return app;
}
