/**
 * Throughput of an authenticated JSON endpoint next to the bare health route, on the same
 * production server (embedded PostgreSQL, loopback). `GET /api/health` runs the app's middleware
 * (request context, security headers, compression, session loader without a cookie) and one
 * `SELECT 1`; `GET /api/profile` with a session cookie adds the session check and a profile query
 * with a join. The ratio is the cost of authentication plus a real read; the health route sent with
 * the cookie too separates the session check from the profile query. A second server with the
 * session cache off (`SESSION_CACHE_SECONDS=0`: better-auth reads the session and its user on every
 * request, as before ADR 090) runs the same routes in the same rounds, for the before/after.
 * Rounds alternate between the routes so that all see the same machine load; medians.
 */
import pg from 'pg';
import { embeddedDatabase } from '#tests/helpers/server-process.ts';
import { type BenchServer, signUp, startBenchServer } from './lib/bench-server.ts';
import { type LoadReport, repeat, runLoad } from './lib/load.ts';
import { treeCpuSeconds } from './lib/process-stats.ts';
import { percentile, writeResult } from './lib/write-result.ts';

interface Cost {
  nodeCpuMs: number;
  postgresCpuMs: number;
  transactions: number;
}

const CONNECTIONS = Number(process.env.BENCH_API_CONNECTIONS ?? 16);
const SECONDS = Number(process.env.BENCH_API_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_API_ROUNDS ?? 3);

