// Abuse and faults (issue 15) on the real server with the bundled sample catalog:
// 1. flood — another user runs keyword analyses one after the other, quiet, then while one elite
//    user keeps 300 analyses in flight from its own process (bench/lib/flooder.ts), then quiet again:
//    that user's p50/p99 in each phase, the ratio p99 flood / p99 quiet (goal ≤ 2), the flooder's answers;
// 2. sign-ups — 100 at once from 100 addresses: latency and answers;
// 3. database kill — the embedded PostgreSQL SIGKILLed under a light write load: time until
//    /api/health is 200 again, and the answers meanwhile.
// BENCH_SECONDS (default 20) per flood phase; BENCH_PARTS=flood,sign-ups,kill (default all);
// BENCH_FLOOD=one-session (the analyses from one browser, default), sessions (the same flood spread
// over 10 sessions of the user), api-keys (over 10 of its API keys, on /api/v1), routes (over 10
// sessions and the expensive modules' routes and the signed-in lists: research, history, dashboard,
// tracking, alerts).
// Results: bench/results/flood.json, summarised in docs/benchmarks.md.
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { apiKeysApi } from '#contracts/api-keys.ts';
import { connectDatabase } from '#server/db/client.ts';
import { givePlan } from '#tests/helpers/factories/index.ts';
import {
  embeddedDatabase,
  killEmbeddedDatabase,
  startServer,
  stopEmbeddedDatabase,
  tempDataDir,
} from '#tests/helpers/server-process.ts';
import { httpTarget, signUpAs, TestClient } from '#tests/helpers/test-app.ts';
import type { FloodOrder, FloodReport } from './lib/flooder.ts';
import { treeCpuSeconds } from './lib/process-stats.ts';
import { percentile, writeResult } from './lib/write-result.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const SCENARIO = (process.env.BENCH_FLOOD ?? 'one-session') as
  | 'one-session'
  | 'sessions'
  | 'api-keys'
  | 'routes';
const PARTS = new Set((process.env.BENCH_PARTS ?? 'flood,sign-ups,kill').split(','));
const FLOOD = 300;
const WINDOW = 5; // seconds of each quiet or flooded window
// The flooder's keywords; the victim analyses always the same one, so that its latency varies with the
// server's load only, not with the keyword (they cost from 0.1 to 1 s here).
const KEYWORDS = ['water bottle', 'luggage', 'kitchen', 'garden hose', 'phone case', 'desk lamp'];
const VICTIM_KEYWORD = 'water bottle';
const round = (n: number) => Math.round(n);
const ratio = (a: number, b: number) => Math.round((a / b) * 100) / 100;
const load1m = () => Math.round(os.loadavg()[0] * 10) / 10;
const count = (statuses: number[]) =>
  Object.fromEntries([...new Set(statuses)].sort().map((s) => [s, statuses.filter((x) => x === s).length]));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const dataDir = tempDataDir('scout-bench-flood-');
