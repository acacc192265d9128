/**
 * Issue 30: GET /metrics in Prometheus's text format behind METRICS_TOKEN (off without it): request
 * rate and latency per route pattern, pool use, job queues and failures, source budgets, checkouts
 * needing a refund.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { trackingApi } from '#contracts/tracking.ts';
import { createApp } from '#server/app.ts';
import { checkouts } from '#server/db/schema/index.ts';
import { givePlan } from '#tests/helpers/factories/index.ts';
import { failedRun } from '#tests/helpers/jobs.ts';
import { createTestContext } from '#tests/helpers/test-app.ts';

const TOKEN = 'metrics-token-0123456789abcdef';
const ctx = await createTestContext({
  METRICS_TOKEN: TOKEN,
  KEEPA_API_KEY: 'k'.repeat(64),
  KEEPA_DAILY_TOKEN_CAP: '5000',
});
const off = await createTestContext();

const scrape = (token?: string) =>
  ctx.app.request('/metrics', { headers: token ? { authorization: `Bearer ${token}` } : {} });

/** The value of one series of the exposition text (NaN when absent). */
const seriesValue = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : Number.NaN;
};

describe('GET /metrics', () => {
  it('is off (404) without METRICS_TOKEN', async () => {
    const res = await off.app.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('scout_');
  });

  it('refuses a scrape without the token or with a wrong one', async () => {
    expect((await scrape()).status).toBe(401);
    const wrong = await scrape(`${TOKEN.slice(0, -1)}x`);
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('www-authenticate')).toContain('Bearer');
    expect(await wrong.text()).not.toContain('scout_');
  });

  it('counts and times requests by route pattern, never by raw path', async () => {
    const user = await ctx.signUp();
    await givePlan(ctx.deps.database.db, user.userId, 'pro');
    for (const id of [randomUUID(), randomUUID()]) await user.call(trackingApi.remove, { params: { id } });
    // untyped: a path no contract has, counted under its own label
    await ctx.client().get(`/api/no-such-route-${randomUUID()}`);
    const res = await scrape(TOKEN);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain; version=0.0.4');
    const text = await res.text();
    expect(
      seriesValue(
        text,
        'scout_http_requests_total{method="DELETE",route="/api/tracking/products/:id",status="404"}',
      ),
    ).toBe(2);
    expect(text).toContain(
      'scout_http_request_duration_seconds_bucket{le="0.1",method="DELETE",route="/api/tracking/products/:id"}',
    );
    expect(text).toContain('route="/api/*",status="404"');
    expect(text).not.toMatch(/route="[^"]*(no-such-route|[0-9a-f]{8}-[0-9a-f]{4})/);
  });

  it('reports pool use, job queues with failures, source budgets and checkouts needing a refund', async () => {
    const user = await ctx.signUp();
    await failedRun(ctx.deps, 'price-alerts', 'boom');
    await ctx.deps.database.db.insert(checkouts).values({
      userId: user.userId,
      provider: 'test-checkout',
      plan: 'pro',
      mode: 'subscription',
      billingPeriod: 'monthly',
      paymentMethod: 'card',
      amountCents: 4900,
      currency: 'usd',
      status: 'refund-due',
    });
    const text = await (await scrape(TOKEN)).text();
    expect(seriesValue(text, 'scout_db_pool_connections{state="total"}')).toBeGreaterThan(0);
    expect(seriesValue(text, 'scout_db_pool_max')).toBe(10);
    expect(seriesValue(text, 'scout_job_runs{queue="price-alerts",state="failed"}')).toBe(1);
    expect(seriesValue(text, 'scout_job_runs{queue="market-fetch-product",state="queued"}')).toBe(0);
    expect(seriesValue(text, 'scout_market_source_daily_cap{source="keepa"}')).toBe(5000);
    expect(text).toMatch(/scout_market_source_budget_tokens\{source="keepa",bucket="[^"]+"\} \d/);
    expect(seriesValue(text, 'scout_market_source_today{source="keepa",what="units"}')).toBe(0);
    expect(seriesValue(text, 'scout_checkouts_refund_due')).toBe(1);
    expect(text).toContain('scout_process_resident_memory_bytes');
  });

  it('serves the same registry from a second app on the same dependencies', async () => {
    const again = createApp(ctx.deps);
    const res = await again.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('scout_db_pool_max');
  });
});