// No catalog: neither route reads it, and both servers start faster.
const cached = await startBenchServer({ CATALOG_SAMPLE: 'false' });
const uncached = await startBenchServer({ CATALOG_SAMPLE: 'false', SESSION_CACHE_SECONDS: '0' }).catch(
  async (e) => {
    await cached.stop();
    throw e;
  },
);
const databases = new Map<BenchServer, { client: pg.Client; pid: number }>();
try {
  const on = await signUp(cached.url);
  const off = await signUp(uncached.url);
  const routes = {
    health: { url: cached.url, next: repeat('/api/health') },
    // The same route with the cookie: isolates the session check from the profile query.
    healthWithSession: { url: cached.url, next: repeat('/api/health', { cookie: on.cookie }) },
    profile: { url: cached.url, next: repeat('/api/profile', { cookie: on.cookie }) },
    healthCacheOff: { url: uncached.url, next: repeat('/api/health') },
    healthWithSessionCacheOff: { url: uncached.url, next: repeat('/api/health', { cookie: off.cookie }) },
    profileCacheOff: { url: uncached.url, next: repeat('/api/profile', { cookie: off.cookie }) },
  } as const;
  type Route = keyof typeof routes;
  const serverOf = (name: Route) => (name.endsWith('CacheOff') ? uncached : cached);
  // What a request costs the machine, whatever else runs on it: CPU of the Node process and of
  // PostgreSQL (postmaster and children), and the database's committed transactions (indicative
  // only: backends flush their statistics at most once a second, so a round's count comes short).
  for (const server of [cached, uncached]) {
    const database = embeddedDatabase(server.dataDir);
    if (!database) throw new Error('no embedded database');
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    databases.set(server, { client, pid: database.pid });
  }
  const counters = async (server: BenchServer) => {
    const database = databases.get(server) as { client: pg.Client; pid: number };
    const { rows } = await database.client.query<{ xact_commit: string }>(
      'SELECT xact_commit FROM pg_stat_database WHERE datname = current_database()',
    );
    return {
      node: treeCpuSeconds(server.pid),
      postgres: treeCpuSeconds(database.pid),
      transactions: Number(rows[0].xact_commit),
    };
  };
  const names = Object.keys(routes) as Route[];
  for (const [url, cookie] of [
    [cached.url, on.cookie],
    [uncached.url, off.cookie],
  ]) {
    const check = await fetch(`${url}/api/profile`, { headers: { cookie } });
    if (!check.ok) throw new Error(`GET /api/profile answered ${check.status}`);
  }

  // Warm-up: JIT, connection pool, prepared plans.
  for (const route of Object.values(routes))
    await runLoad({ ...route, connections: CONNECTIONS, durationMs: 2000 });

  const costs = Object.fromEntries(names.map((n) => [n, [] as Cost[]])) as Record<Route, Cost[]>;
  const runs = Object.fromEntries(names.map((n) => [n, [] as LoadReport[]])) as Record<Route, LoadReport[]>;
  for (let round = 0; round < ROUNDS; round++) {
    for (const name of names) {
      const before = await counters(serverOf(name));
      const result = await runLoad({ ...routes[name], connections: CONNECTIONS, durationMs: SECONDS * 1000 });
      // Statistics reach pg_stat_database when a backend goes idle: give them a moment.
      await new Promise((r) => setTimeout(r, 1000));
      const after = await counters(serverOf(name));
      runs[name].push(result);
      const per = (d: number) => Math.round((d / result.requests) * 100) / 100;
      costs[name].push({
        nodeCpuMs: per((after.node - before.node) * 1000),
        postgresCpuMs: per((after.postgres - before.postgres) * 1000),
        transactions: per(after.transactions - before.transactions),
      });
      console.log(
        name,
        round + 1,
        `${result.requestsPerSecond} req/s`,
        `p50 ${result.p50Ms} ms`,
        `errors ${result.errors}`,
        JSON.stringify(costs[name].at(-1)),
      );
    }
  }
  const summary = (list: LoadReport[], cost: Cost[]) => ({
    perRequest: {
      nodeCpuMs: percentile(
        cost.map((c) => c.nodeCpuMs),
        50,
      ),
      postgresCpuMs: percentile(
        cost.map((c) => c.postgresCpuMs),
        50,
      ),
      databaseTransactions: percentile(
        cost.map((c) => c.transactions),
        50,
      ),
    },
    requestsPerSecond: percentile(
      list.map((r) => r.requestsPerSecond),
      50,
    ),
    p50Ms: percentile(
      list.map((r) => r.p50Ms),
      50,
    ),
    p99Ms: percentile(
      list.map((r) => r.p99Ms),
      50,
    ),
    requests: list.reduce((s, r) => s + r.requests, 0),
    errors: list.reduce((s, r) => s + r.errors, 0),
    rounds: list,
  });
  const s = Object.fromEntries(names.map((n) => [n, summary(runs[n], costs[n])])) as Record<
    Route,
    ReturnType<typeof summary>
  >;
  const ratio = (a: number, b: number) => Math.round((a / b) * 100) / 100;
  writeResult('api-throughput', {
    method: `Two production server processes (NODE_ENV=production, jobs off, LOG_LEVEL=warn), each with its embedded PostgreSQL: one as configured by default (session cache on, ADR 090), one with SESSION_CACHE_SECONDS=0 (the session read from PostgreSQL on every request, as before). Load from autocannon in the benchmark process on loopback: ${CONNECTIONS} keep-alive connections, closed loop (each sends its next request when the previous answer is read), ${ROUNDS} rounds of ${SECONDS} s per route alternating over both servers, after 2 s of warm-up each; medians of the rounds. Client and servers share the 2 cores.`,
    connections: CONNECTIONS,
    health: { route: 'GET /api/health (SELECT 1, no session), cache on', ...s.health },
    healthWithSession: {
      route: 'GET /api/health with the session cookie (adds the session check only), cache on',
      ...s.healthWithSession,
    },
    authenticated: {
      route: 'GET /api/profile (session cookie → session check → user + profile query), cache on',
      ...s.profile,
    },
    healthCacheOff: { route: 'GET /api/health, cache off', ...s.healthCacheOff },
    healthWithSessionCacheOff: {
      route: 'GET /api/health with the session cookie, cache off (session + user read per request)',
      ...s.healthWithSessionCacheOff,
    },
    authenticatedCacheOff: { route: 'GET /api/profile, cache off', ...s.profileCacheOff },
    ratios: {
      throughputAuthenticatedOverHealth: ratio(s.profile.requestsPerSecond, s.health.requestsPerSecond),
      throughputHealthWithSessionOverHealth: ratio(
        s.healthWithSession.requestsPerSecond,
        s.health.requestsPerSecond,
      ),
      p50AuthenticatedOverHealth: ratio(s.profile.p50Ms, s.health.p50Ms),
      cacheOff: {
        throughputAuthenticatedOverHealth: ratio(
          s.profileCacheOff.requestsPerSecond,
          s.healthCacheOff.requestsPerSecond,
        ),
        throughputHealthWithSessionOverHealth: ratio(
          s.healthWithSessionCacheOff.requestsPerSecond,
          s.healthCacheOff.requestsPerSecond,
        ),
        p50AuthenticatedOverHealth: ratio(s.profileCacheOff.p50Ms, s.healthCacheOff.p50Ms),
      },
    },
  });
} finally {
  for (const { client } of databases.values()) await client.end();
  await cached.stop();
  await uncached.stop();
}
