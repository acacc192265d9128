import { describe, expect, it } from 'vitest';
import { adminJobsApi } from '#contracts/admin.ts';
import { auditLogApi } from '#contracts/audit.ts';
import { jobDefinitions } from '#server/jobs/index.ts';
import { createUser } from '#tests/helpers/factories/index.ts';
import { failedRun, jobRows, runJobNow } from '#tests/helpers/jobs.ts';
import { createTestContext } from '#tests/helpers/test-app.ts';

const ctx = await createTestContext({ PRICE_ALERT_CHECK_SECONDS: '45' });
const pool = ctx.deps.database.pool;

describe('admin: job queues', () => {
  it('lists every queue with its counts, last success and last error; failed jobs; a retry that runs', async () => {
    const admin = await createUser(ctx, { admin: true, email: 'ops@example.com' });
    expect((await (await ctx.signUp()).call(adminJobsApi.list)).status).toBe(403);

    expect(await runJobNow(ctx.deps, 'price-alerts')).toMatchObject({ ok: true });
    const id = await failedRun(ctx.deps, 'catalog-metrics', 'estimates failed: disk full');

    const list = await admin.call(adminJobsApi.list);
    expect(list.status).toBe(200);
    expect(list.body.queues.map((q) => q.name)).toEqual(jobDefinitions.map((j) => j.name));
    const byName = Object.fromEntries(list.body.queues.map((q) => [q.name, q]));
    expect(byName['price-alerts']).toMatchObject({
      kind: 'recurring',
      everySeconds: 45,
      concurrency: 1,
      queued: 0,
      running: 0,
      failed: 0,
      lastError: null,
    });
    expect(Date.parse(byName['price-alerts'].lastSuccessAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect(byName['catalog-metrics']).toMatchObject({
      queued: 0,
      failed: 1,
      lastSuccessAt: null,
      lastError: { message: 'estimates failed: disk full', jobId: id },
    });

    const failed = await admin.call(adminJobsApi.failed, {
      params: { queue: 'catalog-metrics' },
      query: { limit: 5 },
    });
    expect(failed.status).toBe(200);
    expect(failed.body.jobs).toEqual([
      expect.objectContaining({ id, error: 'estimates failed: disk full', tries: 1 }),
    ]);

    const retried = await admin.call(adminJobsApi.retry, { params: { queue: 'catalog-metrics', id } });
    expect(retried.status).toBe(200);
    expect(retried.body).toEqual({ retried: true });
    expect(await ctx.deps.jobs.runReady(['catalog-metrics'])).toEqual([
      { name: 'catalog-metrics', id, ok: true },
    ]);
    expect((await jobRows(pool, 'catalog-metrics')).find((r) => r.id === id)?.state).toBe('completed');
    const audit = await admin.call(auditLogApi.list, { query: { limit: 1 } });
    expect(audit.body.items[0]).toMatchObject({
      action: 'job.retry',
      actorEmail: 'ops@example.com',
      targetType: 'job',
      targetId: id,
      details: { queue: 'catalog-metrics' },
    });

    // Nothing left to retry; unknown queue; malformed id.
    const again = await admin.call(adminJobsApi.retry, {
      params: { queue: 'catalog-metrics', id },
    });
    expect(again.status).toBe(404);
    expect(again.error?.code).toBe('failed_job_not_found');
    const unknown = await admin.call(adminJobsApi.failed, { params: { queue: 'no-such-job' } });
    expect(unknown.status).toBe(404);
    expect(unknown.error).toEqual({ code: 'job_queue_not_found', params: { queue: 'no-such-job' } });
    expect(
      (
        await admin.call(adminJobsApi.retry, {
          params: { queue: 'catalog-metrics', id: 'not-a-uuid' },
        })
      ).status,
    ).toBe(400);
  });

  it("refuses a retry while the same job already waits (the recurring job's next run)", async () => {
    const admin = await createUser(ctx, { admin: true });
    const id = await failedRun(ctx.deps, 'subscription-expiry', 'payments provider down');
    // A recurring job keeps one run waiting and one retrying at most: beside its next run, a
    // failed run may wait to retry…
    expect(await ctx.deps.jobs.trigger('subscription-expiry')).not.toBeNull();
    expect(
      (await admin.call(adminJobsApi.retry, { params: { queue: 'subscription-expiry', id } })).status,
    ).toBe(200);
    // …but not beside another retrying run.
    const second = await failedRun(ctx.deps, 'amazon-sync', 'first');
    const third = await failedRun(ctx.deps, 'amazon-sync', 'second');
    expect(
      (await admin.call(adminJobsApi.retry, { params: { queue: 'amazon-sync', id: second } })).status,
    ).toBe(200);
    const conflict = await admin.call(adminJobsApi.retry, {
      params: { queue: 'amazon-sync', id: third },
    });
    expect(conflict.status).toBe(409);
    expect(conflict.error?.code).toBe('job_already_waiting');
  });
});
