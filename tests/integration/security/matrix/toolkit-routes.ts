import { type CellContext, idFor, type RouteEntry } from './route-entry.ts';

const forecastBody = { productName: 'Matrix suitcase', currentStock: 120, avgDailySales: 4 };

const forecast = (c: CellContext) =>
  idFor(
    c,
    async () =>
      (await c.world.setUp(c.actor, 'POST', '/api/toolkit/inventory/forecasts', { body: forecastBody }))
        .forecast.id,
  );

const scan = (c: CellContext) =>
  idFor(
    c,
    async () => (await c.world.setUp(c.actor, 'POST', '/api/toolkit/scanner/scans', { body: {} })).scan.id,
  );

const roi = { sellingPriceCents: 2999, productCostCents: 800, category: 'toysGames' };

/** The seller toolkit. */
export const toolkitRoutes: RouteEntry[] = [
  { route: 'POST /api/toolkit/roi/basic', access: 'user', ok: 200, request: () => ({ body: roi }) },
  {
    route: 'POST /api/toolkit/roi/advanced',
    access: 'starter',
    ok: 200,
    request: () => ({
      body: {
        ...roi,
        shippingCents: 100,
        advertisingCents: 0,
        monthlySales: 50,
        referral: { percentBp: 1500 },
        fba: { feeCents: 450 },
      },
    }),
  },
  { route: 'GET /api/toolkit/inventory/forecasts', access: 'pro', ok: 200 },
  { route: 'GET /api/toolkit/sourcing-rules', access: 'user', ok: 200 },
  {
    route: 'PUT /api/toolkit/sourcing-rules',
    access: 'user',
    ok: 200,
    request: () => ({ body: { disabled: ['too_new'], gatedBrands: ['Matrix Brand'] } }),
  },
  {
    route: 'POST /api/toolkit/inventory/forecasts',
    access: 'pro',
    ok: 201,
    request: () => ({ body: forecastBody }),
  },
  {
    route: 'DELETE /api/toolkit/inventory/forecasts/:id',
    access: 'pro',
    ok: 204,
    owned: true,
    request: async (c) => ({ params: { id: await forecast(c) } }),
  },
  {
    route: 'POST /api/toolkit/listing/optimize',
    access: 'starter',
    ok: 200,
    request: () => ({
      body: { title: 'Matrix suitcase, 24 inch', keywords: ['suitcase', 'carry on'], goal: 'seo' },
    }),
  },
  {
    route: 'GET /api/toolkit/multi-market',
    access: 'elite',
    ok: 200,
    request: (c) => ({ query: { asin: c.world.product.asin } }),
  },
  { route: 'GET /api/toolkit/scanner/scans/latest', access: 'pro', ok: 200 },
  { route: 'POST /api/toolkit/scanner/scans', access: 'pro', ok: 201, request: () => ({ body: {} }) },
  {
    route: 'POST /api/toolkit/scanner/scans/:id/step',
    access: 'pro',
    ok: 200,
    owned: true,
    request: async (c) => ({ params: { id: await scan(c) } }),
  },
  {
    route: 'POST /api/toolkit/analyzer',
    access: 'pro',
    ok: 200,
    request: (c) => ({ body: { asin: c.world.product.asin } }),
  },
  {
    route: 'GET /api/toolkit/seasonal',
    access: 'starter',
    ok: 200,
    request: (c) => ({ query: { asin: c.world.product.asin } }),
  },
];
