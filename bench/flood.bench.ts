// Abuse and faults (issue 15) on the real server with the bundled sample catalog:
// 1. flood — one elite user keeps 300 keyword analyses in flight (each burst re-sent as soon as it is
//    answered) while another user runs analyses one after the other: that user's p50/p99 quiet and
//    under the flood, and the flooder's answers;
// 2. sign-ups — 100 at once from 100 addresses: latency and answers;
// 3. database kill — the embedded PostgreSQL SIGKILLed under a light write load: time until
//    /api/health is 200 again, and the answers meanwhile.
// Results: bench/results/flood.json, summarised in docs/benchmarks.md.
import fs from 'node:fs';
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
import { percentile, writeResult } from './lib/write-result.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const FLOOD = 300;
const KEYWORDS = ['water bottle', 'luggage', 'kitchen', 'garden hose', 'phone case', 'desk lamp'];
const round = (n: number) => Math.round(n);
const count = (statuses: number[]) =>
  Object.fromEntries([...new Set(statuses)].sort().map((s) => [s, statuses.filter((x) => x === s).length]));

const dataDir = tempDataDir('scout-bench-flood-');
const server = await startServer({
  dataDir,
  env: { CATALOG_SAMPLE: 'true', LOG_LEVEL: 'warn' },
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

  /** The victim's analyses, one after the other, for `seconds`: their latencies. */
  const victimRun = async (seconds: number) => {
    const latencies: number[] = [];
    const statuses: number[] = [];
    const until = Date.now() + seconds * 1000;
    for (let i = 0; Date.now() < until; i++) {
      const t = performance.now();
      const res = await victim.post('/api/research/keywords/analyze', {
        keyword: KEYWORDS[i % KEYWORDS.length],
      });
      latencies.push(performance.now() - t);
      statuses.push(res.status);
    }
    return {
      requests: latencies.length,
      p50Ms: round(percentile(latencies, 50)),
      p99Ms: round(percentile(latencies, 99)),
      answers: count(statuses),
    };
  };
  await victimRun(3); // warm-up
  const quiet = await victimRun(SECONDS);

  let flooding = true;
  const flooderStatuses: number[] = [];
  const flood = (async () => {
    for (let burst = 0; flooding; burst++) {
      const answers = await Promise.all(
        Array.from({ length: FLOOD }, (_, i) =>
          flooder
            .post('/api/research/keywords/analyze', { keyword: `${KEYWORDS[i % KEYWORDS.length]} ${burst}` })
            .then((r) => r.status)
            .catch(() => 0),
        ),
      );
      flooderStatuses.push(...answers);
    }
  })();
  await new Promise((r) => setTimeout(r, 1000));
  const underFlood = await victimRun(SECONDS);
  flooding = false;
  await flood;

  // 100 sign-ups at once, each from its own address.
  const signUpStart = performance.now();
  const signUps = await Promise.all(
    Array.from({ length: 100 }, async (_, i) => {
      const res = await client(`10.9.${Math.floor(i / 250)}.${(i % 250) + 1}`).post(
        '/api/auth/sign-up/email',
        {
          name: `Crowd ${i}`,
          email: `crowd-${i}-${Date.now()}@bench.test`,
          password: 'correct-horse-9',
        },
      );
      return { status: res.status, ms: performance.now() - signUpStart };
    }),
  );
  const signUpMs = signUps.map((s) => s.ms);

  // The database killed under a light write load.
  const writeStatuses: number[] = [];
  let writing = true;
  const writer = (async () => {
    for (let i = 0; writing; i++) {
      const res = await victim
        .post('/api/research/keyword-favourites', { keyword: `kw ${i}`, marketplace: 'US' })
        .catch(() => null);
      writeStatuses.push(res?.status ?? 0);
      if (res?.status !== 200 && res?.status !== 201) await new Promise((r) => setTimeout(r, 100));
    }
  })();
  await new Promise((r) => setTimeout(r, 1000));
  await killEmbeddedDatabase(dataDir);
  const killedAt = Date.now();
  let healthyAfterMs = -1;
  while (Date.now() - killedAt < 120_000) {
    const res = await fetch(`${server.url}/api/health`).catch(() => null);
    if (res?.status === 200) {
      healthyAfterMs = Date.now() - killedAt;
      break;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  await new Promise((r) => setTimeout(r, 1000));
  writing = false;
  await writer;
  const serverAlive = server.child.exitCode === null && server.child.signalCode === null;

  writeResult('flood', {
    setup: {
      server: 'src/server/main.ts, embedded PostgreSQL, bundled sample catalog (US + CA), LOG_LEVEL=warn',
      plans: 'both users elite (no quota)',
      victim: 'keyword analyses one after the other (closed loop, one connection)',
      flood: `${FLOOD} keyword analyses in flight from one user, each burst re-sent when answered`,
      seconds: SECONDS,
    },
    victim: { quiet, underFlood, p99Ratio: Math.round((underFlood.p99Ms / quiet.p99Ms) * 100) / 100 },
    flooder: { requests: flooderStatuses.length, answers: count(flooderStatuses) },
    signUps: {
      concurrent: 100,
      answers: count(signUps.map((s) => s.status)),
      p50Ms: round(percentile(signUpMs, 50)),
      maxMs: round(Math.max(...signUpMs)),
    },
    databaseKill: {
      healthyAfterMs,
      serverAlive,
      writeAnswers: count(writeStatuses),
      restartLog: server
        .output()
        .split('\n')
        .filter((l) => /running again|stopped unexpectedly|could not start again/.test(l)).length,
    },
  });
} finally {
  await server.stop();
  await stopEmbeddedDatabase(dataDir);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
