import fs from 'node:fs';
import { createApiKey } from '#server/modules/api-keys/manage-api-keys.ts';
import { type CellContext, idFor, type MatrixRequest, type RouteEntry } from './route-entry.ts';

const inventoryReport = fs.readFileSync(new URL('../../../fixtures/fba-inventory.txt', import.meta.url));

const reportForm = () => {
  const form = new FormData();
  form.set('kind', 'fba_inventory');
  form.set('marketplace', 'US');
  form.set('file', new Blob([new Uint8Array(inventoryReport)]), 'inventory.txt');
  return form;
};

const businessReport = fs.readFileSync(
  new URL('../../../fixtures/business-report-child-item-us.csv', import.meta.url),
);

/** The actor's sales of the sample Business Report (same week each time: a re-import replaces it). */
const sellsSampleProducts = async (c: CellContext) => {
  if (!c.allowed) return;
  const form = new FormData();
  form.set('kind', 'business_report');
  form.set('marketplace', 'US');
  form.set('periodStart', '2026-01-05');
  form.set('periodEnd', '2026-01-11');
  form.set('file', new Blob([new Uint8Array(businessReport)]), 'business-report.csv');
  await c.world.setUp(c.actor, 'POST', '/api/seller-data/imports', { form });
};
const sampleProduct = { marketplace: 'US', asin: 'B0C7K3M9QX' };
const sampleCosts = { unitCostMinor: 650, feesPerUnitMinor: 375 };

const sellerImport = (c: CellContext) =>
  idFor(
    c,
    async () =>
      (await c.world.setUp(c.actor, 'POST', '/api/seller-data/imports', { form: reportForm() })).import.id,
  );

const connectAmazon = async (c: CellContext) => {
  if (c.allowed) await c.world.setUp(c.actor, 'PUT', '/api/amazon/connection', { body: c.world.newSeller() });
  return {};
};

/** A state of the Amazon OAuth round trip started by the actor, as Seller Central sends it back. */
const oauthReturn = async (c: CellContext): Promise<MatrixRequest> => {
  if (!c.allowed || c.actor.kind === 'anonymous') return { query: {} };
  const body = { marketplace: 'US', email: 'seller@example.com' };
  const { url } = await c.world.setUp(c.actor, 'POST', '/api/amazon/oauth/start', { body });
  const state = new URL(url).searchParams.get('state') ?? '';
  return { query: { state, spapi_oauth_code: 'not-a-code', selling_partner_id: 'A1MATRIX000001' } };
};

const review = { rating: 5, comment: 'Saves me hours every week.' };

/** The current month (UTC), as the monthly report's query names it. */
const thisMonth = () => {
  const now = new Date();
  return { year: String(now.getUTCFullYear()), month: String(now.getUTCMonth() + 1) };
};

