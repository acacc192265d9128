import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { alertsApi } from '#contracts/alerts.ts';
import { trackingApi } from '#contracts/tracking.ts';
import {
  alertNotifications,
  catalogProductSnapshots,
  rateBudgets,
  trackedProducts,
} from '#server/db/schema/index.ts';
import { findProductByAsin } from '#server/modules/catalog/find-product.ts';
import { refreshOne, refreshTargetsOf } from '#server/modules/tracking/refresh-tracked-products.ts';
import { spApiSource } from '#server/modules/tracking/sources/sp-api-source.ts';
import { createSpApiCatalogClient } from '#server/providers/amazon/sp-api/catalog-items.ts';
import { createUser, newAsin } from '#tests/helpers/factories/index.ts';
import { runJobNow } from '#tests/helpers/jobs.ts';
import { createTestContext } from '#tests/helpers/test-app.ts';

const ctx = await createTestContext();
const db = ctx.deps.database.db;

/** A loopback stand-in for the two SP-API operations, answering Amazon's documented shapes. */
const standIn = {
  price: 119.99,
  rank: 44,
  offers: 3,
  mode: 'ok' as 'ok' | 'throttle' | 'error',
  calls: [] as string[],
  tokens: new Set<string>(),
};
const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://x');
  standIn.calls.push(url.pathname);
  standIn.tokens.add(String(req.headers['x-amz-access-token']));
  const send = (status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  if (standIn.mode === 'throttle')
    return send(429, { errors: [{ code: 'QuotaExceeded', message: 'You exceeded your quota' }] });
  if (standIn.mode === 'error') return send(500, { errors: [{ code: 'InternalFailure' }] });
  const catalog = url.pathname.match(/^\/catalog\/2022-04-01\/items\/([A-Z0-9]{10})$/);
  if (catalog && url.searchParams.get('marketplaceIds') === 'ATVPDKIKX0DER') {
    if (catalog[1].endsWith('404')) return send(404, { errors: [{ code: 'NotFound' }] });
    return send(200, {
      asin: catalog[1],
      summaries: [
        {
          marketplaceId: 'ATVPDKIKX0DER',
          itemName: 'Curved Monitor 27"',
          brand: 'SAMSUNG',
          browseClassification: { displayName: 'Monitors' },
        },
      ],
      salesRanks: [
        { marketplaceId: 'ATVPDKIKX0DER', displayGroupRanks: [{ title: 'Computers', rank: standIn.rank }] },
      ],
    });
  }
  const offers = url.pathname.match(/^\/products\/pricing\/v0\/items\/([A-Z0-9]{10})\/offers$/);
  if (offers && url.searchParams.get('ItemCondition') === 'New') {
    return send(200, {
      payload: {
        ASIN: offers[1],
        status: 'Success',
        Summary: {
          TotalOfferCount: standIn.offers,
          BuyBoxPrices: standIn.offers
            ? [{ condition: 'New', LandedPrice: { CurrencyCode: 'USD', Amount: standIn.price } }]
            : [],
        },
        Offers: [],
      },
    });
  }
  send(400, { errors: [{ code: 'InvalidInput' }] });
});
await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const connected = new Set<string>();
// The seller connections this test makes, in place of the amazon module's (deps.spApiCatalogAccess).
ctx.deps.spApiCatalogAccess = {
  clientFor: async ({ userId }) =>
    connected.has(userId)
      ? createSpApiCatalogClient({
          endpoint,
          accessToken: async () => `Atza|token-${userId}`,
          db,
          rateLimitKey: userId,
        })
      : null,
};
afterAll(() => server.close());

async function seller() {
  const user = await createUser(ctx, { plan: 'starter' });
  connected.add(user.userId);
  return user;
}

