import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { catalogProductSnapshots, catalogProducts } from '#server/db/schema/index.ts';
import { backfillHistoryJob, crawlKeywordJob, fetchProductJob } from '#server/modules/market-data/index.ts';
import { jobRows } from '#tests/helpers/jobs.ts';
import { startKeepaStandIn } from '#tests/helpers/keepa-stand-in.ts';
import { createTestContext } from '#tests/helpers/test-app.ts';

// The market data fetches as queue jobs against the Keepa stand-in: one job per ASIN or keyword
// whoever asks, a busy source retried with backoff, nothing stored twice when a job runs again.
const keepa = await startKeepaStandIn({ refillRate: 60 });
afterAll(() => keepa.close());
// Background runs do not wait for the budget here: a call that would wait is refused as busy.
const ctx = await createTestContext({
  KEEPA_API_KEY: keepa.key,
  KEEPA_API_BASE: keepa.url,
  MARKET_DATA_MAX_WAIT_SECONDS: '0',
});
const { db, pool } = ctx.deps.database;
const real = keepa.realProduct();
keepa.addProduct(1, real);
const forgetKeepaBalance = () => db.execute(sql`delete from rate_budgets where key like 'keepa:%'`);

const snapshotCount = async (asin: string) => {
  const [product] = await db.select().from(catalogProducts).where(eq(catalogProducts.asin, asin));
  if (!product) return 0;
  return (
    await db.select().from(catalogProductSnapshots).where(eq(catalogProductSnapshots.productId, product.id))
  ).length;
};

/** Makes a job waiting for its retry due now (instead of after its backoff). */
const retryNow = (id: string) =>
  pool.query(`update pgboss.job set start_after = now() where id = $1 and state = 'retry'`, [id]);

describe('market data jobs', () => {
  it('a history backfill asked by two users is one job; run again, it stores nothing twice', async () => {
    const a = await ctx.deps.jobs.send(backfillHistoryJob, {
      marketplace: 'US',
      asin: 'B0F7XPYCSJ',
      userId: null,
    });
    const b = await ctx.deps.jobs.send(backfillHistoryJob, {
      marketplace: 'US',
      asin: 'b0f7xpycsj',
      userId: null,
      days: 365,
    });
    expect(b).toEqual({ id: a.id, joined: true });
    expect(await ctx.deps.jobs.runReady([backfillHistoryJob.name])).toEqual([
      { name: backfillHistoryJob.name, id: a.id, ok: true },
    ]);
    const stored = await snapshotCount('B0F7XPYCSJ');
    expect(stored).toBeGreaterThan(0);

    // Asked again once done: a new job, whose run rewrites the same snapshots.
    const again = await ctx.deps.jobs.send(backfillHistoryJob, {
      marketplace: 'US',
      asin: 'B0F7XPYCSJ',
      userId: null,
    });
    expect(again.joined).toBe(false);
    expect(await ctx.deps.jobs.runReady([backfillHistoryJob.name])).toMatchObject([{ ok: true }]);
    expect(await snapshotCount('B0F7XPYCSJ')).toBe(stored);
  });

  it('a source busy for now fails the run with its reason; the retry stores the product', async () => {
    keepa.addProduct(1, { ...real, asin: 'B0JOBBUSY1' });
    keepa.setTokens(0);
    await forgetKeepaBalance();
    const { id } = await ctx.deps.jobs.send(fetchProductJob, {
      marketplace: 'US',
      asin: 'B0JOBBUSY1',
      userId: null,
    });
    const [first] = await ctx.deps.jobs.runReady([fetchProductJob.name]);
    expect(first).toMatchObject({ id, ok: false });
    expect(first.error).toContain('source busy (busy)');
    const row = (await jobRows(pool, fetchProductJob.name)).find((r) => r.id === id);
    expect(row).toMatchObject({ state: 'retry', output: { message: first.error } });
    expect(await snapshotCount('B0JOBBUSY1')).toBe(0);

    // The budget came back: the retry (due after its backoff; made due now here) stores it.
    keepa.setTokens(3600);
    await forgetKeepaBalance();
    await retryNow(id);
    expect(await ctx.deps.jobs.runReady([fetchProductJob.name])).toEqual([
      { name: fetchProductJob.name, id, ok: true },
    ]);
    expect(await snapshotCount('B0JOBBUSY1')).toBe(1);
    const queue = (await ctx.deps.jobs.status()).find((q) => q.name === fetchProductJob.name);
    expect(queue).toMatchObject({ kind: 'one-off', concurrency: 2, retrying: 0, failed: 0 });
  });

  it('a keyword crawl is one job per marketplace and keyword, whatever its case and spaces', async () => {
    keepa.finder.set(1, ['B0F7XPYCSJ']);
    const first = await ctx.deps.jobs.send(crawlKeywordJob, {
      marketplace: 'US',
      keyword: 'Phone  Stand',
      userId: null,
    });
    const same = await ctx.deps.jobs.send(crawlKeywordJob, {
      marketplace: 'US',
      keyword: ' phone stand',
      userId: null,
    });
    const otherMarket = await ctx.deps.jobs.send(crawlKeywordJob, {
      marketplace: 'DE',
      keyword: 'phone stand',
      userId: null,
    });
    expect(same).toEqual({ id: first.id, joined: true });
    expect(otherMarket.joined).toBe(false);
    const outcomes = await ctx.deps.jobs.runReady([crawlKeywordJob.name]);
    expect(outcomes.map((o) => o.error ?? 'ok')).toEqual(['ok', 'ok']);
    const finderCalls = keepa.calls.filter((c) => c.operation === 'query');
    expect(finderCalls.length).toBeGreaterThanOrEqual(2);
  });
});
