import { and, asc, eq, lte } from 'drizzle-orm';
import { amazonConnections } from '#server/db/schema/index.ts';
import type { AppDeps } from '#server/http/types.ts';
import type { RecurringJob } from '#server/jobs/job.ts';
import { openSpApi, toAmazonAppError } from './amazon-access.ts';
import { openCredentials } from './connection-secrets.ts';
import { syncAmazonAccount } from './sync-amazon-account.ts';

/** A connection is synced again after this long (sooner while days are still missing). */
export const SYNC_INTERVAL_MS = 6 * 3600_000;
const BACKLOG_RETRY_MS = 10 * 60_000;
const FAILURE_RETRY_MS = 3600_000;
/** Connections handled by one run (each is throttled by its own SP-API limits). */
const CONNECTIONS_PER_RUN = 5;

/** Runs the sync of the connections that are due, one after the other. */
export async function runAmazonSync(
  deps: AppDeps,
  signal: AbortSignal,
  o: {
    reportPollMs?: number;
    /** The SP-API client's waits (tests record them instead of waiting Amazon's minutes). */
    sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  } = {},
) {
  const db = deps.database.db;
  const now = deps.now();
  const due = await db
    .select()
    .from(amazonConnections)
    .where(lte(amazonConnections.nextSyncAt, now))
    .orderBy(asc(amazonConnections.nextSyncAt))
    .limit(CONNECTIONS_PER_RUN);
  for (const connection of due) {
    if (signal.aborted) return;
    const log = deps.logger.child({ job: 'amazon-sync', userId: connection.userId });
    let next = new Date(now.getTime() + SYNC_INTERVAL_MS);
    let status: 'ok' | 'error' = 'ok';
    let error: string | null = null;
    try {
      const client = openSpApi(deps.env, {
        db,
        sellerId: connection.sellerId,
        credentials: openCredentials(deps.env, connection),
        marketplace: connection.marketplace,
        signal,
        sleep: o.sleep,
      });
      const result = await syncAmazonAccount({
        db,
        env: deps.env,
        connection,
        client,
        now,
        log,
        reportPollMs: o.reportPollMs,
      });
      if (result.backlog) next = new Date(now.getTime() + BACKLOG_RETRY_MS);
    } catch (e) {
      if (signal.aborted) return;
      status = 'error';
      error = toAmazonAppError(e).code;
      next = new Date(now.getTime() + FAILURE_RETRY_MS);
      log.warn({ err: e }, 'amazon sync failed; retried later');
    }
    await db
      .update(amazonConnections)
      .set({ lastSyncAt: deps.now(), lastSyncStatus: status, lastSyncError: error, nextSyncAt: next })
      .where(
        and(
          eq(amazonConnections.userId, connection.userId),
          eq(amazonConnections.connectedAt, connection.connectedAt),
        ),
      );
  }
}

export const amazonSyncJob: RecurringJob = {
  name: 'amazon-sync',
  every: () => 5 * 60,
  timeoutSeconds: 3600,
  run: (deps, { signal }) => runAmazonSync(deps, signal),
};
