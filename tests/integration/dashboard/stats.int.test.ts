import { describe, expect, it } from 'vitest';
import { dashboardApi } from '#contracts/dashboard.ts';
import { createTestContext } from '#tests/helpers/test-app.ts';

const ctx = await createTestContext();

describe('/api/dashboard/stats', () => {
  it('shows a dash (null) for statistics with no data', async () => {
    const me = await ctx.signUp();
    const res = await me.call(dashboardApi.stats);
    expect(res.status).toBe(200);
    for (const value of Object.values(res.body))
      expect(value === null || typeof value === 'number').toBe(true);
  });
});
