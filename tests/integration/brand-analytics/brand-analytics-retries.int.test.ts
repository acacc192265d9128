import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { brandAnalyticsReports, brandAnalyticsStatus } from '#server/db/schema/index.ts';
import { runBrandAnalytics } from '#server/modules/brand-analytics/index.ts';
import { readSearchTermsDocument } from '#server/modules/brand-analytics/read-search-terms-document.ts';
import { REPORT_RETRY } from '#server/modules/brand-analytics/report-retries.ts';
import { brandAnalyticsWorld } from '#tests/helpers/brand-analytics-world.ts';

// The Brand Analytics job against Amazon's failures: a document host answering 500, reports ending
// FATAL or CANCELLED, createReport answering 429 — each tried again with backoff, a bounded number
// of times (the 429's waits, minutes at createReport's rate, are recorded instead of waited). And
// the Search Terms document read as it streams: a large one keeps memory low.
const { amazon, db, ctx, signal, connectedSeller: connected } = await brandAnalyticsWorld('retry');
const fast = { reportPollMs: 1, retry: { firstWaitMs: 1 } };

/** A connected seller with the Brand Analytics role and one search term. */
const connectedSeller = () =>
  connected((seller) => {
    seller.brandAnalytics.role = true;
    seller.brandAnalytics.searchTerms.push({
      departmentName: 'Amazon.com',
      searchTerm: 'pasta maker',
      searchFrequencyRank: 4321,
      clicked: [{ asin: 'B00HHLNRVE', clickShare: 0.2, conversionShare: 0.3 }],
    });
  });
const statusOf = async (userId: string) =>
  (await db.select().from(brandAnalyticsStatus).where(eq(brandAnalyticsStatus.userId, userId)))[0];
const createdFor = (sellerId: string, from: number) =>
  amazon.calls.slice(from).filter((c) => c.sellerId === sellerId && c.operation === 'createReport');

describe('Brand Analytics: retries', () => {
  it('tries again after a FATAL and a CANCELLED report and a 500 download, then stores the week', async () => {
    const { seller, user } = await connectedSeller();
    seller.brandAnalytics.endNext.push('FATAL', 'CANCELLED');
    seller.brandAnalytics.failDownloads = 1;
    const from = amazon.calls.length;
    await runBrandAnalytics(ctx.deps, signal, fast);
    expect(await statusOf(user.userId)).toMatchObject({ status: 'ok', lastError: null });
    const [terms] = await db
      .select()
      .from(brandAnalyticsReports)
      .where(eq(brandAnalyticsReports.userId, user.userId));
    expect(terms).toMatchObject({ reportType: 'search_terms', rowCount: 1 });
    // FATAL, CANCELLED, then DONE: three tries.
    const created = createdFor(seller.sellerId, from).filter(
      (c) => (c.body as { reportType: string }).reportType === 'GET_BRAND_ANALYTICS_SEARCH_TERMS_REPORT',
    );
    expect(created.length).toBe(3);
  });

  it('gives up after a bounded number of tries: the run fails and is asked again later', async () => {
    const { seller, user } = await connectedSeller();
    seller.brandAnalytics.endNext.push('FATAL', 'FATAL', 'FATAL', 'FATAL', 'FATAL');
    const from = amazon.calls.length;
    await runBrandAnalytics(ctx.deps, signal, fast);
    const status = await statusOf(user.userId);
    expect(status.status).toBe('error');
    expect(status.nextAt.getTime() - status.checkedAt.getTime()).toBeGreaterThanOrEqual(5 * 3600_000);
    expect(createdFor(seller.sellerId, from)).toHaveLength(4);
    expect(seller.brandAnalytics.endNext).toEqual(['FATAL']);
  });
});

/** The SP-API client's waits, each with the number of calls Amazon had seen then; none is waited. */
function recordedWaits() {
  const waits: { ms: number; calls: number }[] = [];
  const sleep = async (ms: number) => {
    waits.push({ ms, calls: amazon.calls.length });
  };
  /** What the client waited after Amazon's call at index `i` and before the call at index `j`. */
  const waitedBetween = (i: number, j: number) =>
    waits.filter((w) => w.calls > i && w.calls <= j).reduce((sum, w) => sum + w.ms, 0);
  return { sleep, waitedBetween };
}

/** Indexes in `amazon.calls` of the seller's Search Terms createReport calls since `from`. */
const searchTermsRequests = (sellerId: string, from: number) =>
  amazon.calls.flatMap((c, i) =>
    i >= from &&
    c.sellerId === sellerId &&
    c.operation === 'createReport' &&
    (c.body as { reportType: string }).reportType === 'GET_BRAND_ANALYTICS_SEARCH_TERMS_REPORT'
      ? [i]
      : [],
  );

// A usage plan slower than createReport's documented 0.0167 requests a second (one call in 200 s:
// more than the client's back-off and token bucket at the documented rate add up to): the waits follow
// what Amazon announces, not the table.
const ANNOUNCED_RATE = 0.005;
const ANNOUNCED_WAIT_MS = Math.ceil(1000 / ANNOUNCED_RATE);

