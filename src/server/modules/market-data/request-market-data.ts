import { and, eq, inArray, sql } from 'drizzle-orm';
import type { MarketplaceCode } from '#domain/marketplaces.ts';
import { type MarketRequestKind, marketRequests } from '#server/db/schema/index.ts';
import type { JobQueue } from '#server/jobs/queue.ts';
import { backfillHistoryJob, crawlKeywordJob, fetchProductJob } from './market-data-jobs.ts';
import {
  currentMarketRequest,
  type MarketRequestView,
  requestSubject,
  requestsFor,
  toRequestView,
} from './market-requests.ts';
import { type MarketDataDeps, marketSources } from './market-sources.ts';
import { runClaimedRequest } from './run-market-request.ts';

/** What live research requests need: the market data services and the job queue to send their jobs. */
export type MarketRequestDeps = MarketDataDeps & { jobs: Pick<JobQueue, 'send'> };

const RETRY_FAILED_MS = 3_600_000;

/** The job that does a request's work (its run serves the request's row). */
function sendJob(
  deps: MarketRequestDeps,
  o: { kind: MarketRequestKind; marketplace: MarketplaceCode; subject: string; userId: string | null },
  startAfter?: Date,
) {
  const common = { marketplace: o.marketplace, userId: o.userId, forRequest: true };
  const when = startAfter ? { startAfter } : undefined;
  if (o.kind === 'keyword') return deps.jobs.send(crawlKeywordJob, { ...common, keyword: o.subject }, when);
  const job = o.kind === 'history' ? backfillHistoryJob : fetchProductJob;
  return deps.jobs.send(job, { ...common, asin: o.subject }, when);
}

/**
 * Queues a request unless one is queued or running for the same subject (then that one is
 * returned: users asking for the same thing share it), or a finished one is fresher than
 * MARKET_DATA_FRESH_DAYS and did its work (reused). Null when no configured source can do it.
 * A new request's work is a job on the queue (one per subject: its dedup key), sent at once or
 * at `startAfter`; the row holds what the queue does not: progress and outcome for every asker.
 */
export async function requestMarketData(
  deps: MarketRequestDeps,
  o: {
    kind: MarketRequestKind;
    marketplace: MarketplaceCode;
    subject: string;
    userId: string | null;
    startAfter?: Date;
  },
): Promise<MarketRequestView | null> {
  const sources = await marketSources(deps, { userId: o.userId });
  const able =
    o.kind === 'keyword'
      ? sources.some((s) => s.capabilities.includes('search') || s.capabilities.includes('finder'))
      : sources.some((s) => s.capabilities.includes(o.kind === 'history' ? 'history' : 'products'));
  if (!able) return null;
  const subject = requestSubject(o.kind, o.subject);
  const current = await currentMarketRequest(deps, { ...o, subject });
  // A failed request is shown for an hour (its reason), then asked again.
  const failedLately =
    current?.state === 'failed' &&
    Date.parse(current.finishedAt ?? '') > deps.now().getTime() - RETRY_FAILED_MS;
  if (current && (current.state !== 'failed' || failedLately)) return current;
  const db = deps.database.db;
  const now = deps.now();
  const [created] = await db
    .insert(marketRequests)
    .values({
      kind: o.kind,
      marketplace: o.marketplace,
      subject,
      requestedBy: o.userId,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({
      target: [marketRequests.kind, marketRequests.marketplace, marketRequests.subject],
      where: sql`state in ('queued', 'running')`,
    })
    .returning();
  if (created) {
    try {
      await sendJob(deps, { ...o, subject }, o.startAfter);
    } catch (e) {
      // No job, no request: the next asker tries again.
      await db.delete(marketRequests).where(eq(marketRequests.id, created.id));
      throw e;
    }
    return toRequestView(created);
  }
  // Another user queued it between our read and our insert: share theirs.
  const [active] = await db
    .select()
    .from(marketRequests)
    .where(and(requestsFor({ ...o, subject }), inArray(marketRequests.state, ['queued', 'running'])));
  return active ? toRequestView(active) : null;
}

/**
 * A user's explicit "fetch now" of an ASIN the catalog does not hold (`asin`), or of the history of
 * a product they start tracking (`history`): the source calls made while a user waits, bounded by
 * MARKET_DATA_FETCH_WAIT_SECONDS. A fetch of the same ASIN fresher than MARKET_DATA_FRESH_DAYS
 * (found or not) or under way is shared, not made again. Its job is sent to start after the wait:
 * a fetch the rate budget did not allow now, or cut short by a crash, goes on in the background;
 * one that finished leaves the job nothing to do.
 */
export async function fetchAsinNow(
  deps: MarketRequestDeps,
  o: { marketplace: MarketplaceCode; asin: string; userId: string | null; kind?: 'asin' | 'history' },
): Promise<MarketRequestView | null> {
  const subject = { kind: o.kind ?? 'asin', marketplace: o.marketplace, subject: o.asin };
  const existing = await currentMarketRequest(deps, subject);
  if (existing && existing.state !== 'failed') return existing;
  const waitMs = deps.env.MARKET_DATA_FETCH_WAIT_SECONDS * 1000;
  const background = new Date(deps.now().getTime() + waitMs + 30_000);
  const queued = await requestMarketData(deps, { ...subject, userId: o.userId, startAfter: background });
  if (queued?.state !== 'queued') return queued;
  const now = deps.now();
  const [row] = await deps.database.db
    .update(marketRequests)
    .set({ state: 'running', attempts: sql`${marketRequests.attempts} + 1`, startedAt: now, updatedAt: now })
    .where(and(eq(marketRequests.id, queued.id), eq(marketRequests.state, 'queued')))
    .returning();
  // Taken by the background meanwhile: the user sees it under way.
  if (!row) return queued;
  await runClaimedRequest(deps, row, {
    signal: new AbortController().signal,
    maxWaitMs: waitMs,
    lastTry: false,
    retryAt: background,
  });
  const [after] = await deps.database.db.select().from(marketRequests).where(eq(marketRequests.id, row.id));
  return after ? toRequestView(after) : null;
}
