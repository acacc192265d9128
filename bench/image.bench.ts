// The container image: its build time (no cache, from the local base images: ADR 155), its size,
// its cold start to healthy on a fresh volume and its warm starts, idle memory and the volume's size
// after the first start — next to the same server started without a container in the same run, the
// floor the container's figures are read against. Needs podman, runc and debootstrap (as
// `npm run test:image`); skipped without them. Results: bench/results/image.json, docs/benchmarks.md.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import { connectDatabase } from '#server/db/client.ts';
import { freePort } from '#server/db/embedded-postgres.ts';
import { childPids, embeddedDatabase, startServer, tempDataDir } from '#tests/helpers/server-process.ts';
import { TEST_ORIGIN } from '#tests/helpers/test-app.ts';
import { runDetached, stopContainer, waitHealthy } from '#tests/image/containers.ts';
import { ensureNodeStandIn, LOCAL_NODE } from '#tests/image/local-base.ts';
import { missingTools, podman, run, TEST_LABEL } from '#tests/image/podman.ts';
import { buildScoutImage, imageSizeMB, SCOUT_TEST_IMAGE } from '#tests/image/scout-image.ts';
import { peakRssMiB, rssMiB, treeMemoryMiB } from './lib/process-stats.ts';
import { percentile, writeResult } from './lib/write-result.ts';

const IDLE_MS = 10_000;
const WARM_STARTS = 3;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const round1 = (n: number) => Math.round(n * 10) / 10;
const load1m = () => Math.round(os.loadavg()[0] * 10) / 10;

const missing = await missingTools();
if (missing) {
  console.log(`image benchmark skipped: ${missing}`);
  process.exit(0);
}

/** Seconds until `url`/api/health answers 200 (polled every 100 ms). */
async function untilHealthy(url: string, t0: number, timeoutMs = 300_000): Promise<number> {
  while (performance.now() - t0 < timeoutMs) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return round1((performance.now() - t0) / 1000);
    } catch {}
    await sleep(100);
  }
  throw new Error(`not healthy within ${timeoutMs / 1000} s`);
}

/** Node's RSS and the embedded PostgreSQL's PSS inside the container, from the host's /proc. */
async function containerMemory(name: string) {
  const nodePid = Number(await podman(['inspect', '--format', '{{.State.Pid}}', name]));
  const postmaster = childPids(nodePid).find((pid) =>
    fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('postgres'),
  );
  const postgres = postmaster ? treeMemoryMiB(postmaster) : null;
  const nodeRssMiB = rssMiB(nodePid);
  return {
    nodeRssMiB,
    nodePeakRssMiB: peakRssMiB(nodePid),
    postgresPssMiB: postgres?.pssMiB ?? null,
    postgresProcesses: postgres?.processes ?? null,
    totalMiB: postgres ? round1(nodeRssMiB + postgres.pssMiB) : null,
    // The container's cgroup as podman reports it (page cache included: an upper bound).
    cgroupUsage: await podman(['stats', '--no-stream', '--format', '{{.MemUsage}}', name]),
  };
}

/** What the database holds after the first start (the sample catalog), and what its catalog takes. */
async function databaseSizes(dataDir: string) {
  const url = embeddedDatabase(dataDir)?.url;
  if (!url) return null;
  const database = connectDatabase(url, { max: 1 });
  try {
    const { rows } = await database.pool.query<{ database: string; catalog: string; products: string }>(
      `select pg_database_size(current_database()) as database,
              (select sum(pg_total_relation_size(c.oid)) from pg_class c
                 join pg_namespace n on n.oid = c.relnamespace
                where n.nspname = 'public' and c.relkind = 'r' and c.relname like 'catalog%') as catalog,
              (select count(*) from catalog_products) as products`,
    );
    const mb = (bytes: string) => round1(Number(bytes) / 1e6);
    return {
      databaseMB: mb(rows[0].database),
      catalogTablesMB: mb(rows[0].catalog),
      catalogProducts: Number(rows[0].products),
    };
  } finally {
    await database.close();
  }
}

