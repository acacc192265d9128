import { describe, expect, it } from 'vitest';
import { healthApi } from '#contracts/health.ts';
import { createTestContext } from '#tests/helpers/test-app.ts';

const ctx = await createTestContext();

describe('GET /api/health', () => {
  it('reports the database as reachable with its version', async () => {
    const res = await ctx.client().call(healthApi.get);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ok', database: { reachable: true } });
    expect(res.body.database.version).toMatch(/^PostgreSQL \d+/);
  });
});
