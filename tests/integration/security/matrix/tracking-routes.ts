import { DEFAULT_CRITERIA } from '#domain/alerts/alert-rules.ts';
import { type CellContext, idFor, type RouteEntry } from './route-entry.ts';

const tracked = (c: CellContext) =>
  idFor(c, async () => {
    const { asin } = await c.world.newProduct();
    return (await c.world.setUp(c.actor, 'POST', '/api/tracking/products', { body: { asin } })).item.id;
  });

const priceAlert = (c: CellContext) =>
  idFor(c, async () => {
    const { asin } = await c.world.newProduct();
    const body = { asin, targetPriceCents: 1999 };
    return (await c.world.setUp(c.actor, 'POST', '/api/alerts/price', { body })).alert.id;
  });

const multiAlert = (c: CellContext) =>
  idFor(c, async () => {
    const { asin } = await c.world.newProduct();
    const body = { name: 'Rival', asin, criteria: DEFAULT_CRITERIA };
    return (await c.world.setUp(c.actor, 'POST', '/api/alerts/multi-criteria', { body })).alert.id;
  });

const newAsin = async (c: CellContext) => (await c.world.newProduct()).asin;

/** Competitor tracking, price and multi-criteria alerts, notifications. */
export const trackingRoutes: RouteEntry[] = [
  { route: 'GET /api/tracking/products', access: 'starter', ok: 200 },
  {
    route: 'POST /api/tracking/products',
    access: 'starter',
    ok: 201,
    request: async (c) => ({ body: { asin: await newAsin(c) } }),
  },
  { route: 'POST /api/tracking/products/refresh', access: 'starter', ok: 200 },
  {
    route: 'POST /api/tracking/products/:id/refresh',
    access: 'starter',
    ok: 200,
    owned: true,
    request: async (c) => ({ params: { id: await tracked(c) } }),
  },
  {
    route: 'GET /api/tracking/products/:id/history',
    access: 'starter',
    ok: 200,
    owned: true,
    request: async (c) => ({ params: { id: await tracked(c) } }),
  },
  {
    route: 'GET /api/tracking/products/:id/keyword-ranks',
    access: 'starter',
    ok: 200,
    owned: true,
    request: async (c) => ({ params: { id: await tracked(c) } }),
  },
  {
    route: 'DELETE /api/tracking/products/:id',
    access: 'starter',
    ok: 204,
    owned: true,
    request: async (c) => ({ params: { id: await tracked(c) } }),
  },

  { route: 'GET /api/alerts/schedule', access: 'user', ok: 200 },
  { route: 'GET /api/alerts/price', access: 'starter', ok: 200 },
  {
    route: 'POST /api/alerts/price',
    access: 'starter',
    ok: 201,
    request: async (c) => ({ body: { asin: await newAsin(c), targetPriceCents: 1999 } }),
  },
  {
    route: 'PATCH /api/alerts/price/:id',
    access: 'starter',
    ok: 200,
    owned: true,
    request: async (c) => ({ params: { id: await priceAlert(c) }, body: { targetPriceCents: 1500 } }),
  },
  {
    route: 'DELETE /api/alerts/price/:id',
    access: 'starter',
    ok: 204,
    owned: true,
    request: async (c) => ({ params: { id: await priceAlert(c) } }),
  },
  { route: 'GET /api/alerts/multi-criteria', access: 'pro', ok: 200 },
  {
    route: 'POST /api/alerts/multi-criteria',
    access: 'pro',
    ok: 201,
    request: async (c) => ({ body: { name: 'Rival', asin: await newAsin(c), criteria: DEFAULT_CRITERIA } }),
  },
  {
    route: 'PATCH /api/alerts/multi-criteria/:id',
    access: 'pro',
    ok: 200,
    owned: true,
    request: async (c) => ({
      params: { id: await multiAlert(c) },
      body: { name: 'Renamed', enabled: false },
    }),
  },
  {
    route: 'DELETE /api/alerts/multi-criteria/:id',
    access: 'pro',
    ok: 204,
    owned: true,
    request: async (c) => ({ params: { id: await multiAlert(c) } }),
  },

  { route: 'GET /api/notifications', access: 'user', ok: 200, request: () => ({ query: { limit: '20' } }) },
  { route: 'POST /api/notifications/read', access: 'user', ok: 204 },
  { route: 'GET /api/notifications/preferences', access: 'user', ok: 200 },
  {
    route: 'PUT /api/notifications/preferences',
    access: 'user',
    ok: 200,
    request: () => ({ body: { emailOnTrigger: false, language: 'fr' } }),
  },
];
