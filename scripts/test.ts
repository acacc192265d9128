// `npm test`: lint + typecheck + unit + integration + end-to-end, stopping at the first failure.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { E2E_GATE_ENV, openE2eGate } from '../tests/helpers/e2e-gate.ts';

const bin = (pkg: string, file: string) => path.join('node_modules', pkg, file);
const npmCli = process.env.npm_execpath;
interface Step {
  name: string;
  args: string[];
  /** How it is stopped after another step's failure: vitest and Playwright stop their servers and databases on SIGINT. */
  stop?: 'SIGINT';
}
/**
 * Three lanes side by side, so that a core idle in one is used by another (2 cores: CI):
 * - the checks, one after the other, their output shown when each ends;
 * - vitest, its output shown as it runs;
 * - Playwright, set-up and tests beside all of vitest (4 workers on 2 cores), its output held until
 *   vitest ends: on an idle 2-core machine the whole suite took 712.6 s so, against 845 s when the
 *   end-to-end tests waited for vitest's last stretch (docs/benchmarks.md, test-suite).
 *   SCOUT_TEST_E2E_GATE=1 keeps them at a gate (tests/helpers/e2e-gate.ts) that vitest opens when one
 *   of its workers has no file left, the set-up running meanwhile.
 */
const checks: Step[] = [
  // npm ci refuses a lockfile that misses a platform package the registry lacks: catch it here, not in CI.
  ...(npmCli
    ? [
        {
          name: 'lockfile in sync (npm ci --dry-run)',
          args: [npmCli, 'ci', '--dry-run', '--ignore-scripts', '--no-audit'],
        },
      ]
    : []),
  { name: 'lint (biome)', args: [bin('@biomejs/biome', 'bin/biome'), 'check', '.'] },
  { name: 'typecheck (tsc)', args: [bin('typescript', 'bin/tsc'), '-p', 'tsconfig.json'] },
];
const vitest: Step = {
  name: 'unit + integration (vitest)',
  args: [bin('vitest', 'vitest.mjs'), 'run'],
  stop: 'SIGINT',
};
const playwright: Step = {
  name: 'end-to-end (playwright)',
  // SCOUT_TEST_TIMINGS=<folder>: each file's time as JSON there too, to rank the files (vitest.config.ts).
  args: [
    bin('@playwright/test', 'cli.js'),
    'test',
    ...(process.env.SCOUT_TEST_TIMINGS ? ['--reporter=list,json'] : []),
  ],
  stop: 'SIGINT',
};

/**
 * What each failed end-to-end test's page showed (Playwright's error-context.md: the page's
 * accessibility snapshot at the failure): CI keeps only the console, not test-results/.
 */
function printPagesOfFailures() {
  const files = fs.existsSync('test-results') ? fs.globSync('test-results/**/error-context.md') : [];
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    const lines = text.slice(Math.max(0, text.indexOf('# Test info'))).split('\n');
    console.error(`\n── ${file} (first 150 of ${lines.length} lines) ──\n${lines.slice(0, 150).join('\n')}`);
  }
}

const only = process.argv.slice(2);
const chosen = (step: Step) => !only.length || only.some((o) => step.name.includes(o));
const started = Date.now();
const seconds = (since: number) => ((Date.now() - since) / 1000).toFixed(1);
const together = chosen(vitest) && chosen(playwright);
const gate =
  together && process.env.SCOUT_TEST_E2E_GATE ? path.join(os.tmpdir(), `scout-e2e-gate-${process.pid}`) : '';
process.once('exit', () => gate && fs.rmSync(gate, { force: true }));
/** The e2e server's folder (tests/e2e/global-setup.ts), known here to clean it after a stop. */
const e2eDir = path.join(os.tmpdir(), `scout-e2e-run-${process.pid}`);
const e2eEnv = {
  SCOUT_E2E_DIR: e2eDir,
  ...(gate ? { [E2E_GATE_ENV]: gate } : {}),
  ...(process.env.SCOUT_TEST_TIMINGS
    ? { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(process.env.SCOUT_TEST_TIMINGS, 'playwright.json') }
    : {}),
};
const running = new Map<ChildProcess, Step>();
let stopping = false;

/**
 * Stops every step still running, with all it started (its process group: workers, servers, their
 * databases): vitest and Playwright by SIGINT as a Ctrl-C would, the others by SIGTERM; what is
 * still there after 30 s is killed.
 */
