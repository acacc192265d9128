// Idle memory and throughput of the server as `npm start` runs it (Node flags from package.json)
// next to the same server with V8's default heap sizing: warm starts on one DATA_DIR (bundled sample
// catalog), idle RSS 10 s after healthy, then a signed-in mix (bench/lib/signed-in-mix.ts: reads and
// product searches of elite users) with requests/s, latency, and the CPU Node and PostgreSQL spent
// per request (the figure that does not depend on other work on the shared machine). Variants
// alternate round by round. Results: bench/results/memory.json, see docs/benchmarks.md.
import fs from 'node:fs';
import os from 'node:os';
import { connectDatabase } from '#server/db/client.ts';
import { givePlan } from '#tests/helpers/factories/index.ts';
import {
  embeddedDatabase,
  type ServerProcess,
  startNodeFlags,
  startServer,
  tempDataDir,
} from '#tests/helpers/server-process.ts';
import { httpTarget, signUpAs, TEST_ORIGIN, TestClient } from '#tests/helpers/test-app.ts';
import { runLoad } from './lib/load.ts';
import { rssMiB, treeCpuSeconds } from './lib/process-stats.ts';
import { signedInMix } from './lib/signed-in-mix.ts';
import { percentile, writeResult } from './lib/write-result.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const IDLE_MS = 10_000;
const USERS = 4;
const CONNECTIONS = 16;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const variants = { npmStart: startNodeFlags, v8Defaults: [] as string[] };
type Variant = keyof typeof variants;

async function withDatabase<T>(
  server: ServerProcess,
  work: (db: ReturnType<typeof connectDatabase>) => Promise<T>,
) {
  const url = embeddedDatabase(server.dataDir)?.url;
  if (!url) throw new Error('no embedded database');
  const database = connectDatabase(url, { max: 2 });
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

async function measure(dataDir: string, nodeFlags: string[]) {
  const server = await startServer({ dataDir, env: { CATALOG_SAMPLE: 'true' }, nodeFlags });
  try {
    const pid = server.child.pid as number;
    await sleep(IDLE_MS);
    const idleRssMiB = rssMiB(pid);
    const users = await Promise.all(
      Array.from({ length: USERS }, () => signUpAs(new TestClient(httpTarget(server.url)))),
    );
    const { rows, postgresPid } = await withDatabase(server, async (database) => {
      for (const u of users) await givePlan(database.db, u.userId, 'elite');
      const found = await database.pool.query<{ asin: string; title: string }>(
        `select asin, title from catalog_products where marketplace = 'US' order by id limit 60`,
      );
      return { rows: found.rows, postgresPid: embeddedDatabase(server.dataDir)?.pid as number };
    });
    const keywords = [
      ...new Set(rows.map((r) => /[a-z]{4,}/i.exec(r.title)?.[0]?.toLowerCase()).filter(Boolean)),
    ] as string[];
    const next = signedInMix({ users, keywords, asins: rows.map((r) => r.asin), origin: TEST_ORIGIN });
    await runLoad({ url: server.url, durationMs: 3000, connections: CONNECTIONS, next }); // warm-up
    const loadAverage = os.loadavg()[0];
    const cpuBefore = { node: treeCpuSeconds(pid), postgres: treeCpuSeconds(postgresPid) };
    const report = await runLoad({
      url: server.url,
      durationMs: SECONDS * 1000,
      connections: CONNECTIONS,
      next,
    });
    const perRequestMs = (s: number) => Math.round((s / report.requests) * 10000) / 10;
    return {
      idleRssMiB,
      loadedRssMiB: rssMiB(pid),
      requestsPerSecond: report.requestsPerSecond,
      p50Ms: report.p50Ms,
      p99Ms: report.p99Ms,
      errors: report.errors,
      nodeCpuMsPerRequest: perRequestMs(treeCpuSeconds(pid) - cpuBefore.node),
      postgresCpuMsPerRequest: perRequestMs(treeCpuSeconds(postgresPid) - cpuBefore.postgres),
      loadAverage1m: Math.round(loadAverage * 10) / 10,
    };
  } finally {
    await server.stop();
  }
}

const dataDir = tempDataDir('scout-memory-');
try {
  await (await startServer({ dataDir, env: { CATALOG_SAMPLE: 'true' }, timeoutMs: 300_000 })).stop(); // first start
  const runs: Record<Variant, Awaited<ReturnType<typeof measure>>[]> = { npmStart: [], v8Defaults: [] };
  for (let round = 0; round < ROUNDS; round++)
    for (const name of Object.keys(variants) as Variant[]) {
      const run = await measure(dataDir, variants[name]);
      runs[name].push(run);
      console.log(name, round + 1, JSON.stringify(run));
    }
  type Run = (typeof runs.npmStart)[number];
  const median = (name: Variant, pick: (r: Run) => number) => percentile(runs[name].map(pick), 50);
  const summary = (name: Variant) => ({
    nodeFlags: variants[name],
    idleRssMiB: median(name, (r) => r.idleRssMiB),
    loadedRssMiB: median(name, (r) => r.loadedRssMiB),
    requestsPerSecond: median(name, (r) => r.requestsPerSecond),
    p50Ms: median(name, (r) => r.p50Ms),
    p99Ms: median(name, (r) => r.p99Ms),
    nodeCpuMsPerRequest: median(name, (r) => r.nodeCpuMsPerRequest),
    postgresCpuMsPerRequest: median(name, (r) => r.postgresCpuMsPerRequest),
    runs: runs[name],
  });
  const npmStart = summary('npmStart');
  const v8Defaults = summary('v8Defaults');
  const ratio = (a: number, b: number) => Math.round((a / b) * 100) / 100;
  writeResult('memory', {
    method: `Warm starts of src/server/main.ts on one DATA_DIR (embedded PostgreSQL, bundled sample catalog), alternating the Node flags of npm start with none (V8 sizes its heap from the machine's memory, ${Math.round(os.totalmem() / 2 ** 30)} GiB here), ${ROUNDS} rounds; idle RSS ${IDLE_MS / 1000} s after healthy; then ${USERS} elite users' signed-in mix (bench/lib/signed-in-mix.ts), ${CONNECTIONS} keep-alive connections, 3 s warm-up, ${SECONDS} s timed; CPU per request from /proc (Node process; PostgreSQL's postmaster and children). Medians.`,
    npmStart,
    v8Defaults,
    ratios: {
      idleRss: ratio(npmStart.idleRssMiB, v8Defaults.idleRssMiB),
      requestsPerSecond: ratio(npmStart.requestsPerSecond, v8Defaults.requestsPerSecond),
      nodeCpuPerRequest: ratio(npmStart.nodeCpuMsPerRequest, v8Defaults.nodeCpuMsPerRequest),
    },
  });
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
