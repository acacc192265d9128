import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { createHeldObservation } from '#tests/helpers/factories/index.ts';
import { failedRun } from '#tests/helpers/jobs.ts';
import { PASSWORD } from '../world.ts';
import { idFor, type RouteEntry } from './route-entry.ts';

// A year of elite: a purchase every actor may make (it never lowers or shortens the plan an actor
// holds: docs/billing.md, "A plan is never lowered").
const checkout = { plan: 'elite', billingPeriod: 'yearly', acceptTerms: true };

/** A one-product catalog file in the public dataset's format. */
const catalogCsv = () =>
  'asin,title,imgUrl,productURL,stars,reviews,price,listPrice,categoryName,isBestSeller,boughtInLastMonth\n' +
  `B0M${randomBytes(4).toString('hex').toUpperCase().slice(0, 7)},Matrix lamp,,,4.5,12,19.99,0,Lighting,False,10\n`;

/** Health, site, client log, profile, dashboard, usage, administration, promo codes, billing. */
export const coreRoutes: RouteEntry[] = [
  { route: 'GET /api/health', access: 'public', ok: 200 },
  { route: 'GET /api/site', access: 'public', ok: 200 },
  {
    route: 'POST /api/client-log/not-found',
    access: 'public',
    ok: 204,
    request: () => ({ body: { path: '/no/such/page' } }),
  },
  { route: 'GET /api/profile', access: 'user', ok: 200 },
  { route: 'PATCH /api/profile', access: 'user', ok: 200, request: () => ({ body: { name: 'Matrix' } }) },
  { route: 'GET /api/fees/settings', access: 'user', ok: 200 },
  {
    route: 'PUT /api/fees/settings',
    access: 'user',
    ok: 200,
    request: () => ({
      body: {
        vatRegistered: { FR: true },
        establishedIn: 'FR',
        costAssumption: { kind: 'percentOfPrice', bp: 3000 },
      },
    }),
  },
  { route: 'GET /api/account/export', access: 'user', ok: 200 },
  {
    route: 'POST /api/account/delete',
    access: 'user',
    ok: 204,
    fresh: true,
    request: () => ({ body: { password: PASSWORD } }),
  },
  { route: 'GET /api/dashboard/stats', access: 'user', ok: 200 },
  { route: 'GET /api/usage', access: 'user', ok: 200 },
  { route: 'GET /api/admin/stats', access: 'admin', ok: 200 },
  {
    route: 'GET /api/admin/audit-log',
    access: 'admin',
    ok: 200,
    request: () => ({ query: { limit: '20', before: '1000000' } }),
  },
  { route: 'GET /api/admin/jobs', access: 'admin', ok: 200 },
  { route: 'GET /api/admin/setup', access: 'admin', ok: 200 },
  { route: 'POST /api/admin/setup/test-email', access: 'admin', ok: 200 },
  {
    route: 'GET /api/admin/jobs/:queue/failed',
    access: 'admin',
    ok: 200,
    request: () => ({ params: { queue: 'catalog-metrics' }, query: { limit: '20' } }),
  },
  {
    route: 'POST /api/admin/jobs/:queue/failed/:id/retry',
    access: 'admin',
    ok: 200,
    request: async (c) => ({
      params: {
        queue: 'catalog-metrics',
        // A key of its own: each retried run waits beside the others.
        id: await idFor(c, () => failedRun(c.world.ctx.deps, 'catalog-metrics', 'matrix', randomUUID())),
      },
    }),
  },
  // Data sources (no source is configured in the matrix: "test connection" answers not_configured).
  {
    route: 'GET /api/admin/data-sources',
    access: 'admin',
    ok: 200,
    request: () => ({ query: { marketplace: 'US' } }),
  },
  {
    route: 'POST /api/admin/data-sources/:source/check',
    access: 'admin',
    ok: 200,
    request: () => ({ params: { source: 'keepa' }, body: { marketplace: 'US' } }),
  },
  {
    // A root category of the catalog (the matrix's product has none: one is made).
    route: 'POST /api/admin/data-sources/calibration/:departmentId',
    access: 'admin',
    ok: 200,
    request: async (c) => ({
      params: {
        departmentId: await idFor(c, async () => {
          const { rows } = await c.world.ctx.deps.database.db.execute<{ id: number }>(sql`
            insert into catalog_categories (marketplace, name, path) values ('US', 'Matrix Tools', 'Matrix Tools')
            on conflict (marketplace, path) do update set name = excluded.name returning id`);
          return String(rows[0].id);
        }),
      },
    }),
  },

  // Browser observations held back from other users (OBSERVATIONS_SHARED).
  {
    route: 'GET /api/admin/observations/held',
    access: 'admin',
    ok: 200,
    request: () => ({ query: { reason: 'outlier', limit: '20', offset: '0' } }),
  },
  {
    route: 'POST /api/admin/observations/held/:id/release',
    access: 'admin',
    ok: 204,
    request: async (c) => ({
      params: {
        id: await idFor(c, () =>
          createHeldObservation(c.world.ctx.deps.database.db, { userId: c.actor.userId }),
        ),
      },
    }),
  },
  {
    route: 'POST /api/admin/observations/held/:id/dismiss',
    access: 'admin',
    ok: 204,
    request: async (c) => ({
      params: {
        id: await idFor(c, () =>
          createHeldObservation(c.world.ctx.deps.database.db, { userId: c.actor.userId }),
        ),
      },
    }),
  },
  {
    route: 'PUT /api/admin/observations/trusted/:userId',
    access: 'admin',
    ok: 200,
    request: (c) => ({ params: { userId: c.actor.userId }, body: { trusted: true } }),
  },

  // Catalog imports (admin page): the file is the request body; the import runs in the background.
  { route: 'GET /api/catalog-imports', access: 'admin', ok: 200 },
  {
    route: 'PUT /api/catalog-imports',
    access: 'admin',
    ok: 202,
    request: () => ({ query: { marketplace: 'US', fileName: 'matrix.csv' }, raw: catalogCsv() }),
  },
  {
    route: 'GET /api/catalog-imports/:id',
    access: 'admin',
    ok: 200,
    request: async (c) => ({
      params: {
        id: await idFor(c, async () => {
          const req = { query: { marketplace: 'US', fileName: 'matrix.csv' }, raw: catalogCsv() };
          return (await c.world.setUp(c.actor, 'PUT', '/api/catalog-imports', req)).id;
        }),
      },
    }),
  },

  // Promo codes: verifying and redeeming an unknown code changes nothing.
  {
    route: 'POST /api/promo-codes/verify',
    access: 'user',
    ok: 200,
    request: () => ({ body: { code: 'NO-SUCH-CODE' } }),
  },
  {
    route: 'POST /api/promo-codes/redeem',
    access: 'user',
    ok: 409,
    request: () => ({ body: { code: 'NO-SUCH-CODE' } }),
    note: 'allowed; an unknown code is promo_not_found (409)',
  },
  { route: 'GET /api/admin/promo-codes', access: 'admin', ok: 200 },
  {
    route: 'POST /api/admin/promo-codes',
    access: 'admin',
    ok: 201,
    request: () => ({ body: { code: `MATRIX-${randomBytes(4).toString('hex')}`, plan: 'starter' } }),
  },
  {
    route: 'DELETE /api/admin/promo-codes/:id',
    access: 'admin',
    ok: 204,
    request: async (c) => ({
      params: {
        id: await idFor(c, async () => {
          const body = { code: `GONE-${randomBytes(4).toString('hex')}`, plan: 'starter' };
          return (await c.world.setUp(c.actor, 'POST', '/api/admin/promo-codes', { body })).id;
        }),
      },
    }),
  },

  // Billing (built-in test checkout). The Stripe webhook authenticates by signature, not session.
  {
    route: 'POST /api/billing/webhooks/stripe',
    access: 'public',
    ok: 404,
    request: () => ({ body: {} }),
    note: 'without Stripe configured the webhook is webhook_not_configured (404) for everyone',
  },
  { route: 'GET /api/billing/subscription', access: 'user', ok: 200 },
  { route: 'GET /api/billing-history', access: 'user', ok: 200 },
  {
    route: 'GET /api/checkout-terms',
    access: 'user',
    ok: 200,
    // Elite yearly: longer and not lower than any matrix plan (all granted without renewal), so every
    // column may buy it; a lower plan would be refused plan_in_force for the higher columns.
    request: () => ({ query: { plan: 'elite', mode: 'subscription', billingPeriod: 'yearly' } }),
  },
  { route: 'POST /api/billing/checkout', access: 'user', ok: 200, request: () => ({ body: checkout }) },
  {
    route: 'GET /api/billing/checkout/:id',
    access: 'user',
    ok: 200,
    owned: true,
    request: async (c) => ({
      params: {
        id: await idFor(
          c,
          async () =>
            (await c.world.setUp(c.actor, 'POST', '/api/billing/checkout', { body: checkout })).checkoutId,
        ),
      },
    }),
  },
  {
    route: 'POST /api/billing/test-checkout/:id/confirm',
    access: 'user',
    ok: 200,
    owned: true,
    fresh: true,
    request: async (c) => ({
      params: {
        id: await idFor(
          c,
          async () =>
            (await c.world.setUp(c.actor, 'POST', '/api/billing/checkout', { body: checkout })).checkoutId,
        ),
      },
    }),
    note: 'confirming grants the plan: each cell uses a new user',
  },
  {
    route: 'POST /api/billing/test-checkout/:id/cancel',
    access: 'user',
    ok: 200,
    owned: true,
    request: async (c) => ({
      params: {
        id: await idFor(
          c,
          async () =>
            (await c.world.setUp(c.actor, 'POST', '/api/billing/checkout', { body: checkout })).checkoutId,
        ),
      },
    }),
  },
  {
    route: 'POST /api/billing/change-plan/preview',
    access: 'user',
    ok: 409,
    request: () => ({ body: { plan: 'elite', billingPeriod: 'yearly' } }),
    note: 'allowed; the matrix plans are written without a provider subscription: no_active_subscription',
  },
  {
    route: 'POST /api/billing/change-plan',
    access: 'user',
    ok: 409,
    request: () => ({ body: { plan: 'elite', billingPeriod: 'yearly' } }),
    note: 'allowed; no provider subscription to change: no_active_subscription',
  },
  {
    route: 'POST /api/billing/cancel',
    access: 'user',
    ok: 404,
    note: 'allowed; no provider subscription to cancel: no_active_subscription (404)',
  },
  {
    route: 'POST /api/billing/portal',
    access: 'user',
    ok: 404,
    note: 'allowed; the test checkout has no billing portal: billing_portal_unavailable (404)',
  },
];
