import { sql } from 'drizzle-orm';
import type { keywordStats } from '#server/db/schema/index.ts';
import type { SqlRow } from '#server/db/sql-row.ts';
import type { RecurringJob } from '#server/jobs/job.ts';
import { refreshKeywords, staleSql } from './keyword-stats-store.ts';

/** Stored keywords used within this many days are read again when the catalog changes them. */
const KEEP_DAYS = 30;
/** Keywords read again per statement (one snapshot for the batch). */
const BATCH = 20;
/** A run stops starting batches after this long; the next period goes on. */
const RUN_BUDGET_MS = 40_000;
/**
 * Change records kept below the pruning horizon, in transaction ids: an analysis stores what it
 * read after its transaction, with a snapshot taken before; a change committed meanwhile must still
 * be in the log then. 100,000 write transactions during one analysis is far beyond this machine.
 */
const PRUNE_MARGIN_XIDS = 100_000;

/**
 * Keeps stored keyword statistics current (ADR 100, 101): every minute, brings up to date (or reads
 * again from the catalog) the stored keywords that catalog changes made out of date, most recently
 * used first (so the next analysis finds them current), moves the snapshot of the current ones
 * forward, forgets keywords unused for KEEP_DAYS, and deletes the change records that no stored
 * statistic can need any more. Out-of-date rows are never served meanwhile:
 * an analysis reads such a keyword from the catalog itself.
 */
export const keywordStatsJob: RecurringJob = {
  name: 'keyword-stats',
  every: () => 60,
  timeoutSeconds: 300,
  async run({ database }, { signal, log }) {
    const db = database.db;
    await db.execute(sql`delete from keyword_stats where used_at < now() - ${`${KEEP_DAYS} days`}::interval`);
    const started = Date.now();
    let refreshed = 0;
    while (!signal.aborted && Date.now() - started < RUN_BUDGET_MS) {
      const { rows } = await db.execute<SqlRow<typeof keywordStats, 'marketplace' | 'keyword'>>(sql`
        select s.marketplace, s.keyword from keyword_stats s where ${staleSql}
        order by s.used_at desc, s.keyword limit ${BATCH}`);
      if (rows.length === 0) break;
      for (const marketplace of new Set(rows.map((r) => r.marketplace)))
        await refreshKeywords({
          db,
          marketplace,
          keywords: rows.filter((r) => r.marketplace === marketplace).map((r) => r.keyword),
        });
      refreshed += rows.length;
    }
    // A current row is as exact in the present snapshot as in its own: moving it forward lets the
    // log be pruned and keeps updates short (ADR 101). A row rewritten meanwhile (its snapshot no
    // longer the one checked) is left alone.
    await db.execute(sql`
      update keyword_stats s set snapshot = pg_current_snapshot()::text
      from (select s.marketplace, s.keyword, s.snapshot from keyword_stats s where not ${staleSql}) c
      where s.marketplace = c.marketplace and s.keyword = c.keyword and s.snapshot = c.snapshot
        and s.snapshot <> pg_current_snapshot()::text`);
    // A change every stored snapshot has seen can make nothing out of date (with a margin for the
    // snapshots of analyses not stored yet).
    const pruned = await db.execute(sql`
      delete from catalog_keyword_changes
      where txid < coalesce(
        (select min(pg_snapshot_xmin(snapshot::pg_snapshot)::text::bigint) from keyword_stats),
        pg_snapshot_xmin(pg_current_snapshot())::text::bigint) - ${PRUNE_MARGIN_XIDS}`);
    if (refreshed || pruned.rowCount)
      log.info({ refreshed, pruned: pruned.rowCount }, 'keyword statistics refreshed');
  },
};