const server = await startServer({
  dataDir,
  env: { CATALOG_SAMPLE: 'true', LOG_LEVEL: 'info' }, // info as in production: one line per request
  timeoutMs: 180_000,
});
try {
  const client = (ip?: string) => new TestClient(httpTarget(server.url), ip);
  const [flooder, victim] = await Promise.all([signUpAs(client()), signUpAs(client())]);
  const url = embeddedDatabase(dataDir)?.url as string;
  const database = connectDatabase(url, { max: 2 });
  await givePlan(database.db, flooder.userId, 'elite');
  await givePlan(database.db, victim.userId, 'elite');
  await database.close();
  const figures: Record<string, unknown> = {
    setup: {
      server: 'src/server/main.ts, embedded PostgreSQL, bundled sample catalog (US + CA), LOG_LEVEL=info',
      plans: 'both users elite (no quota)',
      victim: 'keyword analyses one after the other (closed loop, one connection), in the benchmark process',
      flood: `${FLOOD} requests in flight from one user in its own process (bench/lib/flooder.ts, nice 19), each re-sent as soon as answered; scenario ${SCENARIO}`,
      seconds: `${SECONDS} s quiet and ${SECONDS} s flooded, in alternating windows of ${WINDOW} s`,
    },
  };

  /** Each timed window, to find the server's own timing of the victim's requests in its log. */
  const windows: { from: number; to: number; into: object }[] = [];
  /** The victim's analyses, one after the other, for `seconds`: latencies and statuses, added to `into`. */
  const victimRun = async (
    seconds: number,
    into: { latencies: number[]; statuses: number[]; nodeCpuS: number; databaseCpuS: number; wallS: number },
  ) => {
    const cpu = cpuNow();
    const from = Date.now();
    const until = from + seconds * 1000;
    while (Date.now() < until) {
      const t = performance.now();
      const res = await victim.post('/api/research/keywords/analyze', { keyword: VICTIM_KEYWORD });
      into.latencies.push(performance.now() - t);
      into.statuses.push(res.status);
    }
    windows.push({ from, to: Date.now(), into });
    const after = cpuNow();
    into.nodeCpuS += after.node - cpu.node;
    into.databaseCpuS += after.database - cpu.database;
    into.wallS += (Date.now() - from) / 1000;
  };
  /** The server's own time (its access log) for the victim's analyses answered within `into`'s windows. */
  const serverMs = (into: object) => {
    const ms = server
      .logged('request')
      .filter((line) => line.userId === victim.userId && line.path === '/api/research/keywords/analyze')
      .filter((line) => {
        const at = new Date(line.time as string).getTime();
        return windows.some((w) => w.into === into && at >= w.from && at <= w.to);
      })
      .map((line) => Number(line.ms));
    return { p50Ms: round(percentile(ms, 50)), p99Ms: round(percentile(ms, 99)) };
  };
  /** CPU seconds so far of the server's Node process alone, and of the embedded PostgreSQL's processes. */
  const cpuNow = () => ({
    node: treeCpuSeconds(server.child.pid as number, { children: false }),
    database: treeCpuSeconds(embeddedDatabase(dataDir)?.pid as number),
  });
  const summary = ({
    latencies,
    statuses,
    nodeCpuS,
    databaseCpuS,
    wallS,
  }: Parameters<typeof victimRun>[1]) => ({
    requests: latencies.length,
    p50Ms: round(percentile(latencies, 50)),
    p90Ms: round(percentile(latencies, 90)),
    p99Ms: round(percentile(latencies, 99)),
    answers: count(statuses),
    // Cores the server kept busy meanwhile (CPU seconds per second): its Node thread, its PostgreSQL.
    coresBusy: { node: ratio(nodeCpuS, wallS), database: ratio(databaseCpuS, wallS) },
  });

  /** The flooder's credentials and requests for SCENARIO. */
  const floodOf = async (user: typeof flooder): Promise<Pick<FloodOrder, 'credentials' | 'requests'>> => {
    const analyses = KEYWORDS.map((keyword) => ({
      method: 'POST' as const,
      path: '/api/research/keywords/analyze',
      body: { keyword },
    }));
    /** More sessions of the same user: each sign-in is a new cookie (from its own address: 5 sign-ins a minute each). */
    const sessions = async (n: number) =>
      Promise.all(
        Array.from({ length: n }, async (_, i) => {
          const browser = client(`127.77.0.${i + 1}`);
          const res = await browser.post('/api/auth/sign-in/email', {
            email: user.email,
            password: 'correct-horse-9',
          });
          if (res.status !== 200) throw new Error(`sign-in ${res.status}`);
          return { cookie: browser.cookieHeader };
        }),
      );
    if (SCENARIO === 'one-session')
      return { credentials: [{ cookie: user.cookieHeader }], requests: analyses };
    if (SCENARIO === 'sessions') return { credentials: await sessions(10), requests: analyses };
    if (SCENARIO === 'api-keys') {
      const keys = [];
      for (let i = 0; i < 10; i++) {
        const created = await user.call(apiKeysApi.create, { body: { name: `flood ${i}` } });
        keys.push({ authorization: `Bearer ${created.body.key}` });
      }
      return {
        credentials: keys,
        requests: KEYWORDS.map((keyword) => ({
          method: 'POST' as const,
          path: '/api/v1/keywords/analysis',
          body: { keyword, marketplace: 'US' },
        })),
      };
    }
    return {
      credentials: await sessions(10),
      requests: [
        ...analyses,
        { method: 'GET', path: '/api/research/history' },
        { method: 'GET', path: '/api/dashboard/stats' },
        { method: 'GET', path: '/api/tracking/products' },
        { method: 'GET', path: '/api/alerts/price' },
        { method: 'GET', path: '/api/research/catalog' },
      ],
    };
  };

  if (PARTS.has('flood')) {
    // Quiet and flooded windows alternate, so that the other sessions' load on this shared machine
    // weighs on both alike; the flooder (its own process) is paused between them, and a flooded
    // window is timed only once the flood is at full strength, a quiet one once its requests are over.
    const child = fork('bench/lib/flooder.ts', { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    const tell = (message: unknown) => {
      const reply = new Promise<unknown>((resolve) => child.once('message', resolve));
      child.send(message as string);
      return reply;
    };
    child.send({
      url: server.url,
      ip: flooder.ip,
      inFlight: FLOOD,
      ...(await floodOf(flooder)),
    } satisfies FloodOrder);
    const timings = () => ({
      latencies: [] as number[],
      statuses: [] as number[],
      nodeCpuS: 0,
      databaseCpuS: 0,
      wallS: 0,
    });
    const quiet = timings();
    const flooded = timings();
    const loadBefore = load1m();
    await victimRun(3, timings()); // warm-up
    for (let timed = 0; timed < SECONDS; timed += WINDOW) {
      await victimRun(WINDOW, quiet);
      await tell('flood');
      await sleep(1000);
      await victimRun(WINDOW, flooded);
      await tell('pause');
    }
    const report = (await tell('report')) as FloodReport;
    const q = summary(quiet);
    const f = summary(flooded);
    figures.victim = {
      quiet: { ...q, server: serverMs(quiet) },
      underFlood: { ...f, server: serverMs(flooded) },
      p99Ratio: ratio(f.p99Ms, q.p99Ms),
      p50Ratio: ratio(f.p50Ms, q.p50Ms),
    };
    figures.flooder = report;
    figures.loadAverage1m = { before: loadBefore, after: load1m() };
  }

  if (PARTS.has('sign-ups')) {
    // 100 sign-ups at once, each from its own address.
    const signUpStart = performance.now();
    const signUps = await Promise.all(
      Array.from({ length: 100 }, async (_, i) => {
        const res = await client(`10.9.${Math.floor(i / 250)}.${(i % 250) + 1}`).post(
          '/api/auth/sign-up/email',
          { name: `Crowd ${i}`, email: `crowd-${i}-${Date.now()}@bench.test`, password: 'correct-horse-9' },
        );
        return { status: res.status, ms: performance.now() - signUpStart };
      }),
    );
    const signUpMs = signUps.map((s) => s.ms);
    figures.signUps = {
      concurrent: 100,
      answers: count(signUps.map((s) => s.status)),
      p50Ms: round(percentile(signUpMs, 50)),
      maxMs: round(Math.max(...signUpMs)),
      loadAverage1m: load1m(),
    };
  }

  if (PARTS.has('kill')) {
    // The database killed under a light write load.
    const writeStatuses: number[] = [];
    let writing = true;
    const writer = (async () => {
      for (let i = 0; writing; i++) {
        const res = await victim
          .post('/api/research/keyword-favourites', { keyword: `kw ${i}`, marketplace: 'US' })
          .catch(() => null);
        writeStatuses.push(res?.status ?? 0);
        if (res?.status !== 200 && res?.status !== 201) await sleep(100);
      }
    })();
    await sleep(1000);
    await killEmbeddedDatabase(dataDir);
    const killedAt = Date.now();
    let healthyAfterMs = -1;
    while (Date.now() - killedAt < 120_000) {
      const res = await fetch(`${server.url}/api/health`).catch(() => null);
      if (res?.status === 200) {
        healthyAfterMs = Date.now() - killedAt;
        break;
      }
      await sleep(100);
    }
    await sleep(1000);
    writing = false;
    await writer;
    figures.databaseKill = {
      healthyAfterMs,
      serverAlive: server.child.exitCode === null && server.child.signalCode === null,
      writeAnswers: count(writeStatuses),
      restartLog: server
        .output()
        .split('\n')
        .filter((l) => /running again|stopped unexpectedly|could not start again/.test(l)).length,
      loadAverage1m: load1m(),
    };
  }

  writeResult('flood', figures);
} finally {
  await server.stop();
  await stopEmbeddedDatabase(dataDir);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
