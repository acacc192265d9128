import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { authApi } from '#contracts/auth.ts';
import { freePort } from '#server/db/embedded-postgres.ts';
import { httpTarget, signUpAs, TEST_ORIGIN, TestClient } from '#tests/helpers/test-app.ts';
import {
  containerLogs,
  containerProcesses,
  containerState,
  runDetached,
  runOnce,
  stopContainer,
  waitHealthy,
} from './containers.ts';
import { podman, run, TEST_LABEL } from './podman.ts';

/**
 * The image as an operator runs it: `docker run` with a fresh named volume at /data (embedded
 * PostgreSQL), the port published, BASE_URL set. Its data outlives a restart, it is backed up while
 * it runs and restored into another volume (db:backup, db:restore), it stops cleanly on SIGTERM,
 * nothing in it runs as root, and an unwritable /data is refused with words that say why.
 */
const image = inject('scoutImage');
const suffix = randomBytes(4).toString('hex');
const name = `scout-image-test-${suffix}`;
const volume = `scout-image-test-${suffix}`;
/** The restore's target: a fresh volume, and a container started on it. */
const restored = `scout-image-test-restored-${suffix}`;
let baseUrl: string;
/** A browser signed up through HTTP (its cookies kept), looked for after a restart, by the CLI, after a restore. */
let browser: TestClient & { userId: string; email: string };
const password = 'correct-horse-9';

/** `podman run -d` of the image on a volume, published on a free loopback port: its address. */
async function runScout(container: string, data: string) {
  const port = await freePort();
  const publish = ['-p', `127.0.0.1:${port}:3000`, '-v', `${data}:/data`, '-e', `BASE_URL=${TEST_ORIGIN}`];
  await runDetached(container, publish, image);
  return `http://127.0.0.1:${port}`;
}

beforeAll(async () => {
  await podman(['volume', 'create', '--label', TEST_LABEL, volume]);
  baseUrl = await runScout(name, volume);
});

afterAll(async () => {
  await run('podman', ['rm', '-f', '-t', '0', name, restored]);
  await run('podman', ['volume', 'rm', '-f', volume, restored]);
});

describe('the container image', () => {
  it('starts on a fresh volume and passes its own health check', async () => {
    const waited = await waitHealthy(name, 180_000);
    console.log(
      `cold start to healthy (first start: cluster, migrations, sample catalog): ${(waited / 1000).toFixed(1)} s`,
    );
    expect((await containerState(name)).health).toBe('healthy');
    const health = await (await fetch(`${baseUrl}/api/health`)).json();
    expect(health).toMatchObject({
      status: 'ok',
      database: { reachable: true, server: { state: 'running' } },
    });
  });

  it('runs the server and its database as the unprivileged user node, none of them as root', async () => {
    const processes = await containerProcesses(name);
    expect(processes[0]).toMatchObject({ user: 'node', args: expect.stringContaining('src/server/main.ts') });
    expect(processes.some((p) => p.args.includes('postgres -D /data/postgres'))).toBe(true);
    expect(processes.filter((p) => p.user !== 'node')).toEqual([]);
  });

  it('keeps a user signed up through HTTP across a restart of the container', async () => {
    browser = await signUpAs(new TestClient(httpTarget(baseUrl)), { name: 'Container Test', password });
    expect((await browser.call(authApi.session)).body).toMatchObject({ user: { email: browser.email } });

    await podman(['restart', '-t', '10', name]);
    await waitHealthy(name, 120_000);

    // The same session cookie (the auth secret is in the volume too), and a sign-in with the password.
    expect((await browser.call(authApi.session)).body).toMatchObject({ user: { email: browser.email } });
    const again = new TestClient(httpTarget(baseUrl));
    const signIn = await again.call(authApi.signIn, { body: { email: browser.email, password } });
    expect(signIn.status).toBe(200);
    expect((await again.call(authApi.session)).body).toMatchObject({ user: { id: browser.userId } });
  });

  it('backs the running install up with db:backup, run inside its container', async () => {
    const cli = ['npm', 'run', '--silent', 'cli', '--', 'db:backup', '/data/scout.backup'];
    const output = await podman(['exec', name, ...cli]);
    expect(output).toMatch(/Backed up \d+ rows of \d+ tables/);
    expect(output).toContain('Scout kept running');
  });

  it('stops cleanly on SIGTERM within 10 s', async () => {
    const stop = await stopContainer(name, 10);
    console.log(`stop on SIGTERM: ${stop.seconds.toFixed(1)} s`);
    // Past the 10 s grace podman would SIGKILL it: exit 137, not 0.
    expect(stop.exitCode).toBe(0);
    expect(stop.seconds).toBeLessThan(10);
    expect(await containerLogs(name)).toContain('stopped cleanly');
  });

  it("runs an administration command on the stopped install's volume (npm run cli)", async () => {
    const cli = ['npm', 'run', '--silent', 'cli', '--', 'grant-admin', browser.email];
    const result = await runOnce(image, [`${volume}:/data`], cli);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain(`${browser.email} is now an administrator.`);
  });

  it('restores the backup into a fresh volume, where the user is still signed in', async () => {
    await podman(['volume', 'create', '--label', TEST_LABEL, restored]);
    // As docs/deployment.md says: the install's secret files first, then db:restore.
    const restore = await runOnce(
      image,
      [`${restored}:/data`, `${volume}:/backup:ro`],
      [
        'sh',
        '-c',
        'cp /backup/auth-secret /data/ && if [ -f /backup/encryption-key ]; then cp /backup/encryption-key /data/; fi && npm run --silent cli -- db:restore /backup/scout.backup',
      ],
    );
    expect(restore.code, restore.stdout + restore.stderr).toBe(0);
    expect(restore.stdout).toMatch(/Restored \d+ rows of \d+ tables/);

    const restoredUrl = await runScout(restored, restored);
    await waitHealthy(restored, 180_000);
    const there = browser.via(httpTarget(restoredUrl));
    expect((await there.call(authApi.session)).body).toMatchObject({ user: { id: browser.userId } });
    await stopContainer(restored, 10);
  });

  it('refuses to start on a /data it cannot write, and says how to fix it', async () => {
    // A host folder owned by root, as a bind mount made without thinking of the image's user.
    const hostDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scout-image-readonly-'));
    fs.chmodSync(hostDir, 0o755);
    try {
      const result = await runOnce(image, [`${hostDir}:/data`]);
      const output = result.stdout + result.stderr;
      expect(result.code).toBe(1);
      expect(output).toContain('The data directory /data cannot be created or written');
      expect(output).toContain('uid 1000');
      expect(output).toMatch(/chown -R 1000:1000/);
    } finally {
      fs.rmSync(hostDir, { recursive: true, force: true });
    }
  });
});
