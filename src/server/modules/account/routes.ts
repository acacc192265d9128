import { Hono } from 'hono';
import { accountApi } from '#contracts/account.ts';
import { fileDateStamp } from '#domain/csv.ts';
import { currentUser, requireUser } from '#server/auth/session.ts';
import { implement } from '#server/http/implement.ts';
import type { AppDeps, AppEnv } from '#server/http/types.ts';
import { deleteAccount } from './delete-account.ts';
import { exportAccountData } from './export-account-data.ts';

export function accountRoutes({ auth, database, payments, now }: AppDeps) {
  const db = database.db;
  const app = new Hono<AppEnv>().use(requireUser);
  implement(app, accountApi.exportData, async (c) => {
    const at = now();
    const zip = await exportAccountData({ db, userId: currentUser(c).id, now: at });
    return new Response(zip, {
      headers: {
        'content-type': 'application/zip',
        'content-disposition': `attachment; filename="scout-data-${fileDateStamp(at)}.zip"`,
        'cache-control': 'no-store',
      },
    });
  });
  implement(app, accountApi.remove, async (c, { body }) => {
    await deleteAccount({
      db,
      auth,
      payments,
      userId: currentUser(c).id,
      password: body.password,
      now: now(),
      log: c.get('log'),
    });
  });
  return app;
}
