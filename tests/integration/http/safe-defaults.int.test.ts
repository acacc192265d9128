import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { billingApi } from '#contracts/billing.ts';
import { usageApi } from '#contracts/usage.ts';
import { COMPILE_CACHE_ENV } from '#tests/helpers/compile-cache.ts';
import { tempDataDir } from '#tests/helpers/server-process.ts';
import { createTestContext, httpTarget, signUpAs, TestClient } from '#tests/helpers/test-app.ts';
import { startServerOnTestDatabase } from '#tests/helpers/test-database.ts';

/**
 * Issue 30, "the README's quick start gives anyone any plan for free": with no HOST the server
 * listened on every interface and the test checkout (on by default without BASE_URL) confirmed an
 * Elite plan for anyone who reached the port. Now the server listens on loopback unless told, the
 * test checkout serves clients of this machine only, and it cannot be forced on a public BASE_URL.
 */
const ctx = await createTestContext();

/** An address of this machine that is not loopback (what another machine would connect to). */
const externalAddress = Object.values(os.networkInterfaces())
  .flat()
  .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;

const stops: (() => Promise<void>)[] = [];
afterAll(async () => {
  await Promise.all(stops.map((stop) => stop()));
});

/** A real server on a copy of the suite's template: the listening address and the checkout are the point here. */
async function startRealServer(env: Record<string, string>) {
  const { server, stop } = await startServerOnTestDatabase({
    adminUrl: inject('databaseAdminUrl'),
    dataDirPrefix: 'scout-safe-defaults-',
    env,
  });
  stops.push(stop);
  return server;
}

const order = { plan: 'elite', billingPeriod: 'monthly', acceptTerms: true } as const;

describe('the built-in test checkout serves this machine only', () => {
  it('a client from another address (through a trusted proxy) gets no checkout and no plan', async () => {
    const remote = await signUpAs(new TestClient(ctx.app, '203.0.113.9'));
    const started = await remote.call(billingApi.checkout, { body: order });
    expect(started.status).toBe(403);
    expect(started.error?.code).toBe('test_checkout_local_only');
    expect((await remote.call(usageApi.get)).body.plan).toBe('free');
    // the same from this machine works (test clients are loopback addresses)
    const local = await ctx.signUp();
    const mine = await local.call(billingApi.checkout, { body: order });
    expect(mine.status).toBe(200);
    expect(
      (await local.call(billingApi.confirmTestCheckout, { params: { id: mine.body.checkoutId } })).status,
    ).toBe(200);
    expect((await local.call(usageApi.get)).body.plan).toBe('elite');
    // ...but not once it left this machine's hands: its confirmation from elsewhere is refused too
    const again = await ctx.signUp();
    const pending = await again.call(billingApi.checkout, { body: order });
    const fromAfar = new TestClient(ctx.app, '198.51.100.4');
    fromAfar.cookies = again.cookies;
    const confirm = await fromAfar.call(billingApi.confirmTestCheckout, {
      params: { id: pending.body.checkoutId },
    });
    expect(confirm.status).toBe(403);
    expect((await again.call(usageApi.get)).body.plan).toBe('free');
  });
});

describe.runIf(externalAddress)('listening address (real server)', () => {
  it('without HOST: loopback only, another machine cannot connect', async () => {
    const server = await startRealServer({ HOST: '' });
    expect((await fetch(`http://127.0.0.1:${server.port}/api/health`)).status).toBe(200);
    await expect(fetch(`http://${externalAddress}:${server.port}/api/health`)).rejects.toThrow();
    expect(server.output()).toContain('this machine only');
  }, 120_000);

  it('with HOST=0.0.0.0 and no TRUST_PROXY: a remote client signs up but the test checkout refuses it', async () => {
    const server = await startRealServer({ HOST: '0.0.0.0', TRUST_PROXY: '' });
    const direct = (url: string) => new TestClient(httpTarget(url), ''); // no X-Forwarded-For
    const remote = await signUpAs(direct(`http://${externalAddress}:${server.port}`));
    const started = await remote.call(billingApi.checkout, { body: order });
    expect(started.status).toBe(403);
    expect(started.error?.code).toBe('test_checkout_local_only');
    // A forged X-Forwarded-For: 127.0.0.1 from afar changes nothing (no proxy is trusted).
    const forged = await remote.call(
      billingApi.checkout,
      { body: order },
      { 'x-forwarded-for': '127.0.0.1' },
    );
    expect(forged.status).toBe(403);
    const local = await signUpAs(direct(server.url));
    expect((await local.call(billingApi.checkout, { body: order })).status).toBe(200);
  }, 120_000);
});

describe('refused at start', () => {
  it('PAYMENTS=test on a public BASE_URL stops the server before anything starts, and says why', () => {
    const run = spawnSync(process.execPath, ['src/server/main.ts'], {
      env: {
        PATH: process.env.PATH,
        ...COMPILE_CACHE_ENV,
        BASE_URL: 'https://scout.example.com',
        PAYMENTS: 'test',
        DATA_DIR: tempDataDir('scout-refused-'),
      },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('PAYMENTS=test on the public BASE_URL https://scout.example.com');
  });
});
