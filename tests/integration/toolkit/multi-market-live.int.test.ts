import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { toolkitApi } from '#contracts/toolkit.ts';
import { MARKETPLACES } from '#domain/marketplaces.ts';
import { createUser } from '#tests/helpers/factories/index.ts';
import { spApiResearchWorld } from '#tests/helpers/sp-api-world.ts';

// Multi-market on live data, against an SP-API stand-in that answers each marketplace as Amazon
// does: the operator's seller is registered in the US and Canada only, the product listed in the US
// only. Canada answers that it is not there ("not sold in this marketplace"); Japan and Europe refuse
// the seller (403 Unauthorized), so nothing is stored there and the row says "not enough data" — no
// empty product.
const { amazon, operator, ctx } = await spApiResearchWorld('mm-live', {
  marketplaceIds: [MARKETPLACES.US.marketplaceId, MARKETPLACES.CA.marketplaceId],
});
operator.research.set('B0MMLIVE01', {
  title: 'Stainless steel pour over coffee kettle',
  brand: 'Kettlo',
  rank: 1450,
  price: 42.99,
  offerCount: 3,
  categories: ['Home & Kitchen', 'Kettles'],
  package: { length: 11, width: 7, height: 7, pounds: 1.9 },
  listedIn: [MARKETPLACES.US.marketplaceId],
});

describe('multi-market on live data', () => {
  it('says where the product is not sold and where there is not enough data, and stores no empty product', async () => {
    const user = await createUser(ctx, { plan: 'elite' });
    const res = await user.call(toolkitApi.multiMarket, { query: { asin: 'B0MMLIVE01', marketplace: 'US' } });
    expect(res.status).toBe(200);
    const row = (m: string) => res.body.rows.find((r: { marketplace: string }) => r.marketplace === m);
    expect(row('US')).toMatchObject({ source: 'product', note: null, localPriceMinor: 4299 });
    expect(row('CA')).toMatchObject({ source: 'none', note: 'notSold', priceMinor: null });
    for (const m of ['JP', 'UK', 'DE'])
      expect(row(m)).toMatchObject({ source: 'none', note: 'notEnoughData', priceMinor: null });
    const { rows } = await ctx.deps.database.db.execute<{ marketplace: string }>(
      sql`select marketplace from catalog_products where asin = 'B0MMLIVE01' order by marketplace`,
    );
    expect(rows.map((r) => r.marketplace)).toEqual(['US']);
    // Amazon was asked in Japan and refused the seller there.
    const jp = amazon.calls.filter(
      (c) =>
        c.operation === 'searchCatalogItems' && c.query?.marketplaceIds === MARKETPLACES.JP.marketplaceId,
    );
    expect(jp.length).toBeGreaterThan(0);
  });
});
