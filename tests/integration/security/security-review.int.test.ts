/**
 * Security review: the controls of docs/security.md that are not proven elsewhere — CSP without
 * inline scripts on API and page responses (but early-clicks.js, by its hash: ADR 118), HSTS and Secure cookies behind HTTPS, HttpOnly and
 * SameSite=Lax cookies, the CSRF guard on every state-changing route (ours and better-auth's) when a
 * browser sends a cookie but no Origin and says the call is cross-site, the password-reset rate limits, and the password hash's
 * parameters (scrypt N=16384, r=16, p=1, 64-byte key, 16-byte salt).
 */
import { createHash, scryptSync } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { account } from '#server/db/schema/index.ts';
import { createTestContext, TestClient } from '#tests/helpers/test-app.ts';
import { installWriteLog } from '#tests/helpers/write-log.ts';
import { methodOf, type RouteEntry } from './matrix/route-entry.ts';
import { routeTable } from './matrix/route-table.ts';
import { buildCell, cellActor, sendCell } from './matrix/run-cell.ts';
import { type Actor, type CellRequest, createWorld } from './world.ts';

const HTTPS_BASE = 'https://scout.example.com';
const clientDist = fs.mkdtempSync(path.join(os.tmpdir(), 'scout-dist-'));
fs.copyFileSync(
  new URL('../../../src/client/index.html', import.meta.url),
  path.join(clientDist, 'index.html'),
);
// The one script written into pages (ADR 118), allowed by its hash.
const earlyClicks = fs.readFileSync(
  new URL('../../../src/client/public/early-clicks.js', import.meta.url),
  'utf8',
);
fs.writeFileSync(path.join(clientDist, 'early-clicks.js'), earlyClicks);

const plain = await createTestContext({ CLIENT_DIST_DIR: clientDist });
const https = await createTestContext({ BASE_URL: HTTPS_BASE });
const world = await createWorld();

const scriptSources = (csp: string) =>
  csp
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith('script-src')) ?? '';

describe('content security policy', () => {
  it('allows scripts from the site and early-clicks.js inline by its hash only (no unsafe-inline, no eval) on API answers and pages', async () => {
    const hash = `'sha256-${createHash('sha256').update(earlyClicks).digest('base64')}'`;
    for (const url of [
      '/api/health',
      '/api/nothing-here',
      '/api/auth/get-session',
      '/',
      '/research/products',
    ]) {
      const res = await plain.app.request(url);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(scriptSources(csp), url).toBe(`script-src 'self' ${hash}`);
      expect(csp, url).toContain("object-src 'none'");
      expect(csp, url).toContain("frame-ancestors 'none'");
    }
    expect((await plain.app.request('/')).headers.get('content-type')).toContain('text/html');
  });

  it('has no inline script in the page the policy protects', () => {
    const html = fs.readFileSync(new URL('../../../src/client/index.html', import.meta.url), 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc=/);
      expect(body?.trim()).toBe('');
    }
    expect(html).not.toMatch(/\son[a-z]+=/i);
  });
});

describe('behind HTTPS (BASE_URL https://…)', () => {
  it('sends HSTS for a year, and not over plain HTTP', async () => {
    const res = await https.app.request('/api/health');
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=(\d+)/);
    expect(
      Number(/max-age=(\d+)/.exec(res.headers.get('strict-transport-security') ?? '')?.[1]),
    ).toBeGreaterThanOrEqual(31_536_000);
    expect((await plain.app.request('/api/health')).headers.get('strict-transport-security')).toBeNull();
  });

  it('sets the session cookie HttpOnly, Secure and SameSite=Lax (HttpOnly and Lax over HTTP too)', async () => {
    const signUp = (app: typeof https.app, origin: string) =>
      app.request('/api/auth/sign-up/email', {
        method: 'POST',
        headers: { origin, 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.7' },
        body: JSON.stringify({
          name: 'Cookie',
          email: `cookie-${Date.now()}@example.com`,
          password: 'correct-horse-9',
        }),
      });
    const secure = await signUp(https.app, HTTPS_BASE);
    expect(secure.status).toBe(200);
    const session = secure.headers.getSetCookie().find((c) => c.includes('session_token='));
    expect(session).toMatch(/^__Secure-scout\.session_token=/);
    expect(session).toMatch(/;\s*HttpOnly/i);
    expect(session).toMatch(/;\s*Secure/i);
    expect(session).toMatch(/;\s*SameSite=Lax/i);

    const local = await signUp(plain.app, 'http://localhost:3000');
    const cookie = local.headers.getSetCookie().find((c) => c.includes('session_token='));
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*SameSite=Lax/i);
  });
});

