import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { MARKETPLACES } from '../../../src/domain/marketplaces.ts';
import { catalogProductSnapshots, catalogProducts } from '../../../src/server/db/schema/index.ts';
import { givePlan } from '../../helpers/plans.ts';
import { startSpApiStandIn } from '../../helpers/sp-api-stand-in.ts';
import { createTestContext } from '../../helpers/test-app.ts';

// The real wiring: a seller connects their Amazon account (#8) and competitor tracking (#7) then
// observes ASINs through that connection, against the loopback SP-API stand-in.
const amazon = await startSpApiStandIn();
afterAll(() => amazon.close());
const ctx = await createTestContext({
  ENCRYPTION_KEY: randomBytes(32).toString('hex'),
  SPAPI_ENDPOINT: amazon.url,
  SPAPI_LWA_TOKEN_URL: amazon.tokenUrl,
});
const db = ctx.deps.database.db;

async function connectedStarter(marketplaceIds: string[]) {
  const me = await ctx.signUp();
  await givePlan(db, me.userId, 'starter');
  const seller = amazon.addSeller({
    sellerId: `A1TRACK${randomBytes(4).toString('hex').toUpperCase()}`,
    clientId: `amzn1.application-oa2-client.${randomBytes(4).toString('hex')}`,
    clientSecret: `secret-${randomBytes(8).toString('hex')}`,
    refreshToken: `Atzr|${randomBytes(12).toString('hex')}`,
    marketplaceIds,
  });
  const res = await me.put('/api/amazon/connection', {
    sellerId: seller.sellerId,
    marketplace: 'US',
    email: 'seller@example.com',
    lwaClientId: seller.clientId,
    lwaClientSecret: seller.clientSecret,
    refreshToken: seller.refreshToken,
  });
  expect(res.status).toBe(200);
  return { me, seller };
}

const newAsin = () => `B0${randomBytes(4).toString('hex').toUpperCase()}`;

describe('tracking through the connected seller account', () => {
  it('tracks an ASIN the catalog does not know, observed through SP-API with its source', async () => {
    const { me, seller } = await connectedStarter([MARKETPLACES.US.marketplaceId]);
    const asin = newAsin();
    seller.catalog.set(asin, { title: 'Stand-in Blender 900W', brand: 'ACME', rank: 321, price: 59.99 });

    const res = await me.post('/api/tracking/products', { asin, marketplace: 'US' });
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
    const res = await me.post('/api/tracking/products', { asin: newAsin(), marketplace: 'DE' });
    expect(res.status).toBe(404);
  });
});
