import fs from 'node:fs';
import { gzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catalogProductSnapshots, catalogProducts, marketSourceUsage } from '#server/db/schema/index.ts';
import { fetchProducts } from '#server/modules/market-data/index.ts';
import { createTestContext } from '#tests/helpers/test-app.ts';

// Bad input from sources: a malformed or hostile answer (wrong types, HTML instead of JSON, huge
// pages, gzip) is counted as a failure and changes no stored figure. The sources get their answers
// from a fake fetch (no network): first a good answer is stored, then each generated answer.
const RUNS = Number(process.env.SCOUT_FUZZ_RUNS ?? 150);
const ctx = await createTestContext({
  KEEPA_API_KEY: 'fuzz-key',
  KEEPA_API_BASE: 'http://keepa.invalid',
  SPAPI_CLIENT_ID: 'fuzz-client',
  SPAPI_CLIENT_SECRET: 'fuzz-secret',
  SPAPI_RESEARCH_REFRESH_TOKEN: 'Atzr|fuzz',
  SPAPI_ENDPOINT: 'http://sp-api.invalid',
  SPAPI_LWA_TOKEN_URL: 'http://lwa.invalid/auth/o2/token',
});
const db = ctx.deps.database.db;

const realKeepa = JSON.parse(
  fs.readFileSync(new URL('../../fixtures/keepa/product-B0F7XPYCSJ-us.json', import.meta.url), 'utf8'),
) as Record<string, unknown>;
const realSearch = JSON.parse(
  fs.readFileSync(new URL('../../fixtures/sp-api/searchCatalogItems.json', import.meta.url), 'utf8'),
).response as Record<string, unknown>;
const realOffers = JSON.parse(
  fs.readFileSync(new URL('../../fixtures/sp-api/getItemOffersBatch.json', import.meta.url), 'utf8'),
).response as { responses: { body: { payload: { ASIN: string } } }[] };

/** Every path of a JSON value, down to `depth`. */
function paths(value: unknown, depth: number, prefix: (string | number)[] = []): (string | number)[][] {
  if (depth === 0 || value === null || typeof value !== 'object') return [prefix];
  const keys = Array.isArray(value) ? value.slice(0, 3).map((_, i) => i) : Object.keys(value);
  return [
    prefix,
    ...keys.flatMap((k) => paths((value as Record<string, unknown>)[k], depth - 1, [...prefix, k])),
  ];
}
function setAt(root: unknown, path: (string | number)[], value: unknown): unknown {
  if (!path.length) return value;
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let node = copy;
  for (const k of path.slice(0, -1)) node = node[k] as Record<string | number, unknown>;
  node[path[path.length - 1]] = value;
  return copy;
}

const hostileValue = fc.oneof(
  fc.anything(),
  fc.string({ maxLength: 20 }),
  fc.integer({ min: -(2 ** 40), max: 2 ** 40 }),
  fc.double(),
  fc.constant(null),
  fc.array(fc.integer({ min: -3, max: 2 ** 31 }), { maxLength: 6 }),
  fc.constant(Array.from({ length: 25 }, () => ({}))),
);

/** A hostile answer built from a good one: one field changed, or the body replaced. */
const hostileBody = (good: unknown) =>
  fc.oneof(
    fc.record({ path: fc.constantFrom(...paths(good, 5)), value: hostileValue }).map(({ path, value }) => ({
      body: JSON.stringify(setAt(good, path, value)),
      type: 'application/json',
    })),
    fc.constant({
      body: '<!doctype html><html><body><h1>503 Service Unavailable</h1></body></html>',
      type: 'text/html',
    }),
    fc.string({ maxLength: 200 }).map((body) => ({ body, type: 'application/json' })),
    fc.constant({ body: JSON.stringify(good).slice(0, 500), type: 'application/json' }),
    fc.constant({ body: '', type: 'application/json' }),
    fc.constant({ body: 'null', type: 'application/json' }),
  );

const respond = (a: { body: string; type: string }, gzip: boolean, status = 200) =>
  new Response(gzip ? gzipSync(a.body) : a.body, {
    status,
    headers: { 'content-type': a.type, ...(gzip ? { 'content-encoding': 'gzip' } : {}) },
  });

/** What is stored of a product: its row's figures and its snapshots. */
async function stored(asin: string) {
  const [p] = await db.select().from(catalogProducts).where(eq(catalogProducts.asin, asin));
  if (!p) return null;
  const snaps = await db
    .select()
    .from(catalogProductSnapshots)
    .where(eq(catalogProductSnapshots.productId, p.id))
    .orderBy(catalogProductSnapshots.observedAt, catalogProductSnapshots.source);
  const { updatedAt: _u, metricsAt: _m, ...row } = p;
  return JSON.stringify({ row, snaps: snaps.map(({ createdAt: _c, id: _i, ...s }) => s) });
}
const failures = async () =>
  (await db.select().from(marketSourceUsage).where(eq(marketSourceUsage.userId, ''))).reduce(
    (n, u) => n + u.failures,
    0,
  );
const resetBudgets = () => db.execute(sql`delete from rate_budgets`);

