import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { COMPILE_CACHE_ENV } from '#tests/helpers/compile-cache.ts';
import { startKeepaStandIn } from '#tests/helpers/keepa-stand-in.ts';
import { createTestContext } from '#tests/helpers/test-app.ts';

// `npm run cli -- market:fetch <ASIN> --marketplace US` as an operator runs it: a real process on
// the configured database, Keepa at the stand-in; it prints what it stored as JSON.
const keepa = await startKeepaStandIn();
afterAll(() => keepa.close());
keepa.addProduct(1, keepa.realProduct());
const ctx = await createTestContext();
const run = (args: string[], env: Record<string, string> = {}) =>
  promisify(execFile)(process.execPath, ['src/server/cli.ts', 'market:fetch', ...args], {
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      ...COMPILE_CACHE_ENV,
      DATABASE_URL: ctx.databaseUrl,
      DATA_DIR: '/tmp/scout-test-unused',
      KEEPA_API_KEY: keepa.key,
      KEEPA_API_BASE: keepa.url,
      ...env,
    },
  });

describe('npm run cli -- market:fetch', () => {
  it('fetches one product from Keepa, stores it and prints source, snapshots and observation times', async () => {
    const { stdout } = await run(['B0F7XPYCSJ', '--marketplace', 'US', '--days', '3650']);
    expect(JSON.parse(stdout)).toEqual({
      asin: 'B0F7XPYCSJ',
      marketplace: 'US',
      stored: {
        source: 'keepa',
        productId: expect.any(Number),
        snapshots: 377,
        firstObservedAt: '2025-05-13T00:36:00.000Z',
        lastObservedAt: '2026-05-10T04:16:00.000Z',
      },
      unknown: false,
      failed: [],
      sources: ['keepa'],
    });
    expect(keepa.calls.map((c) => c.operation)).toEqual(['token', 'product']);
  }, 60_000);

  it('says when no source is configured, with exit code 1', async () => {
    const error = await run(['B0F7XPYCSJ'], { KEEPA_API_KEY: '' }).catch((e) => e);
    expect(error.code).toBe(1);
    expect(error.stderr).toMatch(/No market data source is configured/);
  }, 60_000);
});
