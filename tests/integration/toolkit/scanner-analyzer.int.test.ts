import { describe, expect, it } from 'vitest';
import type { ResponseOf } from '#contracts/define.ts';
import { toolkitApi } from '#contracts/toolkit.ts';
import type { MarketplaceCode } from '#domain/marketplaces.ts';
import { refreshCatalogMetrics } from '#server/modules/catalog/refresh-catalog-metrics.ts';
import { recordSnapshot } from '#server/modules/catalog/snapshots.ts';
import { upsertProduct } from '#server/modules/catalog/upsert-product.ts';
import { createUser, givePlan } from '#tests/helpers/factories/index.ts';
import { createTestContext } from '#tests/helpers/test-app.ts';

const ctx = await createTestContext();
const db = ctx.deps.database.db;
const now = new Date('2025-05-01T00:00:00Z');
ctx.deps.now = () => now;

async function listing(
  asin: string,
  priceCents: number,
  badge: number,
  reviews: number,
  marketplace: MarketplaceCode = 'US',
) {
  const p = await upsertProduct({
    db,
    marketplace,
    asin,
    title: `Travel pillow ${asin}`,
    category: ['Luggage & Travel Gear', 'Travel Pillows'],
    source: 'user',
    observedAt: now,
  });
  await recordSnapshot({
    db,
    productId: p.id,
    observation: {
      observedAt: now,
      source: 'user',
      priceCents,
      boughtLastMonth: badge,
      rating: 4.1,
      reviewCount: reviews,
    },
  });
}

// 12 listings in one small niche: few listings and reviews, so competition is low.
for (let i = 0; i < 12; i++)
  await listing(`B0SCAN${String(i).padStart(4, '0')}`, 1500 + i * 200, i < 6 ? 200 : 0, 20);
await refreshCatalogMetrics({ db, marketplace: 'US', now });

describe('opportunity scanner API', () => {
  it('is for pro and elite', async () => {
    const me = await createUser(ctx, { plan: 'starter' });
    const res = await me.call(toolkitApi.startScan, { body: {} });
    expect(res.status).toBe(403);
    expect(res.error?.params).toEqual({ feature: 'opportunityScanner', plan: 'pro' });
  });

  it('reads the catalog in steps, with progress, and keeps the matching listings by score', async () => {
    const me = await createUser(ctx, { plan: 'pro' });
    const started = await me.call(toolkitApi.startScan, { body: { marketplace: 'US', minUnits: 100 } });
    expect(started.status).toBe(201);
    expect(started.body.scan).toMatchObject({ status: 'running', processed: 0, total: 12, matched: 0 });
    const id = started.body.scan.id;
    const step = await me.call(toolkitApi.stepScan, { params: { id } });
    expect(step.body.scan).toMatchObject({ status: 'done', processed: 12 });
    const scan = step.body.scan;
    expect(scan.matched).toBe(6);
    expect(scan.results).toHaveLength(6);
    // The default minimum margin is 20 % after all of Amazon's fees and the 25 % cost assumption (no more 80 %).
    expect(scan.criteria).toMatchObject({ minMarginPercent: 20, marginBasis: 'margin' });
    for (const h of scan.results) {
      expect(h.units).toBeGreaterThanOrEqual(100);
      expect(h.competition).toBeLessThanOrEqual(40);
      expect(h.components.map((c: { key: string }) => c.key)).toContain('demand');
      expect(h).toMatchObject({
        marginBasis: 'margin',
        fba: 'unknown',
        cost: { basis: 'assumedPercent', bp: 2500 },
      });
      expect(h.marginPercent).toBeGreaterThanOrEqual(20);
      expect(h.marginRange?.low).toBeLessThan(Number(h.marginRange?.high));
    }
    const scores = scan.results.map((h: { score: number }) => h.score);
    expect(scores).toEqual([...scores].sort((a: number, b: number) => b - a));
    expect((await me.call(toolkitApi.latestScan)).body.scan?.id).toBe(id);
    // Someone else's scan is not found.
    const other = await createUser(ctx, { plan: 'elite' });
    expect((await other.call(toolkitApi.stepScan, { params: { id } })).status).toBe(404);
    expect((await other.call(toolkitApi.latestScan)).body.scan).toBeNull();
  });
});

