import { Hono } from 'hono';
import { apiKeysApi } from '#contracts/api-keys.ts';
import { currentUser, requireUser } from '#server/auth/session.ts';
import { implement } from '#server/http/implement.ts';
import type { AppDeps, AppEnv } from '#server/http/types.ts';
import { requireFeature } from '#server/modules/billing/index.ts';
import { createApiKey, listApiKeys, revokeApiKey } from './manage-api-keys.ts';

/** Key management (contract: src/contracts/api-keys.ts). */
export function apiKeyRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const app = new Hono<AppEnv>().use(requireUser);
  implement(app, apiKeysApi.list, async (c) => ({
    keys: await listApiKeys({ db, userId: currentUser(c).id }),
  }));
  implement(app, apiKeysApi.create, requireFeature(deps, 'apiAccess'), (c, { body }) =>
    createApiKey({ db, userId: currentUser(c).id, name: body.name, now: deps.now() }),
  );
  implement(app, apiKeysApi.revoke, (c, { params }) =>
    revokeApiKey({ db, userId: currentUser(c).id, id: params.id, now: deps.now() }),
  );
  return app;
}
