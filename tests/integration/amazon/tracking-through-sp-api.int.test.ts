import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { amazonApi } from '#contracts/amazon.ts';
import { trackingApi } from '#contracts/tracking.ts';
import { MARKETPLACES } from '#domain/marketplaces.ts';
import { catalogProductSnapshots, catalogProducts } from '#server/db/schema/index.ts';
import { reserveBudget } from '#server/lib/shared-rate-budget.ts';
import { refreshOne, refreshTargetsOf } from '#server/modules/tracking/refresh-tracked-products.ts';
import { spApiSource } from '#server/modules/tracking/sources/sp-api-source.ts';
import { spApiBudgetKey, spApiBudgetRule } from '#server/providers/amazon/sp-api/shared-budget.ts';
import { createProduct, createUser } from '#tests/helpers/factories/index.ts';
import { selfConnection, spApiConnectionWorld } from '#tests/helpers/sp-api-world.ts';

// The real wiring: a seller connects their Amazon account (#8) and competitor tracking (#7) then
// observes ASINs through that connection, against the loopback SP-API stand-in.
const { amazon, ctx, db } = await spApiConnectionWorld();

async function connectedStarter(marketplaceIds: string[]) {
  const me = await createUser(ctx, { plan: 'starter' });
  const seller = amazon.addSeller({
    sellerId: `A1TRACK${randomBytes(4).toString('hex').toUpperCase()}`,
    clientId: `amzn1.application-oa2-client.${randomBytes(4).toString('hex')}`,
    clientSecret: `secret-${randomBytes(8).toString('hex')}`,
    refreshToken: `Atzr|${randomBytes(12).toString('hex')}`,
    marketplaceIds,
  });
  const res = await me.call(amazonApi.connect, { body: selfConnection(seller) });
  expect(res.status).toBe(200);
  return { me, seller };
}

const newAsin = () => `B0${randomBytes(4).toString('hex').toUpperCase()}`;

describe('tracking through the connected seller account', () => {
  it('tracks an ASIN the catalog does not know, observed through SP-API with its source', async () => {
    const { me, seller } = await connectedStarter([MARKETPLACES.US.marketplaceId]);
    const asin = newAsin();
    seller.catalog.set(asin, { title: 'Stand-in Blender 900W', brand: 'ACME', rank: 321, price: 59.99 });

    const res = await me.call(trackingApi.add, { body: { asin, marketplace: 'US' } });
    expect(res.status).toBe(201);
    expect(res.body.item).toMatchObject({
      asin,
      title: 'Stand-in Blender 900W',
      priceCents: 5999,
      bestSellersRank: 321,
    });

    const [product] = await db
      .select()
      .from(catalogProducts)
      .where(and(eq(catalogProducts.marketplace, 'US'), eq(catalogProducts.asin, asin)));
    const snapshots = await db
      .select()
      .from(catalogProductSnapshots)
      .where(eq(catalogProductSnapshots.productId, product.id));
    expect(snapshots.map((s) => s.source)).toEqual(['sp_api']);
    expect(amazon.calls.filter((c) => c.sellerId === seller.sellerId).map((c) => c.operation)).toEqual(
      expect.arrayContaining(['getCatalogItem', 'getItemOffers']),
    );
  });

  it('does not use the connection for another region, and says the ASIN is unknown', async () => {
    const { me } = await connectedStarter([MARKETPLACES.US.marketplaceId]);
    const res = await me.call(trackingApi.add, { body: { asin: newAsin(), marketplace: 'DE' } });
    expect(res.status).toBe(404);
  });
});

/** A starter whose connected account answers for `count` tracked products the catalog also knows. */
async function connectedSellerTracking(count: number) {
  const { me, seller } = await connectedStarter([MARKETPLACES.US.marketplaceId]);
  // Products the catalog knows (tracking them asks no live source), which Amazon also answers for.
  for (let i = 0; i < count; i++) {
    const product = await createProduct(db);
    seller.catalog.set(product.asin, { title: product.title, brand: 'ACME', rank: 100 + i, price: 20 + i });
    expect((await me.call(trackingApi.add, { body: { asin: product.asin } })).status).toBe(201);
  }
  const targets = await refreshTargetsOf({ db, userId: me.userId });
  expect(targets).toHaveLength(count);
  return { me, seller, targets };
}

/**
 * A time of its own per call, in the past: getItemOffers allows 1 call per 2 s per seller, paced
 * 2 % + 10 ms slower (shared-budget.ts), so 2.1 s apart.
 */
const windows = (n: number) => {
  const t0 = Math.floor(Date.now() / 2000) * 2000 - 600_000;
  return Array.from({ length: n }, (_, i) => new Date(t0 + i * 2100));
};

describe('SP-API access tokens of a connected seller', () => {
  it('are fetched once for a refresh of N items, not twice per item', async () => {
    const n = 4;
    const { seller, targets } = await connectedSellerTracking(n);
    const calls = (operation: string) =>
      amazon.calls.filter(
        (c) =>
          c.operation === operation &&
          (operation === 'lwa' ? c.query?.client_id === seller.clientId : c.sellerId === seller.sellerId),
      ).length;
    const tokensBefore = calls('lwa');
    const times = windows(n);
    for (const [i, target] of targets.entries()) {
      const outcome = await refreshOne({
        db,
        logger: ctx.deps.logger,
        sources: [spApiSource(ctx.deps.spApiCatalogAccess)],
        target,
        now: times[i],
      });
      expect(outcome.status).toBe('observed');
    }
    expect(calls('getCatalogItem')).toBe(n);
    expect(calls('getItemOffers')).toBe(n);
    expect(calls('lwa') - tokensBefore).toBe(1);
  });

  it('a refused getCatalogItem budget gives the getItemOffers call back', async () => {
    const { seller, targets } = await connectedSellerTracking(1);
    const [now] = windows(1);
    const spend = (operation: 'getCatalogItem' | 'getItemOffers') =>
      reserveBudget(db, {
        key: spApiBudgetKey(seller.sellerId, operation),
        cost: 1,
        rule: spApiBudgetRule(operation),
        maxWaitMs: 0,
        now,
      });
    // Someone else used this second's two getCatalogItem calls.
    await spend('getCatalogItem');
    await spend('getCatalogItem');
    const outcome = await refreshOne({
      db,
      logger: ctx.deps.logger,
      sources: [spApiSource(ctx.deps.spApiCatalogAccess)],
      target: targets[0],
      now,
    });
    expect(outcome.status).toBe('rate_limited');
    // The observation did not happen, so its getItemOffers call (1 per 2 s) is still there.
    expect((await spend('getItemOffers')).granted).toBe(true);
    const observations = amazon.calls.filter(
      (c) => c.sellerId === seller.sellerId && ['getCatalogItem', 'getItemOffers'].includes(c.operation),
    );
    expect(observations).toEqual([]);
  });
});
