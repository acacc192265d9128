import { describe, expect, it } from 'vitest';
import { siteApi } from '#contracts/site.ts';
import { createTestContext } from '#tests/helpers/test-app.ts';

const ctx = await createTestContext({ SITE_SELLER_COUNT: '' });

describe('/api/site', () => {
  it('counts sellers from the database, never an invented figure', async () => {
    const res = await ctx.client().call(siteApi.get);
    expect(res.status).toBe(200);
    expect(res.body.stats.sellerCountSource).toBe('database');
    expect(res.body.stats.sellerCount).toBeGreaterThanOrEqual(0);
    expect(res.body.testimonials).toEqual([]);
    expect(res.body.legal).toEqual({ editor: null, director: null, host: null });
  });

  it('says that reviews cannot be translated without an AI provider (the client then asks nothing)', async () => {
    expect((await ctx.client().call(siteApi.get)).body.reviewTranslation).toBe(false);
  });

  it('says where market data comes from: the sample and its year until a live source is configured', async () => {
    expect((await ctx.client().call(siteApi.get)).body.marketData).toEqual({ live: false, sampleYear: null });
    // The sample catalog as `npm start` loads it (the run's template holding it: tests/helpers/test-database.ts).
    const sample = await createTestContext({ SITE_SELLER_COUNT: '' }, { sampleCatalog: true });
    expect((await sample.client().call(siteApi.get)).body.marketData).toEqual({
      live: false,
      sampleYear: 2023,
    });
    const live = await createTestContext({ SITE_SELLER_COUNT: '', KEEPA_API_KEY: 'test-key' });
    expect((await live.client().call(siteApi.get)).body.marketData.live).toBe(true);
  });
});
