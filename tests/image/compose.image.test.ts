import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { authApi } from '#contracts/auth.ts';
import { freePort } from '#server/db/embedded-postgres.ts';
import { httpTarget, signUpAs, TestClient } from '#tests/helpers/test-app.ts';
import { containerProcesses, containerState, waitHealthy } from './containers.ts';
import { COMPOSE_TEST_PREFIX, podman, podmanEnv, run } from './podman.ts';

/**
 * compose.yaml with .env.example as an operator fills it in (the secrets, nothing else), run by
 * docker-compose (Debian's, 1.29) against podman's Docker API, on the local PostgreSQL stand-in:
 * PostgreSQL first, Scout once it is healthy, Caddy only with its profile, Scout started again after
 * a crash, a backup with `compose exec`, and the data kept across `down` and `up`.
 */
const suffix = randomBytes(4).toString('hex');
const project = `${COMPOSE_TEST_PREFIX}${suffix}`;
let dir: string;
let socket: string;
let service: ChildProcess;
let baseUrl: string;
let env: Record<string, string>;

/** Run inside the container: SIGKILL to the server's Node process (found by its command line). */
const KILL_SERVER = `
const fs = require('node:fs');
for (const pid of fs.readdirSync('/proc').filter((d) => /^\\d+$/.test(d) && Number(d) !== process.pid)) {
  try {
    if (fs.readFileSync('/proc/' + pid + '/cmdline', 'utf8').includes('src/server/main.ts')) process.kill(Number(pid), 'SIGKILL');
  } catch {}
}`;

const compose = (args: string[]) =>
  run('docker-compose', ['--project-name', project, ...args], {
    cwd: dir,
    // Only what compose needs: a variable of the test process (vitest sets BASE_URL=/) would win
    // over .env's, as an operator's shell variables do.
    env: { PATH: process.env.PATH, HOME: process.env.HOME, DOCKER_HOST: `unix://${socket}` },
  });

/** The container of a compose service (compose labels each with its project and service). */
const containerOf = async (serviceName: string) =>
  podman([
    'ps',
    '-a',
    '--filter',
    `label=com.docker.compose.project=${project}`,
    '--filter',
    `label=com.docker.compose.service=${serviceName}`,
    '--format',
    '{{.Names}}',
  ]);

/** .env.example with its required secrets filled in, as its comments say, and the local images. */
function fillEnv(example: string, values: Record<string, string>) {
  let text = example;
  for (const [key, value] of Object.entries(values)) {
    const line = new RegExp(`^#? ?${key}=.*$`, 'm');
    text = line.test(text) ? text.replace(line, `${key}=${value}`) : `${text}\n${key}=${value}\n`;
  }
  return text;
}

/** Sends the Origin of the production BASE_URL (.env.example's), as a browser on that site would. */
class SiteBrowser extends TestClient {
  override request(method: string, p: string, options: Parameters<TestClient['request']>[2] = {}) {
    return super.request(method, p, { ...options, headers: { origin: env.BASE_URL, ...options.headers } });
  }
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scout-compose-'));
  socket = path.join(dir, 'podman.sock');
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  const example = fs.readFileSync('.env.example', 'utf8');
  const hex = (bytes: number) => randomBytes(bytes).toString('hex');
  env = {
    AUTH_SECRET: hex(32),
    ENCRYPTION_KEY: hex(32),
    POSTGRES_PASSWORD: hex(24),
    SCOUT_PORT: String(port),
    SCOUT_IMAGE: inject('scoutImage'),
    POSTGRES_IMAGE: inject('postgresImage'),
  };
  fs.writeFileSync(path.join(dir, '.env'), fillEnv(example, env));
  env = Object.fromEntries(
    fs
      .readFileSync(path.join(dir, '.env'), 'utf8')
      .split('\n')
      .filter((l) => /^[A-Z_]+=/.test(l))
      .map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]),
  );
  fs.copyFileSync('compose.yaml', path.join(dir, 'compose.yaml'));
  service = spawn('podman', ['system', 'service', '--time=0', `unix://${socket}`], {
    env: podmanEnv(),
    stdio: 'ignore',
  });
  const until = Date.now() + 20_000;
  while (!fs.existsSync(socket)) {
    if (Date.now() > until) throw new Error('podman system service did not open its socket');
    await new Promise((r) => setTimeout(r, 100));
  }
});