async function stopOthers() {
  stopping = true;
  const signal = (pid: number | undefined, name: NodeJS.Signals) => {
    try {
      process.kill(-(pid as number), name);
    } catch {} // already gone
  };
  const groups = [...running].map(([child, step]) => ({
    pid: child.pid,
    stop: step.stop ?? ('SIGTERM' as const),
  }));
  const alive = (pid: number | undefined) => {
    try {
      process.kill(-(pid as number), 0);
      return true;
    } catch {
      return false;
    }
  };
  for (const group of groups) signal(group.pid, group.stop);
  // The whole group, not only the step's own process: a server still winding down writes its folder.
  for (let waited = 0; groups.some((g) => alive(g.pid)); waited += 100) {
    if (waited === 30_000) for (const g of groups) signal(g.pid, 'SIGKILL');
    await new Promise((r) => setTimeout(r, 100));
  }
  // A server stopped during its start-up leaves its embedded database running.
  if (fs.existsSync(e2eDir)) {
    const { stopEmbeddedDatabase } = await import('../tests/helpers/server-process.ts');
    await stopEmbeddedDatabase(path.join(e2eDir, 'data')).catch(() => {});
    fs.rmSync(e2eDir, { recursive: true, force: true });
  }
}
// Each step runs in a process group of its own (so that a failure elsewhere can stop all of it):
// a Ctrl-C or a CI's stop reaches them through this script.
for (const name of ['SIGINT', 'SIGTERM'] as const)
  process.once(name, async () => {
    await stopOthers();
    process.exit(130);
  });

async function fail(step: Step, status: number | null, since: number): Promise<never> {
  await stopOthers();
  if (step === playwright) printPagesOfFailures();
  console.error(`\n✖ ${step.name} failed after ${seconds(since)} s`);
  process.exit(status ?? 1);
}

/**
 * Starts one step. Its output comes as it is written, or with `held`, from the moment `release` is
 * called (what was written before first) or the step ends.
 */
function run(step: Step, o: { env?: NodeJS.ProcessEnv; held?: boolean } = {}) {
  const t0 = Date.now();
  const child = spawn(process.execPath, step.args, {
    stdio: ['ignore', o.held ? 'pipe' : 'inherit', o.held ? 'pipe' : 'inherit'],
    env: { ...process.env, ...o.env },
    detached: true,
  });
  running.set(child, step);
  let held: Buffer[] | null = o.held ? [] : null;
  for (const stream of [child.stdout, child.stderr])
    stream?.on('data', (d: Buffer) => {
      if (held) held.push(d);
      else process.stdout.write(d);
    });
  const release = () => {
    if (!held) return;
    console.log(`\n▶ ${step.name}`);
    for (const d of held) process.stdout.write(d);
    held = null;
  };
  if (!o.held) console.log(`\n▶ ${step.name}`);
  const done = new Promise<void>((resolve) =>
    child.once('exit', async (status) => {
      running.delete(child);
      if (stopping) return; // stopped after another step's failure
      release();
      if (status !== 0) await fail(step, status, t0);
      console.log(`✔ ${step.name} (${seconds(t0)} s)`);
      resolve();
    }),
  );
  return { done, release };
}

const lanes: Promise<void>[] = [];
lanes.push(
  (async () => {
    for (const step of checks.filter(chosen)) await run(step, { held: true }).done;
  })(),
);
const e2e = chosen(playwright) ? run(playwright, { env: e2eEnv, held: together }) : null;
if (chosen(vitest))
  lanes.push(
    run(vitest, { env: gate ? { [E2E_GATE_ENV]: gate } : {} }).done.then(() => {
      openE2eGate(gate);
      e2e?.release();
    }),
  );
if (e2e) lanes.push(e2e.done);
await Promise.all(lanes);

console.log(`\nAll checks passed in ${seconds(started)} s`);
// The extension journey needs a full Chromium (tests/e2e/extension-journey.spec.ts): say it loudly when it could not run.
const fullChromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(fullChromium))
  console.log(
    `\n⚠ The browser-extension journey was SKIPPED: no full Chromium at ${fullChromium} (apt-get install -y chromium, or set CHROMIUM_PATH).`,
  );
