import { Hono } from 'hono';
import { setupApi } from '#contracts/setup.ts';
import { currentUser, requireAdmin } from '#server/auth/session.ts';
import { implement } from '#server/http/implement.ts';
import type { AppDeps, AppEnv } from '#server/http/types.ts';
import { getSetupStatus } from './get-setup-status.ts';
import { sendTestEmail } from './send-test-email.ts';

/** /api/admin/setup: the first-run setup page (administrators only). */
export function setupRoutes({ env, mailer }: AppDeps) {
  const app = new Hono<AppEnv>().use(requireAdmin);
  implement(app, setupApi.get, () => getSetupStatus(env));
  implement(app, setupApi.testEmail, (c) =>
    sendTestEmail({ mailer, to: currentUser(c).email, siteName: env.SITE_NAME, log: c.get('log') }),
  );
  return app;
}
