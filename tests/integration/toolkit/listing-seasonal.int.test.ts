import { describe, expect, it } from 'vitest';
import { toolkitApi } from '#contracts/toolkit.ts';
import { recordSnapshot } from '#server/modules/catalog/snapshots.ts';
import { upsertProduct } from '#server/modules/catalog/upsert-product.ts';
import { createUser, givePlan } from '#tests/helpers/factories/index.ts';
import { createTestContext } from '#tests/helpers/test-app.ts';

const ctx = await createTestContext();
const db = ctx.deps.database.db;

const listing = {
  title: 'STAINLESS STEEL CRUSHER BEST SELLER!',
  bullets: ['crushes garlic fast.', 'Antibacterial steel'],
  description: '',
  keywords: ['garlic press'],
};

describe('listing optimizer API', () => {
  it('is locked on free, SEO on starter, complete on pro', async () => {
    const me = await ctx.signUp();
    const free = await me.call(toolkitApi.optimizeListing, { body: listing });
    expect(free.status).toBe(403);
    expect(free.error?.params).toEqual({ feature: 'listingOptimizer', plan: 'starter' });

    await givePlan(db, me.userId, 'starter');
    const seo = await me.call(toolkitApi.optimizeListing, { body: listing });
    expect(seo.status).toBe(200);
    expect(seo.body.goal).toBe('seo');
    expect(seo.body.optimized.title).toBe('Garlic Press - Stainless Steel Crusher');
    expect(seo.body.before.findings.map((f: { rule: string }) => f.rule)).not.toContain('bulletsCount');
    expect(seo.body.after.score).toBeGreaterThan(seo.body.before.score);
    const asked = await me.call(toolkitApi.optimizeListing, { body: { ...listing, goal: 'complete' } });
    expect(asked.status).toBe(403);
    expect(asked.error?.params.feature).toBe('listingOptimizerComplete');

    await givePlan(db, me.userId, 'pro');
    const complete = await me.call(toolkitApi.optimizeListing, { body: listing });
    expect(complete.body.goal).toBe('complete');
    // "Antibacterial steel" loses its claim; "Steel" alone is under 10 characters and dropped.
    expect(complete.body.optimized.bullets).toEqual(['Crushes garlic fast']);
  });

  it('needs a title or an ASIN, and reads the title of a catalog ASIN', async () => {
    const me = await createUser(ctx, { plan: 'starter' });
    const empty = await me.call(toolkitApi.optimizeListing, { body: { keywords: ['x'] } });
    expect(empty.status).toBe(400);
    expect(empty.error?.code).toBe('listing_title_or_asin_required');
    const unknown = await me.call(toolkitApi.optimizeListing, { body: { asin: 'B000000000' } });
    expect(unknown.status).toBe(404);
    expect(unknown.error?.code).toBe('asin_not_in_catalog');
    await upsertProduct({
      db,
      marketplace: 'US',
      asin: 'B0LISTING1',
      title: 'Acme Garlic Press Stainless Steel',
      category: 'Kitchen & Dining',
      source: 'user',
      observedAt: new Date('2025-01-01T00:00:00Z'),
    });
    const fromCatalog = await me.call(toolkitApi.optimizeListing, {
      body: {
        asin: 'b0listing1',
        keywords: ['garlic press'],
      },
    });
    expect(fromCatalog.status).toBe(200);
    expect(fromCatalog.body.titleFromCatalog).toBe(true);
    expect(fromCatalog.body.optimized.title).toBe('Acme Garlic Press Stainless Steel');
  });

  it('in ASIN mode takes the brand and category from the catalog, invents no description, fills the search terms from related keywords', async () => {
    const me = await createUser(ctx, { plan: 'pro' });
    const yoga = [
      'Zenflow Yoga Mat Non Slip Extra Thick Exercise Mat for Home Workout',
      'Gaiam Yoga Mat Extra Thick Pilates Mat with Carrying Strap',
      'BalanceFrom Yoga Mat Extra Thick Exercise Mat with Carrying Strap',
    ];
    for (const [i, title] of yoga.entries())
      await upsertProduct({
        db,
        marketplace: 'US',
        asin: `B0YOGAMAT${i}`,
        title,
        brand: title.split(' ')[0],
        category: 'Sports & Outdoors',
        source: 'user',
        observedAt: new Date('2025-01-01T00:00:00Z'),
      });
    const res = await me.call(toolkitApi.optimizeListing, {
      body: {
        asin: 'B0YOGAMAT0',
        keywords: ['yoga mat', 'exercise mat'],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      titleFromCatalog: true,
      fromCatalog: { brand: true, category: true },
      brand: 'Zenflow',
      category: 'Sports & Outdoors',
      sources: { bullets: 'none', description: 'none' },
    });
    expect(res.body.optimized.description).toBe('');
    // The related keywords of "yoga mat" in the catalog ("carrying strap", "pilates mat"…) bring
    // words the title does not have; never the title's or the brand's.
    expect(res.body.related).toEqual(expect.arrayContaining(['carrying strap']));
    expect(res.body.optimized.searchTerms.split(' ')).toEqual(expect.arrayContaining(['carrying', 'strap']));
    for (const w of ['yoga', 'mat', 'zenflow', 'thick'])
      expect(res.body.optimized.searchTerms.split(' ')).not.toContain(w);
    const rule = (rule: string) =>
      res.body.after.findings.find((f: { rule: string }) => f.rule === rule)?.status;
    expect(rule('titleBrand')).toBe('pass');
    expect(rule('titleRepeats')).toBe('pass');
    expect(rule('searchTermsRepeatTitle')).toBe('pass');
  });
});

describe('seasonal trends API', () => {
  it('is for starter and up, needs an ASIN or a category', async () => {
    const me = await ctx.signUp();
    expect((await me.call(toolkitApi.seasonal, { query: { category: 'Toys' } })).status).toBe(403);
    await givePlan(db, me.userId, 'starter');
    const none = await me.call(toolkitApi.seasonal);
    expect(none.error?.code).toBe('seasonal_asin_or_category_required');
    const missing = await me.call(toolkitApi.seasonal, { query: { category: 'Nothing Here' } });
    expect(missing.error).toEqual({
      code: 'category_not_in_catalog',
      params: { category: 'Nothing Here', marketplace: 'US' },
    });
  });

  it('finds a category typed in French as well as in English', async () => {
    const me = await createUser(ctx, { plan: 'starter' });
    await upsertProduct({
      db,
      marketplace: 'US',
      asin: 'B0SUITCAS1',
      title: 'Hardside carry-on suitcase',
      category: ['Luggage & Travel Gear', 'Suitcases'],
      source: 'user',
      observedAt: new Date('2025-01-01T00:00:00Z'),
    });
    for (const typed of ['Suitcases', 'valises', 'Bagages et voyage']) {
      const res = await me.call(toolkitApi.seasonal, { query: { category: typed } });
      expect(res.status, typed).toBe(200);
      expect(res.body.scope.kind).toBe('category');
    }
  });

  it('says "not enough history" under a year, and gives the index with a full year', async () => {
    const me = await createUser(ctx, { plan: 'starter' });
    const product = await upsertProduct({
      db,
      marketplace: 'US',
      asin: 'B0SEASON01',
      title: 'Christmas lights',
      category: ['Tools & Home Improvement', 'Seasonal Lights'],
      source: 'user',
      observedAt: new Date('2024-01-20T00:00:00Z'),
    });
    const observe = async (month: number, badge: number, day = 20) =>
      recordSnapshot({
        db,
        productId: product.id,
        observation: {
          observedAt: new Date(Date.UTC(2024, month, day)),
          source: 'user',
          boughtLastMonth: badge,
        },
      });
    for (let m = 0; m < 6; m++) await observe(m, 100);
    const short = await me.call(toolkitApi.seasonal, { query: { asin: 'B0SEASON01' } });
    expect(short.status).toBe(200);
    expect(short.body.result).toMatchObject({
      status: 'notEnoughHistory',
      monthsCovered: 6,
      monthsNeeded: 12,
    });
    for (let m = 6; m < 12; m++) await observe(m, m >= 10 ? 400 : 100);
    await observe(3, 0, 25); // a snapshot without the badge is not counted
    const full = await me.call(toolkitApi.seasonal, { query: { asin: 'B0SEASON01' } });
    expect(full.body.result.status).toBe('ok');
    if (full.body.result.status !== 'ok') throw new Error('no seasonality from 12 months');
    expect(full.body.result.peakMonths).toEqual([11, 12]);
    expect(full.body.observations).toBe(12);
    const byCategory = await me.call(toolkitApi.seasonal, {
      query: { category: 'tools & home improvement' },
    });
    expect(byCategory.body.scope).toMatchObject({ kind: 'category', name: 'Tools & Home Improvement' });
    expect(byCategory.body.result).toMatchObject({ indices: full.body.result.indices });
  });
});
