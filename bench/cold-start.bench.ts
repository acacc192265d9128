// Cold start to healthy and idle memory with the embedded PostgreSQL: the first start on an empty
// DATA_DIR (initdb, migrations, sample catalog load) and later starts on the same DATA_DIR, each
// timed from spawn to the first 200 of /api/health, with idle memory 10 s later, beside a bare
// Node HTTP server for scale, and warm starts again with V8's young generation capped
// (NODE_OPTIONS=--max-semi-space-size=16). Results: bench/results/cold-start.json, see docs/benchmarks.md.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import {
  embeddedDatabase,
  type ServerProcess,
  startNodeFlags,
  startServer,
  tempDataDir,
} from '#tests/helpers/server-process.ts';
import { peakRssMiB, rssMiB, treeMemoryMiB } from './lib/process-stats.ts';
import { percentile, writeResult } from './lib/write-result.ts';

const IDLE_MS = 10_000;
const WARM_STARTS = 3;
const SEMI_SPACE_CAP = '--max-semi-space-size=16';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const seconds = (ms: number) => Math.round(ms / 100) / 10;

/** Seconds from spawn to the first log line whose message contains `text`. */
function at(server: ServerProcess, text: string): number | null {
  const line = server.logged(text)[0];
  return line ? seconds(new Date(line.time as string).getTime() - server.spawnedAt) : null;
}

async function measure(server: ServerProcess) {
  const timeline = {
    healthyS: seconds(server.startMs),
    clusterCreationStartedS: at(server, 'creating the embedded PostgreSQL cluster'),
    databaseReadyS: at(server, 'embedded PostgreSQL started'),
    listeningS: at(server, 'Scout is running'),
    sampleCatalogLoadS: (server.logged('sample catalog loaded')[0]?.seconds as number | undefined) ?? null,
  };
  await sleep(IDLE_MS);
  const database = embeddedDatabase(server.dataDir);
  const postgres = database ? treeMemoryMiB(database.pid) : null;
  const pid = server.child.pid as number;
  const nodeRssMiB = rssMiB(pid);
  const memory = {
    nodeRssMiB,
    nodePeakRssMiB: peakRssMiB(pid),
    postgresPssMiB: postgres?.pssMiB ?? null,
    postgresRssSumMiB: postgres?.rssSumMiB ?? null,
    postgresProcesses: postgres?.processes ?? null,
    totalMiB: postgres ? Math.round((nodeRssMiB + postgres.pssMiB) * 10) / 10 : null,
  };
  const t0 = performance.now();
  await server.stop();
  return { ...timeline, idle: memory, gracefulStopS: seconds(performance.now() - t0) };
}

/** A bare Node HTTP server with the same flags: its start time and idle RSS set the scale. */
async function bareNode() {
  const t0 = performance.now();
  const child = spawn(
    process.execPath,
    [
      ...startNodeFlags,
      '-e',
      "require('node:http').createServer((q, s) => s.end('ok')).listen(0, () => console.log('ready'))",
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise((resolve) => child.stdout.once('data', resolve));
  const readyS = seconds(performance.now() - t0);
  await sleep(IDLE_MS);
  const rss = rssMiB(child.pid as number);
  child.kill('SIGTERM');
  return { readyS, idleRssMiB: rss };
}

/** Time to import the server's code (type stripping + module evaluation), without starting anything. */
function moduleLoadS(): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        ...startNodeFlags,
        '--input-type=module',
        '-e',
        "await import('./src/server/app.ts'); await import('./src/server/jobs/index.ts'); console.log(performance.now())",
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.once('exit', (code) =>
      code === 0 ? resolve(seconds(Number(out.trim()))) : reject(new Error(out)),
    );
  });
}

const dataDir = tempDataDir('scout-cold-');
const env = { CATALOG_SAMPLE: 'true' };
try {
  const loadAverageBefore = os.loadavg()[0];
  const first = await measure(await startServer({ dataDir, env, timeoutMs: 300_000 }));
  const warm: Awaited<ReturnType<typeof measure>>[] = [];
  for (let i = 0; i < WARM_STARTS; i++) warm.push(await measure(await startServer({ dataDir, env })));
  // The same warm start with V8's young generation capped (NODE_OPTIONS, an operator's choice).
  const capped: Awaited<ReturnType<typeof measure>>[] = [];
  for (let i = 0; i < WARM_STARTS; i++)
    capped.push(await measure(await startServer({ dataDir, env: { ...env, NODE_OPTIONS: SEMI_SPACE_CAP } })));
  type Run = Awaited<ReturnType<typeof measure>>;
  const medians = (runs: Run[]) => {
    const median = (pick: (r: Run) => number) => percentile(runs.map(pick), 50);
    return {
      healthyS: median((r) => r.healthyS),
      nodeRssMiB: median((r) => r.idle.nodeRssMiB),
      nodePeakRssMiB: median((r) => r.idle.nodePeakRssMiB),
      postgresPssMiB: median((r) => r.idle.postgresPssMiB ?? Number.NaN),
      totalMiB: median((r) => r.idle.totalMiB ?? Number.NaN),
    };
  };
  writeResult('cold-start', {
    setup: {
      nodeFlags: startNodeFlags,
      catalog: 'bundled sample (US + CA), loaded at the first start',
      client:
        'not served (CLIENT_DIST_DIR points nowhere): building the web client is a separate step of npm start',
      memory:
        'Node: RSS; PostgreSQL: PSS summed over the postmaster and its children (shared buffers counted once); total = Node RSS + PostgreSQL PSS',
      idleAfterSeconds: IDLE_MS / 1000,
      loadAverage1mBefore: Math.round(loadAverageBefore * 100) / 100,
    },
    firstStart: first,
    warmStarts: warm,
    warmMedian: medians(warm),
    semiSpaceCapped: { nodeOptions: SEMI_SPACE_CAP, warmStarts: capped, warmMedian: medians(capped) },
    moduleLoadS: await moduleLoadS(),
    bareNodeHttpServer: await bareNode(),
  });
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
