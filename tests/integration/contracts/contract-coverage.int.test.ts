import { describe, expect, it } from 'vitest';
import { allEndpoints } from '#tests/helpers/contracts.ts';
import { createTestContext } from '#tests/helpers/test-app.ts';
import { listApiRoutes } from '../security/list-routes.ts';

const ctx = await createTestContext();

/** better-auth's own routes (/api/auth/*) are described, not served, by contracts. */
describe('contracts (src/contracts) and the routes the server answers', () => {
  it('every endpoint of a contract is served at its method and path', async () => {
    const served = new Set(listApiRoutes(ctx.app, ctx.deps.auth));
    const missing = (await allEndpoints())
      .filter(({ endpoint }) => !endpoint.path.startsWith('/auth/'))
      .map(({ endpoint }) => `${endpoint.method} /api${endpoint.path}`)
      .filter((route) => !served.has(route));
    expect(missing).toEqual([]);
  });

  it('every route the server answers has a contract', async () => {
    const declared = new Set(
      (await allEndpoints()).map(({ endpoint }) => `${endpoint.method} /api${endpoint.path}`),
    );
    const undeclared = listApiRoutes(ctx.app, ctx.deps.auth).filter(
      (route) => !route.includes(' /api/auth/') && !declared.has(route),
    );
    expect(undeclared).toEqual([]);
  });

  it('no two endpoints share a method and path', async () => {
    const routes = (await allEndpoints()).map(({ endpoint }) => `${endpoint.method} ${endpoint.path}`);
    expect(routes.filter((r, i) => routes.indexOf(r) !== i)).toEqual([]);
  });
});
