import { and, eq, sql } from 'drizzle-orm';
import type { MarketplaceCode } from '#domain/marketplaces.ts';
import { type MarketRequestKind, type MarketSourceName, marketRequests } from '#server/db/schema/index.ts';
import { backfillHistory } from './backfill-history.ts';
import { crawlKeyword } from './crawl-keyword.ts';
import { fetchProducts } from './fetch-products.ts';
import { requestsFor } from './market-requests.ts';
import type { MarketDataDeps } from './market-sources.ts';

/**
 * Worth another try later: the budget or the source will allow it (the job run throws, the queue
 * retries it with backoff). A daily cap, refused credentials or a bad answer are not: the run
 * ends, logged, and the failure is counted in the source's usage.
 */
export const TRANSIENT = new Set(['busy', 'throttled', 'unreachable', 'failed']);

/** A running request not touched for this long lost its instance: a retry of its job takes it over. */
const STALE_RUN_MS = 5 * 60_000;

export type MarketRequestRow = typeof marketRequests.$inferSelect;
type Stop = { code: string; waitMs?: number; scope?: string; source?: MarketSourceName } | null;

/** The work of one request, its progress written to its row; returns why it stopped short, if it did. */
async function work(
  deps: MarketDataDeps,
  r: MarketRequestRow,
  signal: AbortSignal,
  maxWaitMs: number,
): Promise<Stop> {
  const db = deps.database.db;
  const touch = async (set: Partial<MarketRequestRow>) => {
    await db
      .update(marketRequests)
      .set({ ...set, updatedAt: deps.now() })
      .where(eq(marketRequests.id, r.id));
  };
  const onWait = (waitMs: number) => touch({ waitingUntil: new Date(deps.now().getTime() + waitMs) });
  const common = { marketplace: r.marketplace, userId: r.requestedBy, maxWaitMs, signal, onWait };
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

/**
 * Runs a claimed request to its end: done, failed with its reason, or — stopped by a source that
 * is only busy for now, and not on its last try — queued again until `retryAt` (the page shows
 * when), for its job's next try: 'retry'.
 */
export async function runClaimedRequest(
  deps: MarketDataDeps,
  r: MarketRequestRow,
  o: { signal: AbortSignal; maxWaitMs: number; lastTry: boolean; retryAt: Date },
): Promise<'finished' | 'retry'> {
  const log = deps.logger.child({ marketRequest: r.id, kind: r.kind });
  let stop: Stop;
  try {
    stop = await work(deps, r, o.signal, o.maxWaitMs);
  } catch (e) {
    log.warn({ err: e }, 'market request failed');
    stop = { code: 'failed' };
  }
  const now = deps.now();
  const transient = !!stop && TRANSIENT.has(stop.code);
  const retry = (transient || o.signal.aborted) && !o.lastTry;
  const waitUntil = new Date(Math.max(o.retryAt.getTime(), now.getTime() + (stop?.waitMs ?? 0)));
  await deps.database.db
    .update(marketRequests)
    .set(
      retry
        ? {
            state: 'queued',
            waitingUntil: waitUntil,
            ...(stop?.source ? { source: sql`coalesce(${marketRequests.source}, ${stop.source})` } : {}),
            updatedAt: now,
          }
        : {
            // A crawl cut short by a busy source keeps what it stored: done, with the reason.
            state: stop && !(r.kind === 'keyword' && transient) ? 'failed' : 'done',
            stoppedBy: stop?.code ?? null,
            stoppedScope: stop?.scope ?? null,
            // Which source stopped it (its reason reads per source) and, out of tokens, until when.
            ...(stop?.source ? { source: sql`coalesce(${marketRequests.source}, ${stop.source})` } : {}),
            waitingUntil: stop?.waitMs ? new Date(now.getTime() + stop.waitMs) : null,
            finishedAt: now,
            updatedAt: now,
          },
    )
    .where(eq(marketRequests.id, r.id));
  return retry ? 'retry' : 'finished';
}

/**
 * A job's run of the request of a subject (the queued one, or one left running by an instance that
 * stopped): 'none' when there is none (finished meanwhile), 'elsewhere' when another run has it.
 */
export async function runMarketRequest(
  deps: MarketDataDeps,
  o: {
    kind: MarketRequestKind;
    marketplace: MarketplaceCode;
    subject: string;
    signal: AbortSignal;
    lastTry: boolean;
    retryAt: Date;
  },
): Promise<'finished' | 'retry' | 'none' | 'elsewhere'> {
  const now = deps.now();
  const db = deps.database.db;
  const same = requestsFor(o);
  const [row] = await db
    .update(marketRequests)
    .set({
      state: 'running',
      attempts: sql`${marketRequests.attempts} + 1`,
      waitingUntil: null,
      startedAt: sql`coalesce(${marketRequests.startedAt}, ${now})`,
      updatedAt: now,
    })
    .where(
      and(
        same,
        sql`(${marketRequests.state} = 'queued' or (${marketRequests.state} = 'running' and ${marketRequests.updatedAt} < ${new Date(now.getTime() - STALE_RUN_MS)}))`,
      ),
    )
    .returning();
  if (!row) {
    const [running] = await db
      .select({ id: marketRequests.id })
      .from(marketRequests)
      .where(and(same, eq(marketRequests.state, 'running')));
    return running ? 'elsewhere' : 'none';
  }
  return runClaimedRequest(deps, row, {
    signal: o.signal,
    maxWaitMs: deps.env.MARKET_DATA_MAX_WAIT_SECONDS * 1000,
    lastTry: o.lastTry,
    retryAt: o.retryAt,
  });
}