describe('CSRF', () => {
  const changing = routeTable.filter(
    (e) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(methodOf(e)) && e.access !== 'apiKey',
  );
  const isAuth = (e: RouteEntry) => e.route.includes(' /api/auth/');

  it('refuses every cookie-authenticated change a browser marks cross-site (no Origin header), and writes nothing', async () => {
    expect(changing.filter((e) => !isAuth(e)).length).toBeGreaterThan(40);
    expect(changing.filter(isAuth).length).toBeGreaterThan(30);
    const writes = await installWriteLog(world.ctx.deps.database.pool);
    const cells: { entry: RouteEntry; actor: Actor; request: CellRequest }[] = [];
    for (const entry of changing) {
      const actor = await cellActor(world, entry, entry.access === 'admin' ? 'admin' : 'elite');
      cells.push({ entry, actor, request: await buildCell(world, entry, actor) });
    }
    const mark = await writes.mark();
    const answers = await Promise.all(
      cells.map(async ({ entry, actor, request }) => {
        const res = await sendCell(
          world,
          entry,
          actor,
          { ...request, headers: { ...request.headers, 'sec-fetch-site': 'cross-site' } },
          '',
        );
        return { route: entry.route, status: res.status, code: res.body?.error?.code ?? res.body?.code };
      }),
    );
    // Ours: csrf_rejected (src/server/http/csrf.ts). better-auth's: its own origin check.
    expect(
      answers.filter(
        (a) =>
          a.status !== 403 ||
          a.code !== (a.route.includes(' /api/auth/') ? 'MISSING_OR_NULL_ORIGIN' : 'csrf_rejected'),
      ),
    ).toEqual([]);
    expect(await writes.since(mark)).toEqual([]);
  });
});

describe('rate limits of password reset', () => {
  it('answers 429 after 3 reset requests a minute from one address, and after 5 reset attempts', async () => {
    const user = await plain.signUp();
    const from = new TestClient(plain.app, '192.0.2.91');
    const requests: number[] = [];
    for (let i = 0; i < 5; i++)
      requests.push(
        (await from.post('/api/auth/request-password-reset', { email: user.email, redirectTo: '/auth' }))
          .status,
      );
    expect(requests).toEqual([200, 200, 200, 429, 429]);

    const guesser = new TestClient(plain.app, '192.0.2.92');
    const resets: number[] = [];
    for (let i = 0; i < 7; i++)
      resets.push(
        (
          await guesser.post('/api/auth/reset-password', {
            token: `guess-${i}`,
            newPassword: 'another-horse-9',
          })
        ).status,
      );
    expect(resets.slice(0, 5).every((s) => s === 400)).toBe(true);
    expect(resets.slice(5)).toEqual([429, 429]);
  });
});

describe('password hashing', () => {
  it('stores scrypt (N=16384, r=16, p=1) of the password with a 16-byte salt: a 64-byte key', async () => {
    const user = await plain.signUp({ password: 'correct-horse-9' });
    const [row] = await plain.deps.database.db.select().from(account).where(eq(account.userId, user.userId));
    const [salt, key] = (row?.password ?? '').split(':');
    expect(salt).toMatch(/^[0-9a-f]{32}$/);
    expect(key).toMatch(/^[0-9a-f]{128}$/);
    const derived = scryptSync('correct-horse-9'.normalize('NFKC'), salt as string, 64, {
      N: 16384,
      r: 16,
      p: 1,
      maxmem: 64 * 1024 * 1024,
    });
    expect(derived.toString('hex')).toBe(key);
  });
});