afterAll(async () => {
  if (socket && fs.existsSync(socket)) await compose(['down', '--volumes', '--timeout', '5']);
  service?.kill('SIGTERM');
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

/**
 * `docker-compose up -d`, running meanwhile the db service's health check (no systemd here to
 * schedule it): compose starts Scout only once it has seen the database healthy. Returns when the
 * database was first seen healthy.
 */
async function composeUp(): Promise<Date> {
  const up = compose(['up', '-d', '--no-build']);
  let finished = false;
  void up.finally(() => {
    finished = true;
  });
  let healthySince: Date | undefined;
  while (!finished) {
    const db = await containerOf('db').catch(() => '');
    if (db && !healthySince && (await run('podman', ['healthcheck', 'run', db])).code === 0)
      healthySince = new Date();
    await new Promise((r) => setTimeout(r, 500));
  }
  const result = await up;
  if (result.code !== 0) throw new Error(`docker-compose up failed:\n${result.stdout}${result.stderr}`);
  if (!healthySince) throw new Error('compose started everything before the database was healthy');
  return healthySince;
}

describe('compose.yaml', () => {
  it('starts PostgreSQL, then Scout once the database is healthy, and no Caddy without its profile', async () => {
    const dbHealthy = await composeUp();
    const scout = await containerOf('scout');
    const startedAt = new Date(
      await podman(['inspect', '--format', '{{.State.StartedAt}}', scout]).then((s) =>
        s.replace(/ \+0000 UTC$/, 'Z').replace(' ', 'T'),
      ),
    );
    expect(startedAt.getTime()).toBeGreaterThanOrEqual(dbHealthy.getTime() - 1000);
    expect(await containerOf('caddy')).toBe('');

    await waitHealthy(scout, 180_000);
    const health = await (await fetch(`${baseUrl}/api/health`)).json();
    // The compose database, not the embedded one.
    expect(health).toMatchObject({
      status: 'ok',
      database: { reachable: true, server: null, version: expect.stringMatching(/^PostgreSQL \d+/) },
    });
    // init: true — a minimal init is PID 1, Node under it; nothing as root.
    const processes = await containerProcesses(scout);
    expect(processes[0].args).toMatch(/podman-init|catatonit|tini|docker-init/);
    expect(processes.some((p) => p.args.includes('src/server/main.ts'))).toBe(true);
    expect(processes.filter((p) => p.user !== 'node')).toEqual([]);
  });

  it('starts Scout again after a crash and keeps its users across down and up', async () => {
    const browser = new SiteBrowser(httpTarget(baseUrl));
    const user = await signUpAs(browser, { name: 'Compose Test' });
    const scout = await containerOf('scout');

    // A crash: Node killed outright. restart: unless-stopped brings the container back.
    const restarts = async () => Number(await podman(['inspect', '--format', '{{.RestartCount}}', scout]));
    const before = await restarts();
    await podman(['exec', scout, 'node', '-e', KILL_SERVER]);
    const until = Date.now() + 60_000;
    while ((await restarts()) === before) {
      if (Date.now() > until)
        throw new Error(
          `the container was not started again after the crash (${JSON.stringify(await containerState(scout))})`,
        );
      await new Promise((r) => setTimeout(r, 200));
    }
    await waitHealthy(scout, 120_000);
    expect((await browser.call(authApi.session)).body).toMatchObject({ user: { email: user.email } });

    // The backup command of docs/deployment.md, on the compose database.
    const backup = await compose([
      'exec',
      '-T',
      'scout',
      'npm',
      'run',
      '-s',
      'cli',
      '--',
      'db:backup',
      '/data/scout.backup',
    ]);
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toMatch(/Backed up \d+ rows of \d+ tables .*PostgreSQL/);

    const down = await compose(['down', '--timeout', '30']);
    expect(down.code, down.stderr).toBe(0);
    await composeUp();
    await waitHealthy(await containerOf('scout'), 180_000);
    const again = new SiteBrowser(httpTarget(baseUrl));
    const signIn = await again.call(authApi.signIn, {
      body: { email: user.email, password: 'correct-horse-9' },
    });
    expect(signIn.status).toBe(200);
  });
});
