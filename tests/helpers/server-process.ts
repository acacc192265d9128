import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, runningEmbeddedPostgres } from '#server/db/embedded-postgres.ts';
import { COMPILE_CACHE_ENV } from './compile-cache.ts';

/**
 * The real server (`node src/server/main.ts`) as a child process, as an operator runs it: its own
 * PORT and DATA_DIR (embedded PostgreSQL) or a DATABASE_URL. Used by the crash-safety and
 * two-instance tests and by the benchmarks. Its JSON log lines are kept in memory.
 */
export interface ServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
  dataDir: string;
  /** When the process was spawned (epoch ms), to place its log lines' `time` on a timeline. */
  spawnedAt: number;
  /** Milliseconds from spawn to the first healthy answer. */
  startMs: number;
  /** Everything the process wrote so far (JSON log lines). */
  output(): string;
  /** Log lines whose `msg` contains `text`. */
  logged(text: string): Record<string, unknown>[];
  /** SIGKILL (no clean-up at all) and wait for the exit. */
  kill(): Promise<void>;
  /** SIGTERM (graceful shutdown) and wait for the exit. */
  stop(): Promise<void>;
}

/** The V8 flags `npm start` gives Node (package.json), so tests and benchmarks run the server the same way. */
export const startNodeFlags: string[] =
  (JSON.parse(fs.readFileSync('package.json', 'utf8')).scripts.start as string).match(/--[\w-]+=\S+/g) ?? [];

/** A DATA_DIR in the system temp folder that the `postgres` OS user can traverse when we run as root. */
export function tempDataDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.chmodSync(dir, 0o755);
  return dir;
}

export async function startServer(o: {
  dataDir: string;
  env?: Record<string, string>;
  port?: number;
  timeoutMs?: number;
  /** Node's flags; by default those of `npm start` (package.json). */
  nodeFlags?: string[];
}): Promise<ServerProcess> {
  const port = o.port ?? (await freePort());
  const started = performance.now();
  const spawnedAt = Date.now();
  const child = spawn(process.execPath, [...(o.nodeFlags ?? startNodeFlags), 'src/server/main.ts'], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      TMPDIR: process.env.TMPDIR,
      ...COMPILE_CACHE_ENV,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: o.dataDir,
      BASE_URL: 'http://localhost:3000', // the origin TestClient sends (tests/helpers/test-app.ts)
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'info',
      CATALOG_SAMPLE: 'false',
      CLIENT_DIST_DIR: '/nonexistent-client-dist',
      ...o.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  // Should the test process end without stopping it, the server stops too (and stops its database).
  const stopWithUs = () => child.kill('SIGTERM');
  process.once('exit', stopWithUs);
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      process.off('exit', stopWithUs);
      resolve();
    }),
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (o.timeoutMs ?? 90_000);
  while (true) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the server stopped during start-up:\n${output.slice(-3000)}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server was not healthy in time:\n${output.slice(-3000)}`);
    }
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  const startMs = performance.now() - started;
  const signal = async (name: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(name);
    await exited;
  };
  return {
    url,
    port,
    child,
    dataDir: o.dataDir,
    spawnedAt,
    startMs,
    output: () => output,
    logged: (text) =>
      output
        .split('\n')
        .filter((line) => line.includes(text))
        .flatMap((line) => {
          try {
            return [JSON.parse(line) as Record<string, unknown>];
          } catch {
            return [];
          }
        })
        .filter((entry) => String(entry.msg ?? '').includes(text)),
    kill: () => signal('SIGKILL'),
    stop: () => signal('SIGTERM'),
  };
}

/** The embedded PostgreSQL of a DATA_DIR while it runs: its postmaster pid and a URL to the app database. */
export const embeddedDatabase = (dataDir: string) => runningEmbeddedPostgres(dataDir);

/** Running (a zombie waiting to be reaped counts as dead). */
export const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    return !/^\d+ \(.*\) Z/.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return true; // no /proc (macOS): kill(0) is all we know
  }
};

export async function waitUntil(check: () => boolean, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting: ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Direct children of a process (from /proc, Linux). */
export function childPids(pid: number): number[] {
  return fs
    .readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .filter((d) => {
      try {
        // pid (comm) state ppid …: comm may contain spaces, so read after the last ')'.
        const stat = fs.readFileSync(`/proc/${d}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      } catch {
        return false; // ended meanwhile
      }
    })
    .map(Number);
}

/**
 * SIGKILLs the embedded PostgreSQL of a DATA_DIR: the postmaster and every backend and auxiliary
 * process at the same instant (each runs in its own session, so a process-group kill would miss
 * them), as a power cut would leave it. The next start must replay the write-ahead log.
 */
export async function killEmbeddedDatabase(dataDir: string) {
  const database = embeddedDatabase(dataDir);
  if (!database || !isAlive(database.pid)) return;
  const pids = [database.pid, ...childPids(database.pid)];
  for (const pid of pids) process.kill(pid, 'SIGKILL');
  await waitUntil(() => !pids.some(isAlive), 10_000, 'the database processes to die');
}

/** Clean-up after a test: stops a database left running by a killed server (SIGINT: fast shutdown). */
export async function stopEmbeddedDatabase(dataDir: string) {
  const database = embeddedDatabase(dataDir);
  if (!database || !isAlive(database.pid)) return;
  process.kill(database.pid, 'SIGINT');
  await waitUntil(() => !isAlive(database.pid), 20_000, 'the database to stop');
}
