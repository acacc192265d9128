import { describe, expect, it } from 'vitest';
import { createSpApiClient, SpApiError } from './sp-api-client.ts';

/** A fake clock and sleep: waiting advances the clock instead of the test. */
function fakeTime() {
  let now = 0;
  const waits: number[] = [];
  return {
    nowMs: () => now,
    sleep: async (ms: number) => {
      waits.push(ms);
      now += ms;
    },
    waits,
  };
}

const ok = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });

describe('SP-API client throttling', () => {
  it('sends the documented burst at once, then waits 1/rate between calls', async () => {
    const time = fakeTime();
    const sent: number[] = [];
    const client = createSpApiClient({
      endpoint: 'http://127.0.0.1:1',
      accessToken: async () => 'Atza|token',
      fetch: async () => {
        sent.push(time.nowMs());
        return ok({ reportId: '1' });
      },
      sleep: time.sleep,
      nowMs: time.nowMs,
    });
    for (let i = 0; i < 17; i++)
      await client.call('createReport', { method: 'POST', path: '/reports/2021-06-30/reports', body: {} });
    expect(sent.slice(0, 15).every((t) => t === 0)).toBe(true); // burst 15
    expect(sent[15]).toBeGreaterThanOrEqual(59_880); // then one per ~60 s (rate 0.0167/s)
    expect((sent[16] as number) - (sent[15] as number)).toBeGreaterThanOrEqual(59_880);
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
      nowMs: time.nowMs,
    });
    await expect(
      client.call('getInventorySummaries', { method: 'GET', path: '/fba/inventory/v1/summaries' }),
    ).resolves.toEqual({ payload: [] });
    expect(calls).toBe(3);
    expect(time.waits.filter((w) => w >= 1000).length).toBeGreaterThanOrEqual(2);

    const always = createSpApiClient({
      endpoint: 'http://127.0.0.1:1',
      accessToken: async () => 'Atza|token',
      fetch: async () => throttled(),
      sleep: time.sleep,
      nowMs: time.nowMs,
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
