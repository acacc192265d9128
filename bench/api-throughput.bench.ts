/**
 * Throughput of an authenticated JSON endpoint next to the bare health route, on the same
 * production server (embedded PostgreSQL, loopback). `GET /api/health` runs the app's middleware
 * (request context, security headers, compression, session loader without a cookie) and one
 * `SELECT 1`; `GET /api/profile` with a session cookie adds the session lookup (better-auth) and a
 * profile query with a join. The ratio is the cost of authentication plus a real read; the health
 * route sent with the cookie too separates the session lookup from the profile query.
 * Rounds alternate between the routes so that all see the same machine load; medians.
 */
import { signUp, startBenchServer } from './lib/bench-server.ts';
import { type LoadReport, repeat, runLoad } from './lib/load.ts';
import { percentile, writeResult } from './lib/write-result.ts';

const CONNECTIONS = Number(process.env.BENCH_API_CONNECTIONS ?? 16);
const SECONDS = Number(process.env.BENCH_API_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_API_ROUNDS ?? 3);

const server = await startBenchServer();
try {
  const { cookie } = await signUp(server.url);
  const routes = {
    health: { url: server.url, next: repeat('/api/health') },
    // The same route with the cookie: isolates the session lookup from the profile query.
    healthWithSession: { url: server.url, next: repeat('/api/health', { cookie }) },
    profile: { url: server.url, next: repeat('/api/profile', { cookie }) },
  } as const;
  const check = await fetch(`${server.url}/api/profile`, { headers: { cookie } });
  if (!check.ok) throw new Error(`GET /api/profile answered ${check.status}`);

  // Warm-up: JIT, connection pool, prepared plans.
  for (const route of Object.values(routes))
    await runLoad({ ...route, connections: CONNECTIONS, durationMs: 2000 });

  const runs: Record<keyof typeof routes, LoadReport[]> = { health: [], healthWithSession: [], profile: [] };
  for (let round = 0; round < ROUNDS; round++) {
    for (const name of ['health', 'healthWithSession', 'profile'] as const) {
      const result = await runLoad({ ...routes[name], connections: CONNECTIONS, durationMs: SECONDS * 1000 });
      runs[name].push(result);
      console.log(
        name,
        round + 1,
        `${result.requestsPerSecond} req/s`,
        `p50 ${result.p50Ms} ms`,
        `errors ${result.errors}`,
      );
    }
  }
  const summary = (list: LoadReport[]) => ({
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
  const health = summary(runs.health);
  const healthWithSession = summary(runs.healthWithSession);
  const profile = summary(runs.profile);
  writeResult('api-throughput', {
    method: `One production server process (NODE_ENV=production, jobs off, LOG_LEVEL=warn) with its embedded PostgreSQL; load from autocannon in the benchmark process on loopback: ${CONNECTIONS} keep-alive connections, closed loop (each sends its next request when the previous answer is read), ${ROUNDS} rounds of ${SECONDS} s per route alternating, after 2 s of warm-up each; medians of the rounds. Client and server share the 2 cores.`,
    connections: CONNECTIONS,
    health: { route: 'GET /api/health (SELECT 1, no session)', ...health },
    healthWithSession: {
      route: 'GET /api/health with the session cookie (adds the session lookup only)',
      ...healthWithSession,
    },
    authenticated: {
      route: 'GET /api/profile (session cookie → session lookup → user + profile query)',
      ...profile,
    },
    ratios: {
      throughputAuthenticatedOverHealth:
        Math.round((profile.requestsPerSecond / health.requestsPerSecond) * 100) / 100,
      throughputHealthWithSessionOverHealth:
        Math.round((healthWithSession.requestsPerSecond / health.requestsPerSecond) * 100) / 100,
      p50AuthenticatedOverHealth: Math.round((profile.p50Ms / health.p50Ms) * 100) / 100,
    },
  });
} finally {
  await server.stop();
}
