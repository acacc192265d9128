import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { authApi } from '#contracts/auth.ts';
import { type RoundRobinProxy, startRoundRobinProxy } from '#tests/helpers/round-robin-proxy.ts';
import type { ServerProcess } from '#tests/helpers/server-process.ts';
import { httpTarget, signUpAs, TestClient } from '#tests/helpers/test-app.ts';
import { startServerOnTestDatabase } from '#tests/helpers/test-database.ts';

/**
 * Issue 30, finding 2: with TRUST_PROXY on, Scout took the *first* X-Forwarded-For entry, which the
 * client writes; nginx, HAProxy and Caddy append the address they saw. An attacker behind the proxy
 * sending a new left-hand entry each time was a new client each time: 20 sign-ups → 20 × 200,
 * credential stuffing over 40 accounts never limited. The real server here sits behind a proxy that
 * appends as they do (TRUST_PROXY=true: one hop).
 */
let server: ServerProcess;
let proxy: RoundRobinProxy;
let stopServer: (() => Promise<void>) | undefined;
beforeAll(async () => {
  // The client address is the point here, not the embedded PostgreSQL.
  ({ server, stop: stopServer } = await startServerOnTestDatabase({
    adminUrl: inject('databaseAdminUrl'),
    dataDirPrefix: 'scout-proxy-',
    env: { TRUST_PROXY: 'true' },
  }));
  proxy = await startRoundRobinProxy([server.url]);
}, 120_000);
afterAll(async () => {
  await proxy?.close();
  await stopServer?.();
});

const spoofed = () => `${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
/** A client behind the proxy writing its own X-Forwarded-For, new each request. */
const attacker = () => new TestClient(httpTarget(proxy.url), spoofed());

describe('the client address behind a proxy is the one the proxy appended', () => {
  it('20 sign-ups with spoofed left-hand entries: the per-address limit holds (5 a minute)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      const res = await attacker().call(authApi.signUp, {
        body: {
          name: 'Spoofer',
          email: `spoof-${i}-${randomBytes(3).toString('hex')}@example.com`,
          password: 'correct-horse-9',
        },
      });
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(15);
  }, 120_000);

  it('credential stuffing over 40 accounts with spoofed entries is limited by the attacker’s real address', async () => {
    // 40 real accounts, each made by its own visitor reaching the server straight (one hop: the socket)
    const emails: string[] = [];
    for (let i = 0; i < 40; i++) {
      const visitor = new TestClient(httpTarget(server.url), `198.51.100.${i + 1}`);
      emails.push((await signUpAs(visitor)).email);
    }
    const statuses: number[] = [];
    for (const email of emails) {
      const res = await attacker().call(authApi.signIn, { body: { email, password: 'wrong-password-1' } });
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(35);
    // one visitor's attacker does not lock out everyone: a client with its own address still signs in
    const owner = new TestClient(httpTarget(server.url), '198.51.100.200');
    const ok = await owner.call(authApi.signIn, { body: { email: emails[0], password: 'correct-horse-9' } });
    expect(ok.status).toBe(200);
  }, 180_000);
});
