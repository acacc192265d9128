import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-client.ts';
import { retryDelay, shouldRetry } from './query-client.ts';

describe('query retries', () => {
  const busy = new ApiError(503, 'busy', { retryAfterSeconds: 2 });

  it('never retries a refusal, retries a server error once', () => {
    expect(shouldRetry(0, new ApiError(403, 'forbidden'))).toBe(false);
    expect(shouldRetry(0, new ApiError(429, 'rate_limited', { retryAfterSeconds: 1 }))).toBe(false);
    expect(shouldRetry(0, new ApiError(500, 'internal'))).toBe(true);
    expect(shouldRetry(1, new ApiError(500, 'internal'))).toBe(false);
    expect(shouldRetry(0, new TypeError('Failed to fetch'))).toBe(true);
  });

  it('asks a busy server again three times, after the wait it gave', () => {
    expect([0, 1, 2, 3].map((n) => shouldRetry(n, busy))).toEqual([true, true, true, false]);
    expect(retryDelay(0, busy)).toBe(2000);
    expect(retryDelay(1, new ApiError(500, 'internal'))).toBe(2000);
  });
});
