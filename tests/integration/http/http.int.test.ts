import { describe, expect, it } from 'vitest';
import { clientLogApi } from '#contracts/client-log.ts';
import { healthApi } from '#contracts/health.ts';
import { createTestContext } from '#tests/helpers/test-app.ts';

const ctx = await createTestContext();

describe('HTTP foundation', () => {
  it('answers unknown API paths with a JSON 404 code', async () => {
    // untyped: a path no contract has, on purpose
    const res = await ctx.client().get('/api/does-not-exist');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: { code: 'api_not_found', params: { path: '/api/does-not-exist' } } });
  });

  it('sends the security headers on every response', async () => {
    const res = await ctx.client().call(healthApi.get);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-request-id')).toBeTruthy();
  });

  it('refuses bodies over the limit with payload_too_large', async () => {
    const user = await ctx.signUp();
    const res = await user.request('PATCH', '/api/profile', {
      raw: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ error: { code: 'payload_too_large' } });
  });

  it('logs client-side 404s', async () => {
    const res = await ctx.client().call(clientLogApi.notFound, { body: { path: '/no/such/page' } });
    expect(res.status).toBe(204);
  });
});
