import { and, eq, sql } from 'drizzle-orm';
import type { MarketplaceCode } from '#domain/marketplaces.ts';
import { marketRequests } from '#server/db/schema/index.ts';
import type { RecurringJob } from '#server/jobs/job.ts';
import { backfillHistory } from './backfill-history.ts';
import { crawlKeyword } from './crawl-keyword.ts';
import { fetchProducts } from './fetch-products.ts';
import {
  currentMarketRequest,
  type MarketRequestView,
  requestMarketData,
  toRequestView,
} from './market-requests.ts';
import type { MarketDataDeps } from './market-sources.ts';

/** Runs of a request stopped by a rate budget before it is given up (failed, with its reason). */
const MAX_ATTEMPTS = 5;
/** A running request not touched for this long lost its instance: another takes it over. */
const STALE_RUN_MS = 10 * 60_000;

type Row = typeof marketRequests.$inferSelect;

/** Takes the oldest due request (queued and not waiting, or running on an instance that died). */
async function claim(deps: MarketDataDeps): Promise<Row | null> {
  const now = deps.now();
  const { rows } = await deps.database.db.execute<{ id: number }>(sql`
    update market_requests set state = 'running', attempts = attempts + 1, waiting_until = null,
      started_at = coalesce(started_at, ${now}), updated_at = ${now}
    where id = (
      select id from market_requests
      where (state = 'queued' and (waiting_until is null or waiting_until <= ${now}))
         or (state = 'running' and updated_at < ${new Date(now.getTime() - STALE_RUN_MS)})
      order by created_at, id
      for update skip locked
      limit 1)
    returning id`);
  const id = rows[0]?.id;
  if (id === undefined) return null;
  const [row] = await deps.database.db
    .select()
    .from(marketRequests)
    .where(eq(marketRequests.id, Number(id)));
  return row ?? null;
}

/** The work of one request; returns why it stopped short, if it did. */
async function work(
  deps: MarketDataDeps,
  r: Row,
  signal: AbortSignal,
  maxWaitMs: number,
): Promise<{ code: string; waitMs?: number; scope?: string } | null> {
  const db = deps.database.db;
  const touch = async (set: Partial<Row>) => {
    await db
      .update(marketRequests)
      .set({ ...set, updatedAt: deps.now() })
      .where(eq(marketRequests.id, r.id));
  };
  const onWait = (waitMs: number) => touch({ waitingUntil: new Date(deps.now().getTime() + waitMs) });
  const common = {
    marketplace: r.marketplace,
    userId: r.requestedBy,
    maxWaitMs,
    signal,
    onWait,
  };
  if (r.kind === 'keyword') {
    const result = await crawlKeyword(deps, {
      ...common,
      keyword: r.subject,
      maxProducts: deps.env.MARKET_DATA_CRAWL_PRODUCTS,
      onProgress: (p) =>
        touch({
          source: p.source,
          stored: Math.max(r.stored, p.stored),
          total: p.totalResults,
          pages: p.pages,
          waitingUntil: null,
        }),
    });
    return result.stoppedBy;
  }
  const asins = [r.subject];
  const result =
    r.kind === 'history'
      ? await backfillHistory(deps, { ...common, asins })
      : await fetchProducts(deps, { ...common, asins });
  const stored = result.stored[0];
  await touch({ source: stored?.source ?? null, stored: result.stored.length, waitingUntil: null });
  return result.failed[0] ?? null;
}

/** Runs one claimed request to its end: done, queued again after a busy source, or failed. */
async function runOne(
  deps: MarketDataDeps,
  r: Row,
  signal: AbortSignal,
  maxWaitMs = deps.env.MARKET_DATA_MAX_WAIT_SECONDS * 1000,
) {
  const log = deps.logger.child({ marketRequest: r.id, kind: r.kind });
  let stop: { code: string; waitMs?: number; scope?: string } | null;
  try {
    stop = await work(deps, r, signal, maxWaitMs);
  } catch (e) {
    log.warn({ err: e }, 'market request failed');
    stop = { code: 'failed' };
  }
  const now = deps.now();
  const retry = stop?.code === 'busy' && r.attempts < MAX_ATTEMPTS && !signal.aborted;
  await deps.database.db
    .update(marketRequests)
    .set(
      retry
        ? {
            state: 'queued',
            waitingUntil: new Date(now.getTime() + Math.max(1000, stop?.waitMs ?? 60_000)),
            updatedAt: now,
          }
        : {
            state: stop && !(r.kind === 'keyword' && stop.code === 'busy') ? 'failed' : 'done',
            stoppedBy: stop?.code ?? null,
            stoppedScope: stop?.scope ?? null,
            waitingUntil: null,
            finishedAt: now,
            updatedAt: now,
          },
    )
    .where(eq(marketRequests.id, r.id));
}

/**
 * A user's explicit "fetch now" of an ASIN the catalog does not hold (`asin`), or of the history of
 * a product they start tracking (`history`): the source calls made while a user waits, bounded by
 * MARKET_DATA_FETCH_WAIT_SECONDS. A fetch of the same ASIN fresher than MARKET_DATA_FRESH_DAYS
 * (found or not) or under way is shared, not made again; one the rate budget did not allow now
 * goes on in the background.
 */
export async function fetchAsinNow(
  deps: MarketDataDeps,
  o: { marketplace: MarketplaceCode; asin: string; userId: string | null; kind?: 'asin' | 'history' },
): Promise<MarketRequestView | null> {
  const subject = { kind: o.kind ?? 'asin', marketplace: o.marketplace, subject: o.asin };
  const existing = await currentMarketRequest(deps, subject);
  if (existing && existing.state !== 'failed') return existing;
  const queued = await requestMarketData(deps, { ...subject, userId: o.userId });
  if (queued?.state !== 'queued') return queued;
  const now = deps.now();
  const [row] = await deps.database.db
    .update(marketRequests)
    .set({ state: 'running', attempts: sql`${marketRequests.attempts} + 1`, startedAt: now, updatedAt: now })
    .where(and(eq(marketRequests.id, queued.id), eq(marketRequests.state, 'queued')))
    .returning();
  // Taken by the background meanwhile: the user sees it under way.
  if (!row) return queued;
  await runOne(deps, row, new AbortController().signal, deps.env.MARKET_DATA_FETCH_WAIT_SECONDS * 1000);
  const [after] = await deps.database.db.select().from(marketRequests).where(eq(marketRequests.id, row.id));
  return after ? toRequestView(after) : null;
}

/** Works through the due market requests, one after the other, until none is left or the run stops. */
export async function runMarketRequests(deps: MarketDataDeps, signal: AbortSignal): Promise<number> {
  let ran = 0;
  // Other recurring jobs wait while this one runs: stop taking new requests after a minute.
  const until = Date.now() + 60_000;
  while (!signal.aborted && Date.now() < until) {
    const r = await claim(deps);
    if (!r) break;
    await runOne(deps, r, signal);
    ran += 1;
  }
  return ran;
}

/**
 * The live research work (keyword crawls, unknown ASINs, history backfills) users and Scout asked
 * for. The request rows say what is asked and show its progress; this recurring job (every 5 s,
 * once across instances) works through them.
 */
export const marketRequestsJob: RecurringJob = {
  name: 'market-requests',
  every: () => 5,
  timeoutSeconds: 30 * 60,
  run: (deps, { signal }) => runMarketRequests(deps, signal).then(() => undefined),
};
