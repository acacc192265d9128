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
 * PostgreSQL), the port published, BASE_URL set. Its data outlives a restart, it stops cleanly on
 * SIGTERM, nothing in it runs as root, and an unwritable /data is refused with words that say why.
 */
const image = inject('scoutImage');
const suffix = randomBytes(4).toString('hex');
const name = `scout-image-test-${suffix}`;
const volume = `scout-image-test-${suffix}`;
let baseUrl: string;
/** The address signed up through HTTP, looked for again after the restart and by the CLI. */
let signedUpEmail: string;

beforeAll(async () => {
  await podman(['volume', 'create', '--label', TEST_LABEL, volume]);
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  await runDetached(
    name,
    ['-p', `127.0.0.1:${port}:3000`, '-v', `${volume}:/data`, '-e', `BASE_URL=${TEST_ORIGIN}`],
    image,
  );
});

afterAll(async () => {
  await run('podman', ['rm', '-f', '-t', '0', name]);
  await run('podman', ['volume', 'rm', '-f', volume]);
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
    const browser = new TestClient(httpTarget(baseUrl));
    const password = 'correct-horse-9';
    const user = await signUpAs(browser, { name: 'Container Test', password });
    signedUpEmail = user.email;
    expect((await browser.call(authApi.session)).body).toMatchObject({ user: { email: user.email } });

    await podman(['restart', '-t', '10', name]);
    await waitHealthy(name, 120_000);

    // The same session cookie (the auth secret is in the volume too), and a sign-in with the password.
    expect((await browser.call(authApi.session)).body).toMatchObject({ user: { email: user.email } });
    const again = new TestClient(httpTarget(baseUrl));
    const signIn = await again.call(authApi.signIn, { body: { email: user.email, password } });
    expect(signIn.status).toBe(200);
    expect((await again.call(authApi.session)).body).toMatchObject({ user: { id: user.userId } });
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
    const cli = ['npm', 'run', '--silent', 'cli', '--', 'grant-admin', signedUpEmail];
    const result = await runOnce(image, `${volume}:/data`, cli);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain(`${signedUpEmail} is now an administrator.`);
  });

  it('refuses to start on a /data it cannot write, and says how to fix it', async () => {
    // A host folder owned by root, as a bind mount made without thinking of the image's user.
    const hostDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scout-image-readonly-'));
    fs.chmodSync(hostDir, 0o755);
    try {
      const result = await runOnce(image, `${hostDir}:/data`);
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
