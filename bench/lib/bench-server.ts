import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ensureClientBuild } from '#scripts/client-build.ts';
import { startNodeFlags } from '#tests/helpers/server-process.ts';

export interface BenchServer {
  url: string;
  port: number;
  /** The server's DATA_DIR (its embedded PostgreSQL is under it). */
  dataDir: string;
  /** The Node process. */
  pid: number;
  /** The server's JSON log lines. */
  logFile: string;
  stop(): Promise<void>;
}

/** A free loopback port chosen by the system. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * The production server (`src/server/main.ts` with `npm start`'s Node flags, built client, embedded PostgreSQL in a fresh
 * temporary data directory) on a free port, as an operator runs it. Jobs are off so that nothing
 * but the benchmark's own requests runs; `env` adds or overrides variables.
 */
export async function startBenchServer(env: Record<string, string> = {}): Promise<BenchServer> {
  ensureClientBuild();
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scout-bench-'));
  fs.chmodSync(dir, 0o755);
  const logFile = path.join(dir, 'server.log');
  const out = fs.openSync(logFile, 'a');
  const url = `http://localhost:${port}`;
  const server: ChildProcess = spawn(process.execPath, [...startNodeFlags, 'src/server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: path.join(dir, 'data'),
      BASE_URL: url,
      LOG_LEVEL: 'warn',
      JOBS_ENABLED: 'false',
      ...env,
    },
    stdio: ['ignore', out, out],
  });
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited:\n${fs.readFileSync(logFile, 'utf8')}`);
    if (Date.now() > deadline) {
      server.kill('SIGKILL');
      throw new Error('the server did not become healthy within 300 s');
    }
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    port,
    dataDir: path.join(dir, 'data'),
    pid: server.pid as number,
    logFile,
    stop: async () => {
      if (server.exitCode === null) {
        server.kill('SIGTERM');
        await new Promise((r) => server.once('exit', r));
      }
      fs.closeSync(out);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Signs up a new account through the auth API and returns its session cookie header. */
export async function signUp(
  baseUrl: string,
  email = `bench-${Date.now()}@bench.test`,
): Promise<{ email: string; cookie: string }> {
  const res = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ name: 'Bench Seller', email, password: 'correct-horse-9' }),
  });
  if (!res.ok) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { email, cookie };
}
