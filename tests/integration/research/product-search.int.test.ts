import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { catalogOverviewApi } from '#contracts/catalog-overview.ts';
import {
  type ProductPage,
  type ProductSearchFilters,
  productPage,
  productSearchFilters,
  researchApi,
} from '#contracts/research.ts';
import { toolkitApi } from '#contracts/toolkit.ts';
import { catalogCategories, usageEvents } from '#server/db/schema/index.ts';
import { productSearchSql, type SearchPlan } from '#server/modules/research/search-sql.ts';
import { createUser, givePlan } from '#tests/helpers/factories/index.ts';
import { createTestContext } from '#tests/helpers/test-app.ts';

const ctx = await createTestContext({}, { sampleCatalog: true });
const db = ctx.deps.database.db;

const [luggage] = await db
  .select({ id: catalogCategories.id })
  .from(catalogCategories)
  .where(and(eq(catalogCategories.marketplace, 'US'), eq(catalogCategories.name, 'Luggage & Travel Gear')));

describe('product search', () => {
  it('matches words as keyword research does: "packing" finds packing products, never "Pack of 2"', async () => {
    const user = await ctx.signUp();
    const res = await user.call(researchApi.searchProducts, {
      body: {
        filters: { marketplace: 'US', keyword: 'packing' },
        page: { sort: 'relevance', pageSize: 24 },
      },
    });
    expect(res.status).toBe(200);
    const titles: string[] = res.body.results.map((r: { title: string }) => r.title);
    expect(titles.length).toBeGreaterThan(5);
    for (const title of titles) expect(title.toLowerCase()).toMatch(/\bpackings?\b/);
    // The plural is the same word; a derivation is not.
    const cubes = await user.call(researchApi.searchProducts, {
      body: {
        filters: { marketplace: 'US', keyword: 'packing cube' },
        page: { sort: 'relevance', pageSize: 24 },
      },
    });
    expect(cubes.body.results.length).toBeGreaterThan(0);
    for (const r of cubes.body.results) expect(r.title.toLowerCase()).toMatch(/packing cubes?/);
  });

  it('lists the departments of each marketplace for the category filter, named in each language', async () => {
    const user = await ctx.signUp();
    const res = await user.call(catalogOverviewApi.catalog);
    expect(res.status).toBe(200);
    const us = res.body.marketplaces.find((m: { code: string }) => m.code === 'US');
    expect(us?.departments.map((d) => d.name)).toContain('Luggage & Travel Gear');
    const luggage = us?.departments.find((d) => d.name === 'Luggage & Travel Gear');
    expect(luggage?.names).toEqual({ en: 'Luggage & Travel Gear', fr: 'Bagages et voyage' });
    expect(res.body.marketplaces.map((m: { code: string }) => m.code)).toEqual(['US', 'CA']);
  });

  it('filters by keyword, department, sales, competition and price, and explains each result', async () => {
    const user = await ctx.signUp();
    const res = await user.call(researchApi.searchProducts, {
      body: {
        filters: {
          marketplace: 'US',
          keyword: 'suitcase',
          departmentId: luggage.id,
          minSales: 100,
          maxCompetition: 'high',
          minPrice: 50,
          maxPrice: 400,
        },
        page: { sort: 'sales', pageSize: 5 },
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.total).toBeGreaterThan(0);
    expect(res.body.results.length).toBeLessThanOrEqual(5);
    for (const p of res.body.results) {
      expect(p.department).toBe('Luggage & Travel Gear');
      expect(p.title.toLowerCase()).toMatch(/suitcase/);
      expect(p.units.method).toBe('badge');
      if (p.units.method !== 'badge') throw new Error(`${p.asin} has no badge`);
      expect(p.units.lowerBound).toBeGreaterThanOrEqual(100);
      expect(p.priceCents).toBeGreaterThanOrEqual(5000);
      expect(p.priceCents).toBeLessThanOrEqual(40000);
      expect(p.opportunity.components).toHaveLength(5);
      expect(p.revenue).toEqual({ kind: 'at_least', cents: p.units.lowerBound * Number(p.priceCents) });
      // The sample has no package sizes: the FBA fee is the "size unknown" range, never left out.
      expect(p.economics?.fees.fulfilment.kind).toBe('range');
      expect(p.economics?.fees.size).toMatchObject({ basis: 'unknown', from: 'default' });
      expect(p.economics?.cost).toMatchObject({ basis: 'assumedPercent', bp: 2500 });
      expect(p).not.toHaveProperty('cpc');
    }
    const sales = res.body.results.map((p) => (p.units.method === 'badge' ? p.units.lowerBound : null));
    expect(sales).toEqual([...sales].sort((a, b) => Number(b) - Number(a)));
  });

  it('lists products flagged by the seller’s sourcing rules after the others by score, unless a rule is off', async () => {
    const user = await ctx.signUp();
    const search = async () =>
      (
        await user.call(researchApi.searchProducts, {
          body: {
            filters: { marketplace: 'US' },
            page: { sort: 'score', pageSize: 24 },
          },
        })
      ).body;
    const { rows: top } = await db.execute<{ asin: string; flags: number }>(sql`
      select asin, sourcing_flags as flags from catalog_products
      where marketplace = 'US' and listed and opportunity_score is not null
      order by opportunity_score desc, id desc limit 24`);
    expect(top.some((r) => r.flags !== 0)).toBe(true);
    const ordered = await search();
    expect(ordered.results.every((r) => r.sourcingFlags?.length === 0)).toBe(true);
    // Every rule switched off: the plain score order, the flags still shown but not enabled.
    const off = await user.call(toolkitApi.saveSourcingRules, {
      body: {
        disabled: ['hazmat', 'gated', 'media', 'dominant_brand', 'too_new'],
        gatedBrands: [],
      },
    });
    expect(off.status).toBe(200);
    const plain = await search();
    expect(plain.results.map((r: { asin: string }) => r.asin)).toEqual(top.map((r) => r.asin));
    const shown = plain.results.find((r) => (r.sourcingFlags?.length ?? 0) > 0);
    expect(shown?.sourcingFlags?.[0]).toMatchObject({ enabled: false });
  });

  it('finds the Sion suitcase with the figures of the CSV source', async () => {
    const user = await ctx.signUp();
    const res = await user.call(researchApi.searchProducts, {
      body: {
        filters: { marketplace: 'US', keyword: 'Sion softside' },
      },
    });
    const sion = res.body.results.find((p) => p.asin === 'B014TMV5YE');
    expect(sion).toMatchObject({
      priceCents: 13999,
      rating: 4.5,
      reviewCount: null,
      units: { method: 'badge', lowerBound: 2000 },
      revenue: { kind: 'at_least', cents: 27_998_000 },
      economics: {
        fees: { referral: { feeMinor: 2100, category: 'luggage', effectiveBp: 1500 }, currency: 'USD' },
        cost: { basis: 'assumedPercent', minor: 3500, bp: 2500 },
      },
      category: 'Suitcases',
      source: 'sample',
      trend: null,
      isFavourite: false,
    });
    // Never "100 % − referral" (85 %): the FBA fee range and the cost assumption are in it.
    expect(sion?.economics?.marginPercent?.high).toBeLessThan(85 - 25);
    expect(sion?.economics?.marginPercent?.low).toBeLessThan(Number(sion?.economics?.marginPercent?.high));
  });

  it('competition filter keeps only niches under the level', async () => {
    const user = await ctx.signUp();
    const res = await user.call(researchApi.searchProducts, {
      body: {
        filters: { marketplace: 'CA', maxCompetition: 'low' },
        page: { pageSize: 50 },
      },
    });
    expect(res.status).toBe(200);
    for (const p of res.body.results) expect(p.competition?.score).toBeLessThan(40);
  });

  it('refuses bad filters with a field error, and finds nothing for a keyword without words', async () => {
    const user = await ctx.signUp();
    const bad = await user.call(researchApi.searchProducts, {
      body: {
        filters: { minPrice: 100, maxPrice: 10 },
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.error).toMatchObject({
      code: 'validation_failed',
      params: { field: 'filters.maxPrice' },
    });
    const symbols = await user.call(researchApi.searchProducts, {
      body: { filters: { keyword: '&|!:*()' } },
    });
    expect(symbols.body).toMatchObject({ total: 0, results: [] });
  });

  it('counts each search once against the quota; pages of a search are free; others cannot read it', async () => {
    const user = await ctx.signUp();
    const first = await user.call(researchApi.searchProducts, {
      body: {
        filters: { marketplace: 'US', keyword: 'luggage' },
        page: { pageSize: 10 },
      },
    });
    expect(first.body.searchId).toBeGreaterThan(0);
    const page2 = await user.call(researchApi.searchPage, {
      params: { id: first.body.searchId },
      query: { page: 2, pageSize: 10, sort: 'price', order: 'asc' },
    });
    expect(page2.status).toBe(200);
    expect(page2.body.page).toBe(2);
    const prices = page2.body.results.map((p) => p.priceCents);
    expect(prices).toEqual([...prices].sort((a, b) => Number(a) - Number(b)));
    const events = await db.select().from(usageEvents).where(eq(usageEvents.userId, user.userId));
    expect(events).toHaveLength(1);

    const other = await ctx.signUp();
    expect((await other.call(researchApi.searchPage, { params: { id: first.body.searchId } })).status).toBe(
      404,
    );

    for (let i = 0; i < 4; i++)
      expect(
        (await user.call(researchApi.searchProducts, { body: { filters: { keyword: 'bag' } } })).status,
      ).toBe(200);
    const refused = await user.call(researchApi.searchProducts, { body: { filters: { keyword: 'bag' } } });
    expect(refused.status).toBe(403);
    expect(refused.error).toMatchObject({ code: 'quota_exceeded', params: { limit: 5, plan: 'free' } });
  });

  it('exports a search for paid plans only', async () => {
    const user = await ctx.signUp();
    const search = await user.call(researchApi.searchProducts, {
      body: { filters: { keyword: 'backpack' } },
    });
    const refused = await user.call(researchApi.searchExport, { params: { id: search.body.searchId } });
    expect(refused.status).toBe(403);
    expect(refused.error).toMatchObject({
      code: 'plan_required',
      params: { feature: 'export', plan: 'starter' },
    });
    await givePlan(db, user.userId, 'starter');
    const ok = await user.call(researchApi.searchExport, { params: { id: search.body.searchId } });
    expect(ok.status).toBe(200);
    expect(ok.body.results.length).toBe(Math.min(search.body.total, 1000));
  });

  it('shows a product with its history, and refuses malformed or unknown ASINs', async () => {
    const user = await ctx.signUp();
    const detail = await user.call(researchApi.product, {
      params: { marketplace: 'US', asin: 'b014tmv5ye' },
    });
    expect(detail.status).toBe(200);
    expect(detail.body.product.asin).toBe('B014TMV5YE');
    expect(detail.body.history).toHaveLength(1);
    expect(
      (await user.call(researchApi.product, { params: { marketplace: 'US', asin: 'nope' } })).error?.code,
    ).toBe('invalid_asin');
    const unknown = await user.call(researchApi.product, {
      params: { marketplace: 'US', asin: 'B000000000' },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.error?.code).toBe('asin_not_in_catalog');
  });

  it('requires a session', async () => {
    expect((await ctx.client().call(researchApi.searchProducts, { body: { filters: {} } })).status).toBe(401);
  });
});

/** One page of a search in the plan given (the plans are compared), without a seller's rules. */
function pageIn(f: ProductSearchFilters, p: ProductPage, plan: SearchPlan) {
  const search = productSearchSql(f, p);
  if (!search) throw new Error(`no SQL for ${JSON.stringify(f)}`);
  return search.page({ matches: 0, userId: null, plan });
}

describe('search plans', () => {
  it('gives the same pages with the full-text plan and the index plan', async () => {
    for (const [filters, page] of [
      [
        { keyword: 'bag', minPrice: 10 },
        { sort: 'price', order: 'asc' },
      ],
      [{ keyword: 'luggage' }, { sort: 'sales' }],
      [
        { keyword: 'set', maxCompetition: 'medium' },
        { sort: 'score', page: 2, pageSize: 10 },
      ],
      [{ keyword: 'case' }, { sort: 'reviews', order: 'desc' }],
    ] as const) {
      const f = productSearchFilters.parse({ marketplace: 'US', ...filters });
      const p = productPage.parse(page);
      const ids = async (plan: 'keyword' | 'indexed') =>
        (await db.execute<{ id: number }>(pageIn(f, p, plan))).rows.map((r) => Number(r.id));
      const viaKeyword = await ids('keyword');
      expect(viaKeyword.length).toBeGreaterThan(0);
      expect(await ids('indexed')).toEqual(viaKeyword);
    }
  });

  it('counts exactly the products its pages list, page after page, in either plan', async () => {
    for (const [filters, page] of [
      [
        { keyword: 'bag', minPrice: 10 },
        { sort: 'price', order: 'asc' },
      ],
      [{ keyword: 'suitcase' }, { sort: 'score' }],
      [{ departmentId: luggage.id, minSales: 100 }, { sort: 'sales' }],
      [{ maxCompetition: 'low', minSales: 500 }, { sort: 'relevance' }],
    ] as const) {
      const f = productSearchFilters.parse({ marketplace: 'US', ...filters });
      const search = productSearchSql(f, productPage.parse(page));
      if (!search) throw new Error('no SQL');
      const matches = (await db.execute<{ n: number }>(search.count)).rows[0]?.n ?? 0;
      expect(matches).toBeGreaterThan(0);
      expect(matches).toBeLessThan(1_000);
      for (const plan of ['keyword', 'indexed'] as const) {
        const listed: number[] = [];
        for (let n = 1; n <= Math.ceil(matches / 50); n++) {
          const p = productPage.parse({ ...page, page: n, pageSize: 50 });
          listed.push(
            ...(await db.execute<{ id: number }>(pageIn(f, p, plan))).rows.map((r) => Number(r.id)),
          );
        }
        expect(new Set(listed).size, `${JSON.stringify(filters)} ${plan}`).toBe(listed.length);
        expect(listed.length, `${JSON.stringify(filters)} ${plan}`).toBe(matches);
      }
    }
  });

  it('sorting by a figure lists only the products where it is known', async () => {
    const user = await createUser(ctx, { plan: 'elite' });
    const res = await user.call(researchApi.searchProducts, {
      body: {
        filters: { marketplace: 'US' },
        page: { sort: 'reviews', order: 'asc', pageSize: 50 },
      },
    });
    expect(res.body.total).toBeGreaterThan(0);
    for (const p of res.body.results) expect(p.reviewCount).not.toBeNull();
    const counts = res.body.results.map((p) => p.reviewCount);
    expect(counts).toEqual([...counts].sort((a, b) => Number(a) - Number(b)));
  });
});

describe('unknown AI scores', () => {
  it('are null, not 0, and listed after the scored products in either direction and with either plan', async () => {
    const { upsertProduct } = await import('#server/modules/catalog/upsert-product.ts');
    // Listings known by their title only: no price, badge, rank, category or rating.
    const unknown = ['B0UNKNOWN1', 'B0UNKNOWN2'];
    for (const asin of unknown)
      await upsertProduct({
        db,
        marketplace: 'US',
        asin,
        title: `Hard shell suitcase ${asin}`,
        source: 'user',
        observedAt: new Date(),
      });
    const user = await ctx.signUp();
    // The plain score order (sourcing rules off: flagged products are not moved after the others).
    await user.call(toolkitApi.saveSourcingRules, {
      body: {
        disabled: ['hazmat', 'gated', 'media', 'dominant_brand', 'too_new'],
        gatedBrands: [],
      },
    });
    const filters = { marketplace: 'US', keyword: 'suitcase' } as const;
    const first = await user.call(researchApi.searchProducts, {
      body: {
        filters,
        page: { sort: 'score', order: 'desc', pageSize: 50 },
      },
    });
    const pages = Math.ceil(first.body.total / 50);
    const last = await user.call(researchApi.searchPage, {
      params: { id: first.body.searchId },
      query: { sort: 'score', order: 'desc', page: pages, pageSize: 50 },
    });
    const lastResults = last.body.results as { asin: string; opportunity: { score: number | null } }[];
    expect(lastResults.slice(-2).map((p) => [p.asin, p.opportunity.score])).toEqual([
      ['B0UNKNOWN2', null],
      ['B0UNKNOWN1', null],
    ]);

    const stored = await db.execute<{ asin: string; opportunity_score: number | null }>(
      sql`select asin, opportunity_score from catalog_products where marketplace = 'US'`,
    );
    const scoreOf = new Map(stored.rows.map((r) => [r.asin, r.opportunity_score]));
    expect(unknown.map((a) => scoreOf.get(a))).toEqual([null, null]);
    const f = productSearchFilters.parse(filters);
    for (const order of ['desc', 'asc'] as const)
      for (const plan of ['keyword', 'indexed'] as const) {
        const rows: { asin: string; score: number | null }[] = [];
        for (let page = 1; page <= pages; page++) {
          const p = productPage.parse({ sort: 'score', order, pageSize: 50, page });
          const found = await db.execute<{ asin: string }>(pageIn(f, p, plan));
          rows.push(...found.rows.map((r) => ({ asin: r.asin, score: scoreOf.get(r.asin) ?? null })));
        }
        expect(rows).toHaveLength(first.body.total);
        const known = rows.filter((r) => r.score !== null).map((r) => r.score as number);
        expect(
          rows
            .slice(known.length)
            .map((r) => r.asin)
            .sort(),
        ).toEqual(unknown);
        expect(known).toEqual([...known].sort((a, b) => (order === 'asc' ? a - b : b - a)));
      }
  });
});
