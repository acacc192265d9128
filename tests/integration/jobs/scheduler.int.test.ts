import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { scheduledJobs } from '#server/db/schema/index.ts';
import type { JobDefinition } from '#server/jobs/job.ts';
import { createScheduler } from '#server/jobs/scheduler.ts';
import { createTestContext } from '#tests/helpers/test-app.ts';

const ctx = await createTestContext();
const db = ctx.deps.database.db;

describe('scheduler', () => {
  it('runs a due job exactly once across two instances', async () => {
    let runs = 0;
    const job: JobDefinition = {
      name: 'count-once',
      intervalMs: () => 3_600_000,
      run: async () => {
        runs += 1;
        await new Promise((r) => setTimeout(r, 50));
      },
    };
    const a = createScheduler(ctx.deps, [job], { tickMs: 0 });
    const b = createScheduler(ctx.deps, [job], { tickMs: 0 });
    await Promise.all([a.tick(), b.tick(), a.tick(), b.tick(), a.tick(), b.tick()]);
    expect(runs).toBe(1);
    const [row] = await db.select().from(scheduledJobs).where(eq(scheduledJobs.name, 'count-once'));
    expect(row.runCount).toBe(1);
    expect(row.nextRunAt.getTime()).toBeGreaterThan(Date.now() + 3_500_000);
    await Promise.all([a.stop(), b.stop()]);
  });

  it('retries a failing job with backoff without stopping the others', async () => {
    let healthyRuns = 0;
    const failing: JobDefinition = {
      name: 'always-fails',
      intervalMs: () => 60_000,
      run: async () => {
        throw new Error('source down');
      },
    };
    const healthy: JobDefinition = {
      name: 'healthy',
      intervalMs: () => 60_000,
      run: async () => {
        healthyRuns += 1;
      },
    };
    const s = createScheduler(ctx.deps, [failing, healthy], { tickMs: 0 });
    const ran = await s.tick();
    expect(ran.sort()).toEqual(['always-fails', 'healthy']);
    expect(healthyRuns).toBe(1);
    const [row] = await db.select().from(scheduledJobs).where(eq(scheduledJobs.name, 'always-fails'));
    expect(row.lastError).toBe('source down');
    expect(row.consecutiveFailures).toBe(1);
    expect(row.lockedBy).toBeNull();
    // Backoff: retried after ~2 s, well before the one-minute interval.
    const delay = row.nextRunAt.getTime() - (row.lastFinishedAt as Date).getTime();
    expect(delay).toBeGreaterThan(1_000);
    expect(delay).toBeLessThan(10_000);
    await s.stop();
  });

  it('takes over a job whose lease expired (crashed instance)', async () => {
    let runs = 0;
    const job: JobDefinition = {
      name: 'lease',
      intervalMs: () => 60_000,
      run: async () => {
        runs += 1;
      },
    };
    const s = createScheduler(ctx.deps, [job], { tickMs: 0 });
    await s.tick();
    expect(runs).toBe(1);
    await db
      .update(scheduledJobs)
      .set({
        nextRunAt: new Date(Date.now() - 1000),
        lockedBy: 'dead',
        lockedUntil: new Date(Date.now() - 1),
      })
      .where(eq(scheduledJobs.name, 'lease'));
    await s.tick();
    expect(runs).toBe(2);
    await s.stop();
  });
});
