import { Hono } from 'hono';
import { feesApi } from '#contracts/fees.ts';
import { currentUser, requireUser } from '#server/auth/session.ts';
import { implement } from '#server/http/implement.ts';
import type { AppDeps, AppEnv } from '#server/http/types.ts';
import { getFeeSettings, saveFeeSettings } from './fee-settings.ts';

/** Fee settings: contract src/contracts/fees.ts. */
export function feesRoutes({ database, now }: AppDeps) {
  const app = new Hono<AppEnv>().use(requireUser);
  implement(app, feesApi.settings, (c) => getFeeSettings({ db: database.db, userId: currentUser(c).id }));
  implement(app, feesApi.saveSettings, (c, { body }) =>
    saveFeeSettings({ db: database.db, userId: currentUser(c).id, input: body, now: now() }),
  );
  return app;
}
