import { afterAll, describe, expect, it } from 'vitest';
import { toolkitApi } from '#contracts/toolkit.ts';
import { recordSnapshot } from '#server/modules/catalog/snapshots.ts';
import { upsertProduct } from '#server/modules/catalog/upsert-product.ts';
import { createUser } from '#tests/helpers/factories/index.ts';
import { startOpenAiStandIn } from '#tests/helpers/openai-stand-in.ts';
import { createTestContext } from '#tests/helpers/test-app.ts';

const standIn = await startOpenAiStandIn();
afterAll(() => standIn.close());
const ctx = await createTestContext({
  OPENAI_BASE_URL: standIn.baseUrl,
  OPENAI_API_KEY: 'sk-test',
  OPENAI_MODEL: 'stand-in-fast',
  OPENAI_ELITE_MODEL: 'stand-in-large',
  AI_TIMEOUT_MS: '5000',
});
const db = ctx.deps.database.db;

describe('toolkit prose through the AI layer (OpenAI-compatible stand-in on loopback)', () => {
  it('the complete listing optimizer uses the model’s listing, graded like any other', async () => {
    const me = await createUser(ctx, { plan: 'pro' });
    const written = {
      title: 'Acme Garlic Press, Stainless Steel Garlic Crusher for Kitchen',
      bullets: [
        'Crushes unpeeled cloves',
        'Stainless steel body',
        'Dishwasher safe',
        'Fits a drawer',
        'Easy to clean',
      ],
      description: 'A garlic press in stainless steel that crushes cloves without peeling them first.',
    };
    standIn.queue({ kind: 'text', tokens: [JSON.stringify(written)] });
    const res = await me.call(toolkitApi.optimizeListing, {
      body: {
        title: 'STAINLESS STEEL CRUSHER!',
        keywords: ['garlic press'],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ goal: 'complete', engine: 'ai', model: 'stand-in-fast' });
    expect(res.body.optimized.title).toBe(written.title);
    expect(res.body.optimized.bullets).toEqual(written.bullets);
    expect(standIn.requests.at(-1)?.body.messages.at(-1)?.content).toContain('garlic press');
  });

  it('the analyzer summary comes from the model when it only uses the given figures', async () => {
    const now = new Date('2025-05-01T00:00:00Z');
    const p = await upsertProduct({
      db,
      marketplace: 'US',
      asin: 'B0PROSE001',
      title: 'Neck pillow',
      category: 'Travel Pillows',
      source: 'user',
      observedAt: now,
    });
    await recordSnapshot({
      db,
      productId: p.id,
      observation: { observedAt: now, source: 'user', priceCents: 2500, boughtLastMonth: 300, rating: 4.6 },
    });
    const me = await createUser(ctx, { plan: 'pro' });
    standIn.queue({ kind: 'text', tokens: ['Steady demand and a good rating: worth a closer look.'] });
    const res = await me.call(toolkitApi.analyze, { body: { asin: 'B0PROSE001' } });
    expect(res.status).toBe(200);
    expect(res.body.summary).toEqual({
      text: 'Steady demand and a good rating: worth a closer look.',
      engine: { engine: 'openai-compatible', model: 'stand-in-fast' },
    });
    // A summary with a figure that is not among the facts is discarded.
    standIn.queue({ kind: 'text', tokens: ['Expect 12345 sales next month.'] });
    const invented = await me.call(toolkitApi.analyze, { body: { asin: 'B0PROSE001' } });
    expect(invented.body.summary).toBeNull();
  });
});
