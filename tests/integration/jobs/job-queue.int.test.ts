import { afterAll, describe, expect, it } from 'vitest';
import type { JobDefinition, OneOffJob, RecurringJob } from '#server/jobs/job.ts';
import { createJobQueue, type JobQueue } from '#server/jobs/queue.ts';
import { jobRows } from '#tests/helpers/jobs.ts';
import { createTestContext } from '#tests/helpers/test-app.ts';

const ctx = await createTestContext();
const pool = ctx.deps.database.pool;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const opened: JobQueue[] = [];
afterAll(async () => {
  for (const queue of opened) await queue.stop();
});

/** One instance's queue (its own pg-boss) on the test database, with test jobs. */
function instance(jobs: JobDefinition[]): JobQueue {
  const queue = createJobQueue({
    pool,
    env: ctx.deps.env,
    logger: ctx.deps.logger,
    jobs,
    deps: () => ctx.deps,
  });
  opened.push(queue);
  return queue;
}

const rowsOf = (name: string) => jobRows(pool, name);

describe('job queue (pg-boss)', () => {
  it('files one run per period of a recurring job, whichever instances ask, and runs it once', async () => {
    let runs = 0;
    const hourly: RecurringJob = {
      name: 'test-hourly',
      every: () => 3600,
      run: async () => {
        runs += 1;
        await sleep(50);
      },
    };
    const [a, b] = [instance([hourly]), instance([hourly])];
    const filed = await Promise.all([a, b, a, b, a, b].map((q) => q.enqueueDue()));
    expect(filed.flat()).toEqual(['test-hourly']);
    // An explicit run waits behind the period's run rather than piling up.
    expect(await a.trigger('test-hourly')).toBeNull();
    const outcomes = (await Promise.all([a, b, a, b].map((q) => q.runReady()))).flat();
    expect(outcomes).toEqual([expect.objectContaining({ name: 'test-hourly', ok: true })]);
    expect(runs).toBe(1);
    // The period's run is done: asking again in the same period files nothing.
    expect(await b.enqueueDue()).toEqual([]);
    const [row] = await rowsOf('test-hourly');
    expect(row.state).toBe('completed');
    expect(row.period?.getTime()).toBe(Math.floor(Date.now() / 3_600_000) * 3_600_000);
  });

  it('retries a failing job with exponential backoff, then keeps it as failed with its error', async () => {
    let tries = 0;
    const flaky: OneOffJob<{ keyword: string }> = {
      name: 'test-flaky',
      retryLimit: 2,
      retryDelaySeconds: 1,
      run: async () => {
        tries += 1;
        throw new Error('source down');
      },
    };
    const queue = instance([flaky]);
    const { id } = await queue.send(flaky, { keyword: 'lamp' });
    const delays: number[] = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      let outcomes = await queue.runReady();
      while (outcomes.length === 0) {
        await sleep(200); // waiting for the backoff
        outcomes = await queue.runReady();
      }
      expect(outcomes).toEqual([{ name: 'test-flaky', id, ok: false, error: 'source down' }]);
      const [row] = await rowsOf('test-flaky');
      if (attempt < 2) {
        expect(row.state).toBe('retry');
        const { rows } = await pool.query(
          'select start_after - now() as wait from pgboss.job where id = $1',
          [id],
        );
        delays.push(Number(rows[0].wait.seconds ?? 0) + Number(rows[0].wait.milliseconds ?? 0) / 1000);
      } else {
        expect(row).toMatchObject({ state: 'failed', retryCount: 2, output: { message: 'source down' } });
      }
    }
    expect(tries).toBe(3);
    // 1 s × 2^(n-1) × (1 + jitter): about 1–2 s before the first retry, 2–4 s before the second.
    expect(delays[0]).toBeLessThan(2.1);
    expect(delays[1]).toBeGreaterThan(1.5);
    expect(delays[1]).toBeLessThan(4.1);
  });

  it('makes jobs with the same key one job while it is queued or running', async () => {
    const crawl: OneOffJob<{ keyword: string; marketplace: string }> = {
      name: 'test-crawl',
      key: (d) => `${d.marketplace}:${d.keyword.toLowerCase()}`,
      run: async () => {},
    };
    const [a, b] = [instance([crawl]), instance([crawl])];
    const first = await a.send(crawl, { keyword: 'Desk lamp', marketplace: 'US' });
    expect(first.joined).toBe(false);
    // Another user, another instance, same keyword: the same job.
    expect(await b.send(crawl, { keyword: 'desk lamp', marketplace: 'US' })).toEqual({
      id: first.id,
      joined: true,
    });
    expect((await b.send(crawl, { keyword: 'desk lamp', marketplace: 'UK' })).joined).toBe(false);
    // While it runs, too.
    const [claimed] = await (await a.boss()).fetch('test-crawl');
    expect(claimed.id).toBe(first.id);
    expect(await b.send(crawl, { keyword: 'DESK LAMP', marketplace: 'US' })).toEqual({
      id: first.id,
      joined: true,
    });
    await (await a.boss()).complete('test-crawl', first.id);
    // Once done, the next ask is a new job.
    const again = await a.send(crawl, { keyword: 'desk lamp', marketplace: 'US' });
    expect(again.joined).toBe(false);
    expect(again.id).not.toBe(first.id);
  });

  it('a job whose instance died mid-run is failed by its stale heartbeat and run by another instance', async () => {
    const ran: string[] = [];
    const refresh: OneOffJob<{ asin: string }> = {
      name: 'test-refresh',
      retryDelaySeconds: 1,
      run: async (_deps, job) => {
        ran.push(job.data.asin);
      },
    };
    const [dead, alive] = [instance([refresh]), instance([refresh])];
    const { id } = await dead.send(refresh, { asin: 'B000000001' });
    // The first instance claims it, then dies: no completion, no more heartbeats.
    const [claimed] = await (await dead.boss()).fetch('test-refresh');
    expect(claimed.id).toBe(id);
    await pool.query(`update pgboss.job set heartbeat_on = now() - interval '1 minute' where id = $1`, [id]);
    // The live instance's supervision pass (every few seconds on a worker) finds it.
    await (await alive.boss()).supervise('test-refresh');
    const [failed] = await rowsOf('test-refresh');
    expect(failed.state).toBe('retry');
    let outcomes = await alive.runReady();
    while (outcomes.length === 0) {
      await sleep(200);
      outcomes = await alive.runReady();
    }
    expect(outcomes).toEqual([{ name: 'test-refresh', id, ok: true }]);
    expect(ran).toEqual(['B000000001']);
    expect((await rowsOf('test-refresh'))[0]).toMatchObject({ state: 'completed', retryCount: 1 });
  });

  it('a worker runs at most `concurrency` runs of a queue at once', { timeout: 30_000 }, async () => {
    let running = 0;
    let most = 0;
    const slow: OneOffJob<{ n: number }> = {
      name: 'test-slow',
      concurrency: 2,
      run: async () => {
        running += 1;
        most = Math.max(most, running);
        await sleep(1_000);
        running -= 1;
      },
    };
    const queue = instance([slow]);
    for (let n = 0; n < 6; n++) await queue.send(slow, { n });
    await queue.startWorkers();
    const deadline = Date.now() + 20_000;
    while ((await rowsOf('test-slow')).some((r) => r.state !== 'completed')) {
      if (Date.now() > deadline) throw new Error('the slow jobs did not all run');
      await sleep(100);
    }
    expect(most).toBe(2);
  });

  it('stop() lets a running job wind down and releases it for a retry', { timeout: 30_000 }, async () => {
    let started = false;
    const long: OneOffJob<{ n: number }> = {
      name: 'test-long',
      run: async (_deps, job) => {
        started = true;
        // Works in steps and checks its signal between them, as every job does.
        while (!job.signal.aborted) await sleep(50);
      },
    };
    const queue = instance([long]);
    await queue.startWorkers();
    const { id } = await queue.send(long, { n: 1 });
    while (!started) await sleep(50);
    const t0 = performance.now();
    await queue.stop();
    expect(performance.now() - t0).toBeLessThan(5_000);
    expect((await rowsOf('test-long')).find((r) => r.id === id)).toMatchObject({
      state: 'retry',
      output: { message: 'interrupted by a shutdown' },
    });
  });

  it("follows a changed period: an instance with another setting updates the queue's retry delays", async () => {
    const every = (seconds: number): RecurringJob => ({
      name: 'test-setting',
      every: () => seconds,
      run: async () => {},
    });
    await instance([every(60)]).enqueueDue();
    await instance([every(5)]).enqueueDue();
    const { rows } = await pool.query(
      `select retry_delay as "delay", retry_delay_max as "max" from pgboss.queue where name = 'test-setting'`,
    );
    expect(rows).toEqual([{ delay: 5, max: 5 }]);
  });

  it('refuses to send a job that is not registered', async () => {
    const stray: OneOffJob<{ n: number }> = { name: 'test-stray', run: async () => {} };
    await expect(instance([]).send(stray, { n: 1 })).rejects.toThrow(/no job named test-stray/);
  });
});
