/**
 * Secrets never reach the log: the real server process (src/server/main.ts) boots at debug level
 * with every secret of the configuration set, serves sign-up, sign-in (right and wrong password),
 * API-key calls, an Amazon connection (client secret and refresh token), a password reset whose
 * e-mail cannot be sent, and refusals; then everything it wrote to stdout and stderr is searched
 * for each secret value.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { COMPILE_CACHE_ENV } from '#tests/helpers/compile-cache.ts';
import { givePlan } from '#tests/helpers/factories/index.ts';
import { startSpApiStandIn } from '#tests/helpers/sp-api-stand-in.ts';
import { selfConnection } from '#tests/helpers/sp-api-world.ts';
import { createTestContext } from '#tests/helpers/test-app.ts';

const ctx = await createTestContext();
const amazon = await startSpApiStandIn();
afterAll(() => amazon.close());

const secret = (label: string) => `${label}-${randomBytes(12).toString('hex')}`;
const SECRETS = {
  AUTH_SECRET: secret('auth-secret-value'),
  ENCRYPTION_KEY: randomBytes(32).toString('hex'),
  STRIPE_SECRET_KEY: `sk_test_${randomBytes(16).toString('hex')}`,
  STRIPE_WEBHOOK_SECRET: `whsec_${randomBytes(16).toString('hex')}`,
  SPAPI_CLIENT_SECRET: secret('spapi-app-secret'),
  OPENAI_API_KEY: secret('openai-key'),
  SMTP_PASSWORD: secret('smtp-pass'),
};

/** A loopback port nothing listens on (the SMTP server the reset e-mail cannot reach). */
async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((r) => server.close(r));
  return port;
}