/** The same server without a container: first start on an empty DATA_DIR, then warm starts. */
async function native() {
  const dataDir = tempDataDir('scout-image-bench-');
  const env = { CATALOG_SAMPLE: 'true', CLIENT_DIST_DIR: 'dist/client' };
  try {
    const first = await startServer({ dataDir, env, timeoutMs: 300_000 });
    const database = await databaseSizes(dataDir);
    await first.stop();
    const warm: number[] = [];
    for (let i = 0; i < WARM_STARTS; i++) {
      const server = await startServer({ dataDir, env });
      warm.push(round1(server.startMs / 1000));
      await server.stop();
    }
    return {
      firstStartS: round1(first.startMs / 1000),
      warmStartsS: warm,
      warmMedianS: percentile(warm, 50),
      databaseAfterFirstStart: database,
    };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function container(image: string) {
  const suffix = randomBytes(4).toString('hex');
  const name = `scout-image-bench-${suffix}`;
  const volume = `scout-image-bench-${suffix}`;
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  await podman(['volume', 'create', '--label', TEST_LABEL, volume]);
  try {
    const t0 = performance.now();
    await runDetached(
      name,
      ['-p', `127.0.0.1:${port}:3000`, '-v', `${volume}:/data`, '-e', `BASE_URL=${TEST_ORIGIN}`],
      image,
    );
    const runReturnedS = round1((performance.now() - t0) / 1000);
    const firstStartS = await untilHealthy(url, t0);
    const healthCheckS = round1((await waitHealthy(name, 60_000)) / 1000);
    await sleep(IDLE_MS);
    const firstIdle = await containerMemory(name);
    const mountpoint = await podman(['volume', 'inspect', '--format', '{{.Mountpoint}}', volume]);
    const volumeMB = round1(Number(execFileSync('du', ['-sb', mountpoint]).toString().split('\t')[0]) / 1e6);
    const warm: { startS: number; idle: Awaited<ReturnType<typeof containerMemory>>; stopS: number }[] = [];
    for (let i = 0; i < WARM_STARTS; i++) {
      const stop = await stopContainer(name, 10);
      const t1 = performance.now();
      await podman(['start', name]);
      const startS = await untilHealthy(url, t1);
      await sleep(IDLE_MS);
      warm.push({ startS, idle: await containerMemory(name), stopS: round1(stop.seconds) });
    }
    const finalStop = await stopContainer(name, 10);
    return {
      firstStart: {
        podmanRunReturnedS: runReturnedS,
        healthyS: firstStartS,
        ownHealthCheckRunS: healthCheckS,
        idle: firstIdle,
      },
      volumeAfterFirstStartMB: volumeMB,
      warmStarts: warm,
      warmMedian: {
        startS: percentile(
          warm.map((w) => w.startS),
          50,
        ),
        nodeRssMiB: percentile(
          warm.map((w) => w.idle.nodeRssMiB),
          50,
        ),
        postgresPssMiB: percentile(
          warm.map((w) => w.idle.postgresPssMiB ?? Number.NaN),
          50,
        ),
        totalMiB: percentile(
          warm.map((w) => w.idle.totalMiB ?? Number.NaN),
          50,
        ),
      },
      stopOnSigtermS: [...warm.map((w) => w.stopS), round1(finalStop.seconds)],
      lastExitCode: finalStop.exitCode,
    };
  } finally {
    await run('podman', ['rm', '-f', '-t', '0', name]);
    await run('podman', ['volume', 'rm', '-f', volume]);
  }
}

const loadBefore = load1m();
await ensureNodeStandIn();
const buildS = await buildScoutImage(SCOUT_TEST_IMAGE, { noCache: true });
const loadAfterBuild = load1m();
const sizeMB = await imageSizeMB(SCOUT_TEST_IMAGE);
const baseMB = await imageSizeMB(LOCAL_NODE);
const inContainer = await container(SCOUT_TEST_IMAGE);
const withoutContainer = await native();
writeResult('image', {
  setup: {
    base: `${LOCAL_NODE} (local stand-in of node:24-bookworm-slim, ADR 155)`,
    build: 'podman build --no-cache (base images present; npm from the local npm cache, offline)',
    run: 'embedded PostgreSQL in a fresh named volume at /data, bundled sample catalog',
    healthy: 'first 200 of GET /api/health, polled every 100 ms from the podman run',
    memory: `${IDLE_MS / 1000} s after healthy: Node RSS; PostgreSQL PSS over the postmaster and its children`,
    loadAverage1m: { before: loadBefore, afterBuild: loadAfterBuild, end: load1m() },
  },
  buildS,
  image: { sizeMB, baseMB, scoutLayersMB: round1(sizeMB - baseMB) },
  container: inContainer,
  withoutContainer,
  ratios: {
    firstStart: round1(inContainer.firstStart.healthyS / withoutContainer.firstStartS),
    warmStart: round1(inContainer.warmMedian.startS / withoutContainer.warmMedianS),
  },
});
