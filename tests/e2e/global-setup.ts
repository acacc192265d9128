import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromiumLaunchOptions } from '#scripts/chromium.ts';
import { ensureClientBuild } from '#scripts/client-build.ts';
import { ensureExtensionBuild } from '#scripts/extension-build.ts';
import { waitForE2eGate } from '#tests/helpers/e2e-gate.ts';

/**
 * Builds the client if needed and starts the production server with a fresh embedded database.
 * Its log (JSON lines) goes to SCOUT_E2E_LOG, where tests read e-mails that were logged. In
 * `npm test`, all this runs beside vitest, and the tests wait for its gate (tests/helpers/e2e-gate.ts).
 */
export default async function globalSetup() {
  ensureClientBuild();
  ensureExtensionBuild(); // the extension specs load it (tests/e2e/extension-*.spec.ts)
  await chromiumLaunchOptions(); // extracts the browser once, before the workers launch it
  const port = process.env.SCOUT_E2E_PORT as string;
  // `npm test` names the folder, to stop the database itself should it stop the run mid-start.
  const dir = process.env.SCOUT_E2E_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'scout-e2e-'));
  fs.mkdirSync(dir, { recursive: true });
  fs.chmodSync(dir, 0o755);
  const logFile = path.join(dir, 'server.log');
  process.env.SCOUT_E2E_LOG = logFile;
  process.env.SCOUT_E2E_DATA_DIR = dir;
  const out = fs.openSync(logFile, 'a');
  const server: ChildProcess = spawn(process.execPath, ['src/server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: port,
      DATA_DIR: path.join(dir, 'data'),
      BASE_URL: `http://localhost:${port}`,
      TRUST_PROXY: 'true', // each test browser sends its own X-Forwarded-For, so rate limits are per test
      ADMIN_EMAILS: 'admin@e2e.test',
      // The legal notice's operator settings (tests/e2e/site.spec.ts); the address stays unset.
      SITE_EDITOR: 'Acme SAS',
      SITE_DIRECTOR: 'Jane Doe',
      SITE_HOST: 'Example Hosting',
      SITE_CONTACT_EMAIL: 'contact@acme.test',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', out, out],
  });
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(`server exited:\n${fs.readFileSync(logFile, 'utf8').slice(-3000)}`);
    try {
      const res = await fetch(`http://localhost:${port}/api/health`);
      if (res.ok) {
        await waitForE2eGate();
        return stopServer(server, dir);
      }
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  // A loaded machine can take longer (the embedded PostgreSQL cluster is created first): the tests
  // still run, and this says why the first ones may meet ECONNREFUSED.
  console.warn(
    `The e2e server did not answer /api/health within 90 s; its log so far:\n${fs.readFileSync(logFile, 'utf8').slice(-1500)}`,
  );
  await waitForE2eGate();
  return stopServer(server, dir);
}

function stopServer(server: ChildProcess, dir: string) {
  return async () => {
    // (already gone when `npm test` stopped the run's process group after another step failed)
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((r) => server.once('exit', r));
      server.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
