import { describe, expect, it } from 'vitest';
import { toolkitApi } from '#contracts/toolkit.ts';
import { givePlan } from '#tests/helpers/factories/index.ts';
import { createTestContext, type TestClient } from '#tests/helpers/test-app.ts';

// The bundled sample: its unfiltered best picks were pheromone perfumes and Madden NFL 24 (issue 18).
const ctx = await createTestContext({}, { sampleCatalog: true });
const db = ctx.deps.database.db;

type Hit = {
  asin: string;
  title: string;
  category: string | null;
  flags?: { rule: string; enabled: boolean }[];
};

async function scan(me: TestClient) {
  let { scan } = (await me.call(toolkitApi.startScan, { body: { marketplace: 'US' } })).body;
  while (scan.status === 'running')
    ({ scan } = (await me.call(toolkitApi.stepScan, { params: { id: scan.id } })).body);
  return scan as { results: Hit[]; excluded: Record<string, number>; matched: number };
}

const flagged = /perfume|fragrance|cologne|video games|watches|jewelry|gift cards/i;

describe('sourcing rules', () => {
  it('are all on by default and each can be switched, with gated brands', async () => {
    const me = await ctx.signUp();
    expect((await me.call(toolkitApi.sourcingRules)).body.settings).toEqual({
      disabled: [],
      gatedBrands: [],
    });
    const saved = await me.call(toolkitApi.saveSourcingRules, {
      body: {
        disabled: ['too_new', 'too_new'],
        gatedBrands: [' Nike ', 'LEGO'],
      },
    });
    expect(saved.body.settings).toEqual({ disabled: ['too_new'], gatedBrands: ['Nike', 'LEGO'] });
    expect((await me.call(toolkitApi.sourcingRules)).body.settings).toEqual(saved.body.settings);
    // untyped: a rule the contract does not know
    const bad = await me.put('/api/toolkit/sourcing-rules', { disabled: ['made_up'], gatedBrands: [] });
    expect(bad.status).toBe(400);
    // Another seller keeps the defaults.
    const other = await ctx.signUp();
    expect((await other.call(toolkitApi.sourcingRules)).body.settings.disabled).toEqual([]);
  });

  it('keep dangerous goods, gated categories and media out of a scan of the sample, unless switched off', {
    timeout: 180_000,
  }, async () => {
    const me = await ctx.signUp();
    await givePlan(db, me.userId, 'pro');
    const ruled = await scan(me);
    expect(ruled.results.length).toBeGreaterThan(0);
    for (const h of ruled.results) expect(`${h.title} ${h.category}`).not.toMatch(flagged);
    expect(Object.keys(ruled.excluded).length).toBeGreaterThan(0);

    await me.call(toolkitApi.saveSourcingRules, {
      body: {
        disabled: ['hazmat', 'gated', 'media', 'too_new'],
        gatedBrands: [],
      },
    });
    const open = await scan(me);
    expect(open.excluded).toEqual({});
    const shown = open.results.filter((h) => h.flags?.length);
    expect(shown.length).toBeGreaterThan(0);
    for (const h of shown) expect(h.flags?.every((f) => !f.enabled)).toBe(true);
    expect(open.results.some((h) => flagged.test(`${h.title} ${h.category}`))).toBe(true);
  });

  it('make the analyzer say "avoid" with the reason, or warn when the rule is off', async () => {
    const me = await ctx.signUp();
    await givePlan(db, me.userId, 'pro');
    const madden = await me.call(toolkitApi.analyze, { body: { asin: 'B0C6NLXMB8' } });
    expect(madden.status).toBe(200);
    expect(madden.body.assessment.verdict).toBe('avoid');
    expect(madden.body.sourcing).toContainEqual({
      rule: 'media',
      matched: 'video games',
      on: 'category',
      enabled: true,
    });
    await me.call(toolkitApi.saveSourcingRules, { body: { disabled: ['media'], gatedBrands: [] } });
    const again = await me.call(toolkitApi.analyze, { body: { asin: 'B0C6NLXMB8' } });
    expect(again.body.sourcing).toContainEqual(expect.objectContaining({ rule: 'media', enabled: false }));
  });
});
