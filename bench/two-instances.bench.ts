// Two server processes on one PostgreSQL behind a loopback round-robin proxy, under 60 s of mixed
// authenticated reads and product searches (elite users: no quota). Zero errors expected; throughput
// and latency recorded, with the same load on one instance behind the same proxy for comparison.
// Results: bench/results/two-instances.json, summarised in docs/benchmarks.md.
import os from 'node:os';
import { connectDatabase } from '#server/db/client.ts';
import { givePlan } from '#tests/helpers/factories/index.ts';
import { startRoundRobinProxy } from '#tests/helpers/round-robin-proxy.ts';
import { embeddedDatabase } from '#tests/helpers/server-process.ts';
import { httpTarget, signUpAs, TEST_ORIGIN, TestClient } from '#tests/helpers/test-app.ts';
import { startTwoInstances } from '#tests/helpers/two-instances.ts';
import { runLoad } from './lib/load.ts';
import { rssMiB, treeCpuSeconds } from './lib/process-stats.ts';
import { signedInMix } from './lib/signed-in-mix.ts';
import { writeResult } from './lib/write-result.ts';

const USERS = 20;
const CONNECTIONS = 16;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const COMPARISON_SECONDS = Math.round(SECONDS / 2);
const round2 = (n: number) => Math.round(n * 100) / 100;

const two = await startTwoInstances({ env: { CATALOG_SAMPLE: 'true' } });
try {
  const database = connectDatabase(two.databaseUrl, { max: 2 });
  const users = await Promise.all(
    Array.from({ length: USERS }, (_, i) =>
      signUpAs(new TestClient(httpTarget(two.proxy.url)), { name: `Load ${i}` }),
    ),
  );
  for (const u of users) await givePlan(database.db, u.userId, 'elite');
  // Search words and products from the sample catalog (US), in a fixed order so runs repeat.
  const { rows } = await database.pool.query<{ asin: string; title: string }>(
    `select asin, title from catalog_products where marketplace = 'US' order by id limit 60`,
  );
  await database.close();
  const keywords = [
    ...new Set(rows.map((r) => /[a-z]{4,}/i.exec(r.title)?.[0]?.toLowerCase()).filter(Boolean)),
  ] as string[];
  const asins = rows.map((r) => r.asin);

  const next = signedInMix({ users, keywords, asins, origin: TEST_ORIGIN });

  const memory = () => ({ aMiB: rssMiB(two.a.child.pid as number), bMiB: rssMiB(two.b.child.pid as number) });
  const idle = memory();
  await runLoad({ url: two.proxy.url, durationMs: 5_000, connections: CONNECTIONS, next }); // warm-up
  // CPU used by both Node processes and the whole PostgreSQL during the timed run.
  const postgresPid = embeddedDatabase(two.a.dataDir)?.pid;
  if (!postgresPid) throw new Error('instance A runs no embedded database');
  const cpu = () => ({
    node: treeCpuSeconds(two.a.child.pid as number) + treeCpuSeconds(two.b.child.pid as number),
    postgres: treeCpuSeconds(postgresPid),
  });
  /** A timed load run, with the CPU the servers and the database used per request. */
  const measured = async (url: string, seconds: number) => {
    const loadAverageBefore = os.loadavg()[0];
    const cpuBefore = cpu();
    const report = await runLoad({ url, durationMs: seconds * 1000, connections: CONNECTIONS, next });
    const cpuAfter = cpu();
    const perRequestMs = (s: number) => Math.round((s / report.requests) * 10000) / 10;
    return {
      ...report,
      cpuPerRequestMs: {
        node: perRequestMs(cpuAfter.node - cpuBefore.node),
        postgres: perRequestMs(cpuAfter.postgres - cpuBefore.postgres),
      },
      loadAverage1m: { before: round2(loadAverageBefore), after: round2(os.loadavg()[0]) },
    };
  };
  const hitsBefore = [...two.proxy.hits];
  const twoInstances = await measured(two.proxy.url, SECONDS);
  const share = two.proxy.hits.map((n, i) => n - hitsBefore[i]);
  const afterLoad = memory();
  const single = await startRoundRobinProxy([two.a.url]);
  const oneInstance = await measured(single.url, COMPARISON_SECONDS);
  await single.close();
  const serverErrors = [two.a, two.b].map((s) =>
    s
      .output()
      .split('\n')
      .filter((l) => /"level":(50|60)/.test(l)),
  );

  writeResult('two-instances', {
    setup: {
      instances: 2,
      database: 'embedded PostgreSQL of instance A; B connects with DATABASE_URL',
      proxy: 'round-robin, loopback, keep-alive (tests/helpers/round-robin-proxy.ts)',
      users: USERS,
      plan: 'elite',
      connections: CONNECTIONS,
      load: 'autocannon (bench/lib/load.ts): closed loop, keep-alive, loopback',
      mix: 'bench/lib/signed-in-mix.ts: every 4th request a product search (POST, counted and stored); the others cycle profile, usage, dashboard stats, product detail, favourites, search history',
      catalog: 'bundled sample (US + CA)',
      logLevel: 'info (one access-log line per request, as in production)',
    },
    twoInstances: { ...twoInstances, requestsPerInstance: share },
    oneInstance,
    throughputRatioTwoVsOne:
      Math.round((twoInstances.requestsPerSecond / oneInstance.requestsPerSecond) * 100) / 100,
    rssMiB: { idle, afterLoad },
    serverErrorLogLines: serverErrors.map((lines) => lines.length),
  });
  for (const lines of serverErrors) for (const line of lines.slice(0, 5)) console.error(line);
  if (twoInstances.errors + oneInstance.errors > 0 || serverErrors.some((l) => l.length > 0)) {
    console.error('✖ errors under load');
    process.exitCode = 1;
  }
} finally {
  await two.stop();
}