describe('SP-API observation source (loopback stand-in)', () => {
  it('resolves an ASIN the catalog does not know, and stores an sp_api observation', async () => {
    const me = await seller();
    const asin = newAsin();
    const res = await me.call(trackingApi.add, { body: { asin } });
    expect(res.status).toBe(201);
    expect(res.body.item).toMatchObject({
      asin,
      title: 'Curved Monitor 27"',
      brand: 'SAMSUNG',
      priceCents: 11999,
      bestSellersRank: 44,
      inStock: true,
      source: 'sp_api',
    });
    expect(standIn.tokens).toContain(`Atza|token-${me.userId}`);
    const product = await findProductByAsin({ db, marketplace: 'US', asin });
    const snaps = await db
      .select()
      .from(catalogProductSnapshots)
      .where(eq(catalogProductSnapshots.productId, product?.id as number));
    expect(snaps).toMatchObject([
      { source: 'sp_api', sourceRef: 'getCatalogItem+getItemOffers', priceCents: 11999 },
    ]);
  });

  it('without a connection an unknown ASIN is not found; an ASIN Amazon does not know neither', async () => {
    const stranger = await createUser(ctx, { plan: 'starter' });
    const asin = newAsin();
    expect((await stranger.call(trackingApi.add, { body: { asin } })).error).toEqual({
      code: 'asin_not_found',
      params: { asin, marketplace: 'US' },
    });
    const me = await seller();
    const missing = `${newAsin().slice(0, 7)}404`;
    expect((await me.call(trackingApi.add, { body: { asin: missing } })).status).toBe(404);
  });

  it('respects getItemOffers’ rate (1 call / 2 s per seller), then observes and triggers alerts', async () => {
    const me = await seller();
    const asin = newAsin();
    await me.call(trackingApi.add, { body: { asin } });
    const alert = await me.call(alertsApi.createPrice, { body: { asin, targetPriceCents: 10000 } });
    expect(alert.body.alert.triggered).toBe(false);
    const [target] = await refreshTargetsOf({ db, userId: me.userId });
    const t0 = new Date(Math.floor(Date.now() / 2000) * 2000 - 60_000); // in the past…
    // …with budgets of their own from then (adding the ASIN observed it now: a token bucket only goes forward).
    await db.delete(rateBudgets).where(like(rateBudgets.key, `sp-api:%:${me.userId}`));
    const base = { db, logger: ctx.deps.logger, target, sources: [spApiSource(ctx.deps.spApiCatalogAccess)] };
    standIn.calls = [];
    expect((await refreshOne({ ...base, now: t0 })).status).toBe('observed');
    expect((await refreshOne({ ...base, now: new Date(t0.getTime() + 1500) })).status).toBe('rate_limited');
    expect(standIn.calls).toHaveLength(2); // one getCatalogItem + one getItemOffers, nothing for the throttled try
    const [row] = await db.select().from(trackedProducts).where(eq(trackedProducts.id, target.id));
    expect(row).toMatchObject({ lastRefreshStatus: 'rate_limited', lastRefreshAt: t0 });

    // Amazon's own 429 is a "try later" too; a 500 is a failure that stops nothing else.
    standIn.mode = 'throttle';
    // (2.1 s: the budget paces Amazon's rate 2 % + 10 ms slower, shared-budget.ts)
    expect((await refreshOne({ ...base, now: new Date(t0.getTime() + 2100) })).status).toBe('rate_limited');
    expect(standIn.calls.length).toBeGreaterThan(2); // Amazon was asked, and answered 429
    standIn.mode = 'error';
    expect((await refreshOne({ ...base, now: new Date(t0.getTime() + 4200) })).status).toBe('failed');
    standIn.mode = 'ok';

    // The queue's refresh job takes due items and evaluates alerts on what it observed.
    standIn.price = 95.5;
    await db.update(trackedProducts).set({ lastRefreshAt: null }).where(eq(trackedProducts.id, target.id));
    await new Promise((r) => setTimeout(r, 2_100));
    expect(await runJobNow(ctx.deps, 'tracking-refresh')).toMatchObject({ ok: true });
    const list = await me.call(trackingApi.list);
    expect(list.body.items[0]).toMatchObject({
      priceCents: 9550,
      priceChangeCents: 9550 - 11999,
      lastRefreshStatus: 'observed',
    });
    const notes = await db
      .select()
      .from(alertNotifications)
      .where(
        and(eq(alertNotifications.userId, me.userId), eq(alertNotifications.alertId, alert.body.alert.id)),
      );
    expect(notes).toHaveLength(1);
  });
});
