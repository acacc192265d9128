import { sql } from 'drizzle-orm';
import { Gauge } from 'prom-client';
import { MARKETPLACE_CODES, MARKETPLACES, type MarketplaceCode } from '#domain/marketplaces.ts';
import type { AppDeps } from '#server/http/types.ts';
import { queueStatus } from '#server/jobs/queue-status.ts';
import type { Metrics } from '#server/lib/metrics.ts';
import { sourceStates } from '#server/modules/market-data/index.ts';

/** One marketplace per SP-API region: the rate budgets are per region (Keepa's is one for all). */
const REGION_MARKETPLACES: MarketplaceCode[] = [
  ...new Map(MARKETPLACE_CODES.map((m) => [MARKETPLACES[m].region, m])).values(),
];

/**
 * The metrics read at each scrape, from this process (its pool) and from the database (shared by
 * every instance: job queues, source budgets, checkouts): what an operator alerts on.
 */
export function registerScrapeMetrics(metrics: Metrics, deps: AppDeps) {
  // Once per registry: a second app built on the same dependencies (a test's own HTTP server) shares them.
  if (metrics.registry.getSingleMetric('scout_db_pool_connections')) return;
  const registers = [metrics.registry];
  const { pool } = deps.database;
  new Gauge({
    name: 'scout_db_pool_connections',
    help: "This process's database connections: open (total), idle, and requests waiting for one.",
    labelNames: ['state'],
    registers,
    collect() {
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
  new Gauge({
    name: 'scout_db_pool_max',
    help: 'Most connections the pool opens (DATABASE_POOL_MAX).',
    registers,
    collect() {
      this.set(deps.env.DATABASE_POOL_MAX);
    },
  });
  new Gauge({
    name: 'scout_job_runs',
    help: 'Job runs per queue and state, across instances: queued, retrying, running, failed (kept 2 to 7 days).',
    labelNames: ['queue', 'state'],
    registers,
    async collect() {
      for (const q of await queueStatus(pool, deps.jobs.jobs, deps.env)) {
        this.set({ queue: q.name, state: 'queued' }, q.queued);
        this.set({ queue: q.name, state: 'retrying' }, q.retrying);
        this.set({ queue: q.name, state: 'running' }, q.running);
        this.set({ queue: q.name, state: 'failed' }, q.failed);
      }
    },
  });
  new Gauge({
    name: 'scout_job_last_success_timestamp_seconds',
    help: 'When a run of the queue last succeeded (Unix time; absent: none kept).',
    labelNames: ['queue'],
    registers,
    async collect() {
      this.reset();
      for (const q of await queueStatus(pool, deps.jobs.jobs, deps.env))
        if (q.lastSuccessAt) this.set({ queue: q.name }, q.lastSuccessAt.getTime() / 1000);
    },
  });
  const sources = async () => {
    const states = await Promise.all(
      REGION_MARKETPLACES.map((marketplace) => sourceStates(deps, { marketplace })),
    );
    return states.flat();
  };
  new Gauge({
    name: 'scout_market_source_budget_tokens',
    help: "Tokens left now in each market-data source's rate budget (Keepa tokens, SP-API calls per operation).",
    labelNames: ['source', 'bucket'],
    registers,
    async collect() {
      this.reset();
      for (const s of await sources())
        for (const b of s.buckets) this.set({ source: s.source, bucket: b.name }, b.tokens);
    },
  });
  new Gauge({
    name: 'scout_market_source_today',
    help: 'What each source spent today (UTC): calls, units (Keepa tokens, SP-API calls), items, failed calls.',
    labelNames: ['source', 'what'],
    registers,
    async collect() {
      const seen = new Set<string>();
      for (const s of await sources()) {
        if (seen.has(s.source)) continue;
        seen.add(s.source);
        for (const [what, value] of Object.entries(s.today)) this.set({ source: s.source, what }, value);
      }
    },
  });
  new Gauge({
    name: 'scout_market_source_daily_cap',
    help: "The operator's daily cap of each source (absent: no cap).",
    labelNames: ['source'],
    registers,
    async collect() {
      this.reset();
      for (const s of await sources()) if (s.cap !== null) this.set({ source: s.source }, s.cap);
    },
  });
  new Gauge({
    name: 'scout_checkouts_refund_due',
    help: 'Checkouts paid but not applied (a plan bought twice, an account gone…) that need a refund.',
    registers,
    async collect() {
      const { rows } = await deps.database.db.execute<{ n: number }>(
        sql`select count(*)::int as n from checkouts where status = 'refund-due'`,
      );
      this.set(Number(rows[0]?.n ?? 0));
    },
  });
}