describe('hostile Keepa answers', () => {
  let next: { body: string; type: string; gzip: boolean } | null = null;
  const tokenFields = { tokensLeft: 100_000, refillIn: 1000, refillRate: 2000, tokensConsumed: 0 };
  const deps = {
    ...ctx.deps,
    fetch: (async (target: URL | string) => {
      const input = new URL(String(target));
      if (input.pathname === '/token')
        return respond({ body: JSON.stringify(tokenFields), type: 'application/json' }, true);
      const answer = next ?? { body: JSON.stringify(realKeepa), type: 'application/json', gzip: true };
      return respond(answer, answer.gzip);
    }) as unknown as typeof fetch,
  };
  const fetchReal = () =>
    fetchProducts(deps, {
      marketplace: 'US',
      asins: ['B0F7XPYCSJ'],
      userId: null,
      history: { since: new Date(0) },
      only: ['keepa'],
    });

  it('are failures that store nothing; valid variations are stored with sane figures', {
    timeout: 180_000,
  }, async () => {
    next = null;
    expect((await fetchReal()).stored).toHaveLength(1);
    let rejected = 0;
    await fc.assert(
      fc.asyncProperty(hostileBody(realKeepa), fc.boolean(), async (answer, gzip) => {
        await resetBudgets();
        const before = await stored('B0F7XPYCSJ');
        const failuresBefore = await failures();
        next = { ...answer, gzip };
        const result = await fetchReal();
        if (result.stored.length === 0) {
          rejected += 1;
          expect(await stored('B0F7XPYCSJ')).toBe(before);
          if (result.failed.length) {
            expect(result.failed[0].code).toBe('bad_answer');
            expect(await failures()).toBe(failuresBefore + 1);
          }
        } else {
          const [p] = await db.select().from(catalogProducts).where(eq(catalogProducts.asin, 'B0F7XPYCSJ'));
          expect(p.title.length).toBeGreaterThan(0);
          expect(p.observedAt.getTime()).toBeLessThanOrEqual(Date.now() + 86_400_000);
          for (const v of [p.priceCents, p.listPriceCents, p.bestSellersRank, p.offerCount, p.reviewCount])
            expect(v === null || (Number.isInteger(v) && v >= 0)).toBe(true);
        }
      }),
      { numRuns: RUNS },
    );
    next = null;
    expect(rejected).toBeGreaterThan(RUNS / 3);
  });

  it('a page of more than 100 products, or a product that was not asked, is refused', async () => {
    const product = (realKeepa.products as Record<string, unknown>[])[0];
    for (const products of [
      Array.from({ length: 101 }, () => product),
      [{ ...product, asin: 'B0INJECTED' }],
      [{ ...product, csv: [[99_999_999, 1000]] }], // an observation far in the future
    ]) {
      await resetBudgets();
      const before = await stored('B0F7XPYCSJ');
      next = { body: JSON.stringify({ ...realKeepa, products }), type: 'application/json', gzip: true };
      const result = await fetchReal();
      expect(result.failed).toEqual([{ asin: 'B0F7XPYCSJ', source: 'keepa', code: 'bad_answer' }]);
      expect(await stored('B0F7XPYCSJ')).toBe(before);
      expect(await stored('B0INJECTED')).toBeNull();
    }
    next = null;
  });
});

describe('hostile SP-API answers', () => {
  const asin = 'B07N4M94X4';
  let nextSearch: { body: string; type: string } | null = null;
  const offers = {
    responses: [
      {
        ...realOffers.responses[0],
        body: { payload: { ...realOffers.responses[0].body.payload, ASIN: asin } },
        request: { Asin: asin },
      },
    ],
  };
  const deps = {
    ...ctx.deps,
    fetch: (async (target: URL | string) => {
      const input = new URL(String(target));
      const json = (body: unknown) =>
        respond({ body: JSON.stringify(body), type: 'application/json' }, false);
      if (input.pathname === '/auth/o2/token') return json({ access_token: 'Atza|fuzz', expires_in: 3600 });
      if (input.pathname.startsWith('/batches/')) return json(offers);
      return respond(nextSearch ?? { body: JSON.stringify(realSearch), type: 'application/json' }, false);
    }) as unknown as typeof fetch,
  };
  const fetchReal = () =>
    fetchProducts(deps, { marketplace: 'US', asins: [asin], userId: null, only: ['sp_api'] });

  it('are failures that store nothing', { timeout: 180_000 }, async () => {
    nextSearch = null;
    expect((await fetchReal()).stored).toHaveLength(1);
    await fc.assert(
      fc.asyncProperty(hostileBody(realSearch), async (answer) => {
        await resetBudgets();
        const before = await stored(asin);
        nextSearch = answer;
        const result = await fetchReal();
        if (result.stored.length === 0) {
          expect(await stored(asin)).toBe(before);
          for (const f of result.failed) expect(['bad_answer', 'failed']).toContain(f.code);
        } else {
          const [p] = await db.select().from(catalogProducts).where(eq(catalogProducts.asin, asin));
          expect(p.title.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: RUNS },
    );
    nextSearch = null;
  });

  it('a page of more than 20 items is refused', async () => {
    await resetBudgets();
    const items = Array.from({ length: 21 }, () => (realSearch.items as unknown[])[0]);
    nextSearch = { body: JSON.stringify({ ...realSearch, items }), type: 'application/json' };
    const result = await fetchReal();
    expect(result.failed).toEqual([{ asin, source: 'sp_api', code: 'bad_answer' }]);
    nextSearch = null;
  });
});
