import { Hono } from 'hono';
import { currentUser, requireUser } from '#server/auth/session.ts';
import type { AppDeps, AppEnv } from '#server/http/types.ts';
import { validate } from '#server/http/validate.ts';
import { requireFeature } from '#server/modules/billing/index.ts';
import { createApiKey, listApiKeys, revokeApiKey } from './manage-api-keys.ts';
import { apiKeyIdParam, createApiKeyBody } from './schema.ts';

/**
 * Key management (session). Creating needs the apiAccess feature; listing and revoking stay open to
 * every signed-in user, so someone whose plan ended can still see and revoke old keys.
 */
export function apiKeyRoutes(deps: AppDeps) {
  const db = deps.database.db;
  return new Hono<AppEnv>()
    .use(requireUser)
    .get('/', async (c) => c.json({ keys: await listApiKeys({ db, userId: currentUser(c).id }) }))
    .post('/', requireFeature(deps, 'apiAccess'), validate('json', createApiKeyBody), async (c) => {
      const created = await createApiKey({
        db,
        userId: currentUser(c).id,
        name: c.req.valid('json').name,
        now: deps.now(),
      });
      return c.json(created, 201);
    })
    .delete('/:id', validate('param', apiKeyIdParam), async (c) =>
      c.json(
        await revokeApiKey({ db, userId: currentUser(c).id, id: c.req.valid('param').id, now: deps.now() }),
      ),
    );
}
