import { apiKeysApi } from '#contracts/api-keys.ts';
import { givePlan } from './factories/index.ts';
import type { TestContext } from './test-app.ts';

/**
 * A pro seller calling Scout as the browser extension does: with an API key, from a client with no
 * session. `api` is that client; `headers` carry the key.
 */
export async function extensionUser(ctx: TestContext) {
  const user = await ctx.signUp();
  await givePlan(ctx.deps.database.db, user.userId, 'pro');
  const { body } = await user.call(apiKeysApi.create, { body: { name: 'extension' } });
  return { user, headers: { authorization: `Bearer ${body.key}` }, api: ctx.client() };
}
