import { asc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import { amazonConnections, brandAnalyticsStatus } from '#server/db/schema/index.ts';
import type { AppDeps } from '#server/http/types.ts';
import type { RecurringJob } from '#server/jobs/job.ts';
import { openCredentials, openSpApi, toAmazonAppError } from '#server/modules/amazon/index.ts';
import { SpApiError } from '#server/providers/amazon/sp-api/sp-api-client.ts';
import { fetchBrandAnalytics } from './fetch-brand-analytics.ts';
import type { ReportRetry } from './report-retries.ts';

const HOUR_MS = 3600_000;
/** After a success: look daily for the next published week (a stored week costs no call). */
const NEXT_CHECK_MS = 24 * HOUR_MS;
/** Amazon refused the role: the seller may gain it (brand registry), so ask again weekly. */
const NO_ROLE_RETRY_MS = 7 * 24 * HOUR_MS;
const FAILURE_RETRY_MS = 6 * HOUR_MS;
const CONNECTIONS_PER_RUN = 5;

/** Fetches the Brand Analytics reports of the connections that are due, one after the other. */
export async function runBrandAnalytics(
  deps: AppDeps,
  signal: AbortSignal,
  o: {
    reportPollMs?: number;
    retry?: Partial<ReportRetry>;
    /** The SP-API client's waits (tests record them instead of waiting Amazon's minutes). */
    sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  } = {},
): Promise<void> {
  const db = deps.database.db;
  const now = deps.now();
  const due = await db
    .select({ connection: amazonConnections })
    .from(amazonConnections)
    .leftJoin(brandAnalyticsStatus, eq(brandAnalyticsStatus.userId, amazonConnections.userId))
    .where(or(isNull(brandAnalyticsStatus.userId), lte(brandAnalyticsStatus.nextAt, now)))
    .orderBy(asc(sql`coalesce(${brandAnalyticsStatus.nextAt}, ${amazonConnections.connectedAt})`))
    .limit(CONNECTIONS_PER_RUN);
  for (const { connection } of due) {
    if (signal.aborted) return;
    const log = deps.logger.child({ job: 'brand-analytics', userId: connection.userId });
    let status: 'ok' | 'no_role' | 'error' = 'ok';
    let lastError: string | null = null;
    let next = now.getTime() + NEXT_CHECK_MS;
    try {
      const client = openSpApi(deps.env, {
        db,
        sellerId: connection.sellerId,
        credentials: openCredentials(deps.env, connection),
        marketplace: connection.marketplace,
        signal,
        sleep: o.sleep,
      });
      const run = await fetchBrandAnalytics({
        db,
        client,
        userId: connection.userId,
        marketplace: connection.marketplace,
        now,
        log,
        reportPollMs: o.reportPollMs,
        retry: o.retry,
      });
      log.info(run, 'brand analytics fetched');
    } catch (e) {
      if (signal.aborted) return;
      if (e instanceof SpApiError && e.status === 403) {
        status = 'no_role';
        next = now.getTime() + NO_ROLE_RETRY_MS;
        log.info('the connection has no Brand Analytics role');
      } else {
        status = 'error';
        lastError = toAmazonAppError(e).code;
        next = now.getTime() + FAILURE_RETRY_MS;
        log.warn({ err: e }, 'brand analytics fetch failed; retried later');
      }
    }
    const row = { status, lastError, checkedAt: deps.now(), nextAt: new Date(next) };
    await db
      .insert(brandAnalyticsStatus)
      .values({ userId: connection.userId, ...row })
      .onConflictDoUpdate({ target: brandAnalyticsStatus.userId, set: row });
  }
}

export const brandAnalyticsJob: RecurringJob = {
  name: 'brand-analytics',
  every: () => 3600,
  timeoutSeconds: 3 * 3600,
  run: (deps, { signal }) => runBrandAnalytics(deps, signal),
};
