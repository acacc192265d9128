import { describe, expect, it } from 'vitest';
import { createSpApiClient, SpApiError, type SpApiLimiter } from './sp-api-client.ts';

/** A fake sleep (waits are recorded, not waited) and a limiter that records what the client tells it. */
function fakeTime() {
  const waits: number[] = [];
  const told: string[] = [];
  const limiter: SpApiLimiter = {
    async acquire(operation, sleep) {
      told.push(`acquire ${operation}`);
      await sleep(10); // the shared budget's wait, slept with the client's sleep
    },
    learn: async (operation, rate) => {
      told.push(`learn ${operation} ${rate}`);
    },
    throttled: async (operation) => {
      told.push(`throttled ${operation}`);
    },
  };
  return {
    sleep: async (ms: number) => {
      waits.push(ms);
    },
    waits,
    told,
    limiter,
  };
}

const ok = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });

describe('SP-API client throttling', () => {
  it('asks its limiter before every call, waits with its own sleep, and passes on the announced rate', async () => {
    const time = fakeTime();
    let sent = 0;
    const client = createSpApiClient({
      endpoint: 'http://127.0.0.1:1',
      accessToken: async () => 'Atza|token',
      fetch: async () => {
        sent++;
        return new Response(JSON.stringify({ reportId: '1' }), {
          status: 202,
          headers: { 'x-amzn-RateLimit-Limit': '0.0167' },
        });
      },
      sleep: time.sleep,
      limiter: time.limiter,
    });
    for (let i = 0; i < 2; i++)
      await client.call('createReport', { method: 'POST', path: '/reports/2021-06-30/reports', body: {} });
    expect(sent).toBe(2);
    expect(time.told).toEqual([
      'acquire createReport',
      'learn createReport 0.0167',
      'acquire createReport',
      'learn createReport 0.0167',
    ]);
    expect(time.waits).toEqual([10, 10]);
  });

  it('retries a 429 after backing off, and gives up after the retries', async () => {
    const time = fakeTime();
    let calls = 0;
    const throttled = () =>
      new Response(
        JSON.stringify({ errors: [{ code: 'QuotaExceeded', message: 'You exceeded your quota' }] }),
        { status: 429 },
      );
    const client = createSpApiClient({
      endpoint: 'http://127.0.0.1:1',
      accessToken: async () => 'Atza|token',
      fetch: async () => (++calls <= 2 ? throttled() : ok({ payload: [] })),
      sleep: time.sleep,
      limiter: time.limiter,
    });
    await expect(
      client.call('getInventorySummaries', { method: 'GET', path: '/fba/inventory/v1/summaries' }),
    ).resolves.toEqual({ payload: [] });
    expect(calls).toBe(3);
    expect(time.told.filter((t) => t.startsWith('throttled'))).toEqual([
      'throttled getInventorySummaries',
      'throttled getInventorySummaries',
    ]);
    expect(time.waits.filter((w) => w >= 1000).length).toBeGreaterThanOrEqual(2);

    const always = createSpApiClient({
      endpoint: 'http://127.0.0.1:1',
      accessToken: async () => 'Atza|token',
      fetch: async () => throttled(),
      sleep: time.sleep,
      limiter: time.limiter,
      maxRetries: 2,
    });
    await expect(
      always.call('getOrders', { method: 'GET', path: '/orders/v0/orders' }),
    ).rejects.toMatchObject({
      status: 429,
      amazonCode: 'QuotaExceeded',
    });
  });

  it('sends the access token header and reports Amazon errors with their code', async () => {
    let headers: Headers | undefined;
    const client = createSpApiClient({
      endpoint: 'http://127.0.0.1:1',
      accessToken: async () => 'Atza|abc',
      limiter: fakeTime().limiter,
      fetch: async (_url, init) => {
        headers = new Headers(init?.headers);
        return new Response(
          JSON.stringify({ errors: [{ code: 'Unauthorized', message: 'Access denied' }] }),
          { status: 403 },
        );
      },
    });
    const error = await client
      .call('getOrders', { method: 'GET', path: '/orders/v0/orders' })
      .catch((e) => e);
    expect(error).toBeInstanceOf(SpApiError);
    expect(error).toMatchObject({ status: 403, amazonCode: 'Unauthorized' });
    expect(headers?.get('x-amz-access-token')).toBe('Atza|abc');
  });
});