describe('secrets in the log', () => {
  it('never writes a secret, a password, a session token, an API key or a refresh token', {
    timeout: 90_000,
  }, async () => {
    const [port, smtpPort] = [await freePort(), await freePort()];
    const base = `http://127.0.0.1:${port}`;
    const output: string[] = [];
    const server: ChildProcess = spawn(process.execPath, ['src/server/main.ts'], {
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        ...COMPILE_CACHE_ENV,
        NODE_ENV: 'production',
        BASE_URL: base,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: ctx.databaseUrl,
        LOG_LEVEL: 'debug',
        CATALOG_SAMPLE: 'false',
        JOBS_ENABLED: 'false',
        CLIENT_DIST_DIR: '/nonexistent-client-dist',
        AUTH_SECRET: SECRETS.AUTH_SECRET,
        ENCRYPTION_KEY: SECRETS.ENCRYPTION_KEY,
        STRIPE_SECRET_KEY: SECRETS.STRIPE_SECRET_KEY,
        STRIPE_WEBHOOK_SECRET: SECRETS.STRIPE_WEBHOOK_SECRET,
        SPAPI_CLIENT_ID: 'amzn1.application-oa2-client.scout-logs',
        SPAPI_CLIENT_SECRET: SECRETS.SPAPI_CLIENT_SECRET,
        SPAPI_APP_ID: 'amzn1.sp.solution.scout-logs',
        SPAPI_ENDPOINT: amazon.url,
        SPAPI_LWA_TOKEN_URL: amazon.tokenUrl,
        AI_PROVIDER: 'openai-compatible',
        OPENAI_BASE_URL: 'http://127.0.0.1:9/v1',
        OPENAI_API_KEY: SECRETS.OPENAI_API_KEY,
        OPENAI_MODEL: 'scout-test-model',
        SMTP_URL: `smtp://scout:${SECRETS.SMTP_PASSWORD}@127.0.0.1:${smtpPort}`,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout?.on('data', (d) => output.push(String(d)));
    server.stderr?.on('data', (d) => output.push(String(d)));
    const seen: string[] = [];
    try {
      await until(
        async () => (await fetch(`${base}/api/health`).catch(() => null))?.ok === true,
        server,
        output,
      );
      const call = async (
        method: string,
        path: string,
        o: { body?: unknown; cookie?: string; bearer?: string } = {},
      ) => {
        const headers: Record<string, string> = { origin: base, 'content-type': 'application/json' };
        if (o.cookie) headers.cookie = o.cookie;
        if (o.bearer) headers.authorization = `Bearer ${o.bearer}`;
        const res = await fetch(`${base}${path}`, {
          method,
          headers,
          body: o.body === undefined ? undefined : JSON.stringify(o.body),
        });
        const cookie = res.headers
          .getSetCookie()
          .map((c) => c.split(';')[0])
          .join('; ');
        return { status: res.status, body: await res.json().catch(() => null), cookie };
      };

      const email = `logs-${randomBytes(4).toString('hex')}@example.com`;
      const password = secret('user-password');
      const signUp = await call('POST', '/api/auth/sign-up/email', {
        body: { name: 'Logs', email, password },
      });
      expect(signUp.status).toBe(200);
      const signIn = await call('POST', '/api/auth/sign-in/email', { body: { email, password } });
      expect(signIn.status).toBe(200);
      const cookie = signIn.cookie;
      seen.push(password, signIn.body.token, decodeURIComponent(cookie.split('=')[1] ?? ''));
      const wrong = secret('wrong-password');
      seen.push(wrong);
      expect(
        (await call('POST', '/api/auth/sign-in/email', { body: { email, password: wrong } })).status,
      ).toBe(401);

      await givePlan(ctx.deps.database.db, signUp.body.user.id, 'elite');
      const key = await call('POST', '/api/api-keys', { cookie, body: { name: 'logs' } });
      expect(key.status).toBe(201);
      seen.push(key.body.key);
      expect((await call('GET', '/api/v1/usage', { bearer: key.body.key })).status).toBe(200);
      const badKey = `sk_scout_${randomBytes(16).toString('hex')}`;
      seen.push(badKey);
      expect((await call('GET', '/api/v1/usage', { bearer: badKey })).status).toBe(401);

      const seller = amazon.addSeller({
        sellerId: 'A1LOGS00000001',
        clientId: 'amzn1.application-oa2-client.logs-seller',
        clientSecret: secret('seller-client-secret'),
        refreshToken: `Atzr|${secret('seller-refresh-token')}`,
        marketplaceIds: ['ATVPDKIKX0DER'],
      });
      seen.push(seller.clientSecret, seller.refreshToken);
      const connection = selfConnection(seller);
      expect((await call('PUT', '/api/amazon/connection', { cookie, body: connection })).status).toBe(200);
      const badSecret = secret('rejected-client-secret');
      seen.push(badSecret);
      await call('PUT', '/api/amazon/connection', {
        cookie,
        body: { ...connection, lwaClientSecret: badSecret },
      });

      // The e-mail cannot be sent (nothing listens on the SMTP port): the failure is logged.
      await call('POST', '/api/auth/request-password-reset', { body: { email, redirectTo: '/auth' } });
      const newPassword = secret('new-password');
      seen.push(newPassword);
      await call('POST', '/api/auth/change-password', {
        cookie,
        body: { currentPassword: wrong, newPassword },
      });
      await call('POST', '/api/auth/change-password', {
        cookie,
        body: { currentPassword: password, newPassword },
      });
      await call('PATCH', '/api/profile', { cookie, body: { password, token: key.body.key } });
    } finally {
      if (server.exitCode === null) {
        const exited = new Promise((r) => server.once('exit', r));
        server.kill('SIGTERM');
        await exited;
      }
    }
    const log = output.join('');
    expect(log).toContain('"msg":"request"');
    expect(log).toContain('ECONNREFUSED'); // the failed reset e-mail was logged
    const leaked = [...Object.entries(SECRETS), ...seen.map((v, i) => [`value ${i}`, v] as const)]
      .filter(([, value]) => value && log.includes(value))
      .map(([name]) => name);
    expect(leaked).toEqual([]);
  });
});

async function until(ready: () => Promise<boolean>, server: ChildProcess, output: string[]) {
  const started = Date.now();
  while (Date.now() - started < 45_000) {
    if (await ready()) return;
    if (server.exitCode !== null) throw new Error(`the server stopped: ${output.join('')}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the server did not start: ${output.join('')}`);
}