/** Seller data, analytics, AI, Amazon account, reviews, API keys. */
export const accountRoutes: RouteEntry[] = [
  { route: 'GET /api/seller-data/imports', access: 'user', ok: 200 },
  {
    route: 'POST /api/seller-data/imports',
    access: 'user',
    ok: 201,
    request: () => ({ form: reportForm() }),
  },
  {
    route: 'DELETE /api/seller-data/imports/:id',
    access: 'user',
    ok: 204,
    owned: true,
    request: async (c) => ({ params: { id: await sellerImport(c) } }),
  },
  {
    route: 'GET /api/seller-data/inventory',
    access: 'user',
    ok: 200,
    request: () => ({ query: { asin: sampleProduct.asin } }),
  },
  {
    route: 'GET /api/analytics',
    access: 'elite',
    ok: 200,
    request: () => ({ query: { period: '30d', marketplace: 'US' } }),
  },
  {
    route: 'GET /api/product-costs',
    access: 'elite',
    ok: 200,
    request: () => ({ query: { marketplace: 'US' } }),
  },
  {
    route: 'PUT /api/product-costs/:marketplace/:asin',
    access: 'elite',
    ok: 200,
    owned: true,
    request: async (c) => {
      await sellsSampleProducts(c);
      return { params: sampleProduct, body: sampleCosts };
    },
  },
  {
    route: 'DELETE /api/product-costs/:marketplace/:asin',
    access: 'elite',
    ok: 204,
    owned: true,
    request: async (c) => {
      await sellsSampleProducts(c);
      if (c.allowed)
        await c.world.setUp(c.actor, 'PUT', '/api/product-costs/US/B0C7K3M9QX', { body: sampleCosts });
      return { params: sampleProduct };
    },
  },

  { route: 'GET /api/ai/status', access: 'public', ok: 200 },
  {
    route: 'POST /api/support-chat',
    access: 'public',
    ok: 200,
    request: () => ({ body: { messages: [{ role: 'user', content: 'How do I export my searches?' }] } }),
  },
  {
    route: 'GET /api/ai/monthly-report',
    access: 'pro',
    ok: 200,
    request: () => ({ query: thisMonth() }),
  },
  { route: 'POST /api/ai/monthly-report', access: 'pro', ok: 200, request: () => ({ body: {} }) },
  { route: 'GET /api/ai/consultation', access: 'pro', ok: 200 },
  {
    route: 'POST /api/ai/consultation',
    access: 'pro',
    ok: 200,
    request: () => ({ body: { question: 'Which of my products should I restock first?' } }),
  },
  {
    route: 'POST /api/ai/listing',
    access: 'starter',
    ok: 200,
    request: () => ({ body: { productName: 'Matrix suitcase', keywords: ['suitcase', 'carry on'] } }),
  },

  {
    route: 'GET /api/amazon/oauth/callback',
    access: 'public',
    ok: 302,
    owned: true,
    request: oauthReturn,
    expect: { other: 302 },
    note: "a redirect to /auth (signed out) or to Settings with the outcome; another user's state is refused and kept",
  },
  {
    route: 'PUT /api/amazon/connection',
    access: 'user',
    ok: 200,
    request: (c) => ({ body: c.world.newSeller() }),
  },
  { route: 'GET /api/amazon/connection', access: 'user', ok: 200 },
  { route: 'POST /api/amazon/connection/sync', access: 'user', ok: 202, request: connectAmazon },
  { route: 'DELETE /api/amazon/connection', access: 'user', ok: 204, request: connectAmazon },
  {
    route: 'POST /api/amazon/oauth/start',
    access: 'user',
    ok: 200,
    request: () => ({ body: { marketplace: 'US', email: 'seller@example.com' } }),
  },

  { route: 'GET /api/reviews', access: 'public', ok: 200 },
  {
    route: 'POST /api/reviews/:id/translation',
    access: 'public',
    ok: 200,
    request: (c) => ({ params: { id: c.world.publicReviewId }, query: { lang: 'en' } }),
  },
  { route: 'POST /api/reviews', access: 'user', ok: 201, request: () => ({ body: review }) },
  { route: 'GET /api/reviews/mine', access: 'user', ok: 200 },
  {
    route: 'PATCH /api/reviews/mine',
    access: 'user',
    ok: 200,
    request: () => ({ body: { ...review, rating: 4 } }),
    note: 'after POST /api/reviews in the same sequence',
  },
  { route: 'DELETE /api/reviews/mine', access: 'user', ok: 204 },
  {
    route: 'GET /api/reviews/all',
    access: 'admin',
    ok: 200,
    request: () => ({ query: { limit: '50', offset: '0' } }),
  },
  {
    route: 'POST /api/reviews/:id/approval',
    access: 'admin',
    ok: 200,
    request: async (c) => ({
      params: {
        id: await idFor(c, async () => {
          const author = await c.world.fresh('free');
          return (await c.world.setUp(author, 'POST', '/api/reviews', { body: review })).review.id;
        }),
      },
    }),
  },
  {
    route: 'DELETE /api/reviews/:id',
    access: 'admin',
    ok: 204,
    request: async (c) => ({
      params: {
        id: await idFor(c, async () => {
          const author = await c.world.fresh('free');
          return (await c.world.setUp(author, 'POST', '/api/reviews', { body: review })).review.id;
        }),
      },
    }),
  },

  { route: 'GET /api/api-keys', access: 'user', ok: 200 },
  { route: 'POST /api/api-keys', access: 'pro', ok: 201, request: () => ({ body: { name: 'Matrix key' } }) },
  {
    route: 'DELETE /api/api-keys/:id',
    access: 'user',
    ok: 200,
    owned: true,
    request: async (c) => ({
      params: {
        id: await idFor(
          c,
          async () =>
            (await createApiKey({ db: c.world.db, userId: c.actor.userId, name: 'old', now: new Date() })).id,
        ),
      },
    }),
    note: 'revoking stays open to every signed-in user (a downgraded user can revoke old keys)',
  },

  // REST API: the bearer key authenticates; the plan must include API access.
  { route: 'GET /api/v1/openapi.json', access: 'public', ok: 200 },
  { route: 'GET /api/v1/usage', access: 'apiKey', ok: 200 },
  {
    route: 'GET /api/v1/products/search',
    access: 'apiKey',
    ok: 200,
    request: () => ({ query: { keyword: 'suitcase' } }),
  },
  {
    route: 'POST /api/v1/keywords/analysis',
    access: 'apiKey',
    ok: 200,
    request: () => ({ body: { keyword: 'suitcase' } }),
  },
  { route: 'GET /api/v1/tracked-products', access: 'apiKey', ok: 200 },
  { route: 'GET /api/v1/alerts/price', access: 'apiKey', ok: 200 },
  { route: 'GET /api/v1/alerts/multi-criteria', access: 'apiKey', ok: 200 },
  {
    route: 'POST /api/v1/tracked-products',
    access: 'apiKey',
    ok: 201,
    request: async (c) => ({ body: { asin: (await c.world.newProduct()).asin } }),
  },
  {
    route: 'POST /api/v1/alerts/price',
    access: 'apiKey',
    ok: 201,
    request: async (c) => ({ body: { asin: (await c.world.newProduct()).asin, targetPriceCents: 1999 } }),
  },
  {
    route: 'POST /api/v1/observations',
    access: 'apiKey',
    ok: 200,
    request: async (c) => ({
      body: {
        observations: [
          {
            marketplace: 'US',
            asin: (await c.world.newProduct()).asin,
            observedAt: new Date().toISOString(),
            pageKind: 'product',
            priceCents: 2599,
          },
        ],
      },
    }),
    note: "the caller's own observations: private to them unless OBSERVATIONS_SHARED",
  },
  {
    route: 'POST /api/v1/estimates',
    access: 'apiKey',
    ok: 200,
    request: async (c) => ({
      body: { marketplace: 'US', items: [{ asin: (await c.world.newProduct()).asin, priceCents: 2599 }] },
    }),
  },
];