describe('Brand Analytics: 429 QuotaExceeded', () => {
  it("waits the announced rate after each 429, asks for the report again past the client's own tries, then stores the week", async () => {
    const { seller, user } = await connectedSeller();
    // The client's first try and its 3 retries, then the report's second try once more.
    amazon.throttle('createReport', 5, { rateLimit: String(ANNOUNCED_RATE) });
    const from = amazon.calls.length;
    const { sleep, waitedBetween } = recordedWaits();
    await runBrandAnalytics(ctx.deps, signal, { reportPollMs: 1, sleep });

    expect(await statusOf(user.userId)).toMatchObject({ status: 'ok', lastError: null });
    const [terms] = await db
      .select()
      .from(brandAnalyticsReports)
      .where(eq(brandAnalyticsReports.userId, user.userId));
    expect(terms).toMatchObject({ reportType: 'search_terms', rowCount: 1 });
    const asked = searchTermsRequests(seller.sellerId, from);
    expect(asked.map((i) => amazon.calls[i]?.status ?? 202)).toEqual([429, 429, 429, 429, 429, 202]);
    // The client's own retries wait Amazon's announced rate; past them, the report's retry waits its
    // own first delay, and its first 429 the announced rate again.
    const gaps = asked.slice(1).map((j, k) => waitedBetween(asked[k] as number, j));
    for (const k of [0, 1, 2, 4]) expect(gaps[k]).toBeGreaterThanOrEqual(ANNOUNCED_WAIT_MS);
    expect(gaps[3]).toBeGreaterThanOrEqual(REPORT_RETRY.firstWaitMs);
  });

  it('a 429 that does not end: the report is asked for a bounded number of times, then the run fails and is asked again later', async () => {
    const { seller, user } = await connectedSeller();
    const tries = REPORT_RETRY.attempts * 4; // each report try: the client's first call and 3 retries
    amazon.throttle('createReport', tries, { rateLimit: String(ANNOUNCED_RATE) });
    const from = amazon.calls.length;
    try {
      const { sleep } = recordedWaits();
      await runBrandAnalytics(ctx.deps, signal, { reportPollMs: 1, sleep });
      const status = await statusOf(user.userId);
      expect(status).toMatchObject({ status: 'error', lastError: 'amazon_rate_limited' });
      expect(status.nextAt.getTime() - status.checkedAt.getTime()).toBeGreaterThanOrEqual(5 * 3600_000);
      const asked = searchTermsRequests(seller.sellerId, from);
      expect(asked.map((i) => amazon.calls[i]?.status)).toEqual(Array(tries).fill(429));
      expect(createdFor(seller.sellerId, from)).toHaveLength(tries);
    } finally {
      amazon.throttle('createReport', 0);
    }
  });
});

describe('Brand Analytics: the Search Terms document read streaming', () => {
  it('reads a 100 MB document with the heap far below its size', async () => {
    const ROWS = 500_000;
    const row = (i: number) =>
      JSON.stringify({
        departmentName: 'Amazon.com',
        searchTerm: `generated search term number ${i}`,
        searchFrequencyRank: i + 1,
        clickedAsin: `B0${String(i % 100_000_000).padStart(8, '0')}`,
        clickShareRank: 1,
        clickShare: 0.1234,
        conversionShare: 0.0567,
      });
    let bytes = 0;
    async function* generated() {
      const head = JSON.stringify({
        reportType: 'GET_BRAND_ANALYTICS_SEARCH_TERMS_REPORT',
        reportOptions: { reportPeriod: 'WEEK' },
        dataStartTime: '2026-11-08',
        dataEndTime: '2026-11-14',
        marketplaceIds: ['ATVPDKIKX0DER'],
      });
      yield `{"reportSpecification":${head},"dataByDepartmentAndSearchTerm":[`;
      for (let i = 0; i < ROWS; i += 500) {
        const part = Array.from({ length: 500 }, (_, j) => row(i + j)).join(',');
        const chunk = `${i ? ',' : ''}${part}`;
        bytes += chunk.length;
        yield chunk;
      }
      yield ']}';
    }
    // What stays alive, not garbage awaiting collection: the heap measured after a full GC.
    v8.setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const live = () => {
      gc();
      return process.memoryUsage().heapUsed;
    };
    const base = live();
    let peak = base;
    let stored = 0;
    let batches = 0;
    const read = await readSearchTermsDocument(generated(), {
      batchSize: 1000,
      onSpecification: async () => {},
      onRows: async (rows) => {
        stored += rows.length;
        if (++batches % 50 === 0) peak = Math.max(peak, live());
      },
    });
    expect(read).toEqual({ rows: ROWS, skipped: 0 });
    expect(stored).toBe(ROWS);
    expect(bytes).toBeGreaterThan(100_000_000);
    // Held whole, the text alone would take 100 MB, and its parsed rows several times that.
    expect(batches).toBeGreaterThan(400);
    expect(peak - base).toBeLessThan(16_000_000);
  }, 300_000);
});
