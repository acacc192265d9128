import { type CellContext, idFor, type RouteEntry } from './route-entry.ts';

const productSearch = (c: CellContext) =>
  idFor(
    c,
    async () =>
      (
        await c.world.setUp(c.actor, 'POST', '/api/research/products/search', {
          body: { filters: { marketplace: 'US' } },
        })
      ).searchId,
  );

const keywordSearch = (c: CellContext) =>
  idFor(
    c,
    async () =>
      (
        await c.world.setUp(c.actor, 'POST', '/api/research/keywords/analyze', {
          body: { keyword: 'suitcase' },
        })
      ).searchId,
  );

/** Product and keyword research, favourites, search history. */
export const researchRoutes: RouteEntry[] = [
  { route: 'GET /api/research/catalog', access: 'user', ok: 200 },
  {
    route: 'POST /api/research/products/search',
    access: 'user',
    ok: 200,
    request: () => ({ body: { filters: { marketplace: 'US', keyword: 'suitcase' } } }),
  },
  {
    route: 'GET /api/research/products/searches/:id',
    access: 'user',
    ok: 200,
    owned: true,
    request: async (c) => ({ params: { id: await productSearch(c) } }),
  },
  {
    route: 'GET /api/research/products/searches/:id/export',
    access: 'starter',
    ok: 200,
    owned: true,
    request: async (c) => ({ params: { id: await productSearch(c) } }),
  },
  {
    route: 'GET /api/research/products/:marketplace/:asin',
    access: 'user',
    ok: 200,
    request: (c) => ({ params: { marketplace: 'US', asin: c.world.product.asin } }),
  },
  {
    route: 'POST /api/research/keywords/analyze',
    access: 'user',
    ok: 200,
    request: () => ({ body: { keyword: 'suitcase' } }),
  },
  {
    route: 'GET /api/research/keywords/searches/:id',
    access: 'user',
    ok: 200,
    owned: true,
    request: async (c) => ({ params: { id: await keywordSearch(c) } }),
  },
  {
    route: 'GET /api/research/keywords/searches/:id/export',
    access: 'starter',
    ok: 200,
    owned: true,
    request: async (c) => ({ params: { id: await keywordSearch(c) } }),
  },
  {
    route: 'GET /api/research/history',
    access: 'user',
    ok: 200,
    request: () => ({ query: { type: 'all' } }),
  },
  {
    route: 'GET /api/research/history/export',
    access: 'starter',
    ok: 200,
    request: () => ({ query: { type: 'all' } }),
  },
  { route: 'GET /api/research/favourites', access: 'user', ok: 200 },
  {
    route: 'POST /api/research/favourites',
    access: 'user',
    ok: 200,
    request: (c) => ({ body: { productId: c.world.product.id } }),
  },
  {
    route: 'DELETE /api/research/favourites/:id',
    access: 'user',
    ok: 200,
    owned: true,
    request: async (c) => {
      if (c.allowed)
        await c.world.setUp(c.actor, 'POST', '/api/research/favourites', {
          body: { productId: c.world.product.id },
        });
      return { params: { id: c.world.product.id } };
    },
    expect: { other: 200 },
    note: "the id is a catalog product: the call only removes the caller's own favourite (the owner's stays)",
  },
  { route: 'GET /api/research/keyword-favourites', access: 'user', ok: 200 },
  {
    route: 'POST /api/research/keyword-favourites',
    access: 'user',
    ok: 200,
    request: () => ({ body: { marketplace: 'US', keyword: 'matrix luggage' } }),
  },
  {
    route: 'DELETE /api/research/keyword-favourites',
    access: 'user',
    ok: 200,
    request: () => ({ query: { marketplace: 'US', keyword: 'matrix luggage' } }),
  },
  {
    route: 'DELETE /api/research/history',
    access: 'user',
    ok: 200,
    note: "deletes the caller's own history only",
  },
];