describe('product analyzer API', () => {
  it('is for pro and elite, niche and competitor analysis for elite', async () => {
    const me = await createUser(ctx, { plan: 'starter' });
    expect((await me.call(toolkitApi.analyze, { body: { asin: 'B0SCAN0001' } })).status).toBe(403);
    await givePlan(db, me.userId, 'pro');
    const empty = await me.call(toolkitApi.analyze, { body: {} });
    expect(empty.error?.code).toBe('analyzer_no_data');
    const niche = await me.call(toolkitApi.analyze, { body: { asin: 'B0SCAN0001', analysisType: 'market' } });
    expect(niche.status).toBe(403);
    expect(niche.error?.params).toEqual({ feature: 'nicheDetection', plan: 'elite' });
    const competitor = await me.call(toolkitApi.analyze, {
      body: {
        asin: 'B0SCAN0001',
        analysisType: 'competitor',
      },
    });
    expect(competitor.error?.params.feature).toBe('listingAnalysis');
    const pro = await me.call(toolkitApi.analyze, {
      body: { asin: 'b0scan0001', analysisType: 'profitability' },
    });
    expect(pro.status).toBe(200);
    expect(pro.body.niche).toBeNull();
    expect(pro.body.competitor).toBeNull();
    expect(pro.body.product.asin).toBe('B0SCAN0001');
    expect(pro.body.summary).toBeNull(); // no AI provider configured: the client words the assessment
    expect(['pursue', 'investigate', 'avoid']).toContain(pro.body.assessment.verdict);
  });

  it('gives the elite niche and competitor figures', async () => {
    const me = await createUser(ctx, { plan: 'elite' });
    const res = await me.call(toolkitApi.analyze, { body: { asin: 'B0SCAN0000', analysisType: 'market' } });
    expect(res.status).toBe(200);
    expect(res.body.niche).toMatchObject({ listings: 12, priceQuartiles: { p50: 2600 } });
    expect(res.body.competitor).toMatchObject({ listings: 12, price: { product: 1500, nicheMedian: 2600 } });
    const codes = (body: ResponseOf<typeof toolkitApi.analyze>) =>
      (['strengths', 'weaknesses', 'opportunities'] as const).flatMap((k) =>
        body.assessment[k].map((n) => n.code),
      );
    // Each analysis keeps the notes of its subject: the market's here, the listing's price below.
    expect(codes(res.body)).toEqual(expect.arrayContaining(['lowReviewBarrier', 'ratingGap']));
    expect(codes(res.body)).not.toContain('pricedBelowMost');
    const listing = await me.call(toolkitApi.analyze, {
      body: {
        asin: 'B0SCAN0000',
        analysisType: 'competitor',
      },
    });
    expect(codes(listing.body)).toContain('pricedBelowMost');
    const economics = await me.call(toolkitApi.analyze, {
      body: {
        asin: 'B0SCAN0000',
        analysisType: 'profitability',
      },
    });
    // The fees of the product itself (no package known: the FBA fee is a range, never left out) and
    // the most it may cost for each target margin, a range too.
    expect(economics.body.product.economics?.fees).toMatchObject({
      priceMinor: 1500,
      referral: { feeMinor: 225, effectiveBp: 1500 },
      fulfilment: { kind: 'range' },
      size: { basis: 'unknown' },
    });
    const [thirty] = economics.body.economics?.maxCostFor ?? [];
    if (!thirty) throw new Error('no maximum cost for a 30 % margin');
    expect(thirty.targetPercent).toBe(30);
    expect(thirty.cost.lowMinor).toBeLessThan(thirty.cost.highMinor);
    expect(thirty.cost.highMinor).toBeLessThanOrEqual(1500 - 225 - 450);
    expect(codes(economics.body)).not.toContain('ratingGap');
    const unknown = await me.call(toolkitApi.analyze, { body: { asin: 'B0NOTHERE0' } });
    expect(unknown.error?.code).toBe('asin_not_in_catalog');
  });

  it('sees Amazon among the leaders and how crowded the price band is, each with its figure', async () => {
    const me = await createUser(ctx, { plan: 'pro' });
    // Amazon's own travel pillow sells the most in the niche.
    const amazon = await upsertProduct({
      db,
      marketplace: 'US',
      asin: 'B0SCANAMZN',
      title: 'Amazon Basics Memory Foam Travel Pillow',
      category: ['Luggage & Travel Gear', 'Travel Pillows'],
      source: 'user',
      observedAt: now,
    });
    await recordSnapshot({
      db,
      productId: amazon.id,
      observation: {
        observedAt: now,
        source: 'user',
        priceCents: 1700,
        boughtLastMonth: 1000,
        rating: 4.5,
        reviewCount: 30,
      },
    });
    await refreshCatalogMetrics({ db, marketplace: 'US', now });
    const res = await me.call(toolkitApi.analyze, {
      body: { asin: 'B0SCAN0001', analysisType: 'opportunity' },
    });
    expect(res.body.assessment.weaknesses).toContainEqual({
      code: 'amazonLeader',
      params: { brand: 'Amazon Basics', rank: 1 },
    });
    const own = await me.call(toolkitApi.analyze, {
      body: { asin: 'B0SCANAMZN', analysisType: 'opportunity' },
    });
    expect(own.body.assessment.weaknesses).toContainEqual({
      code: 'amazonProduct',
      params: { brand: 'Amazon Basics' },
    });
    // At 17.00 only one of the 12 other priced listings sells within 10 % (15.30–18.70): an open price.
    const economics = await me.call(toolkitApi.analyze, {
      body: {
        asin: 'B0SCANAMZN',
        analysisType: 'profitability',
      },
    });
    expect(economics.body.assessment.opportunities).toContainEqual({
      code: 'openPriceBand',
      params: { share: 8, listings: 12, priceCents: 1700 },
    });
  });
});
