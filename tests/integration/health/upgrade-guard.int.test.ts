import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { healthApi } from '#contracts/health.ts';
import { migrationsFolder } from '#server/db/migrate.ts';
import { codeMigrations } from '#server/db/schema-version.ts';
import { failedRun } from '#tests/helpers/jobs.ts';
import { startServer, tempDataDir } from '#tests/helpers/server-process.ts';
import { createTestContext } from '#tests/helpers/test-app.ts';
import { createTestDatabase } from '#tests/helpers/test-database.ts';

const ctx = await createTestContext();
const dropped: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const drop of dropped) await drop();
});

describe('upgrades: older code on a newer schema', () => {
  it('refuses to start, with the reason, on a database a newer Scout migrated', async () => {
    // As a newer release leaves it: one more migration recorded than this code has.
    const database = await createTestDatabase(inject('databaseAdminUrl'));
    dropped.push(database.drop);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const newest = codeMigrations(migrationsFolder).at(-1);
    await client.query('insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)', [
      'f'.repeat(64),
      (newest?.when ?? 0) + 86_400_000,
    ]);
    await client.end();

    const start = startServer({
      dataDir: tempDataDir('scout-upgrade-'),
      env: { DATABASE_URL: database.url },
    });
    const refusal = await start.then(
      async (server) => {
        await server.stop();
        return 'started';
      },
      (e: Error) => e.message,
    );
    expect(refusal).toContain('the server stopped during start-up');
    expect(refusal).toContain("The database's schema is newer than this version of Scout");
    expect(refusal).toContain(newest?.tag);
    expect(refusal).toContain('docs/upgrading.md');
  }, 120_000);
});

describe('GET /api/health reports the job queue', () => {
  it('is ok with nothing failing', async () => {
    const res = await ctx.client().call(healthApi.get);
    expect(res.status).toBe(200);
    expect(res.body.jobs).toMatchObject({ status: 'ok', failedLastDay: 0, overdue: 0, problem: null });
  });

  it('says runs are failing, with the newest error, and stays 200 (the instance still serves)', async () => {
    await failedRun(ctx.deps, 'price-alerts', 'column "x" of relation "price_alerts" does not exist');
    const res = await ctx.client().call(healthApi.get);
    expect(res.status).toBe(200);
    expect(res.body.jobs.status).toBe('failing');
    expect(res.body.jobs.failedLastDay).toBe(1);
    expect(res.body.jobs.lastError).toMatchObject({ queue: 'price-alerts' });
    expect(res.body.jobs.problem).toContain('column "x" of relation "price_alerts" does not exist');
  });

  it('says runs are waiting with no worker to take them', async () => {
    const boss = await ctx.deps.jobs.boss();
    const id = await boss.send('multi-criteria-alerts', {}, { singletonKey: 'overdue-test' });
    await ctx.deps.database.pool.query(
      `update pgboss.job set start_after = now() - interval '20 minutes' where id = $1`,
      [id],
    );
    const res = await ctx.client().call(healthApi.get);
    expect(res.body.jobs).toMatchObject({ status: 'backlog', overdue: 1 });
    expect(res.body.jobs.problem).toContain('no instance with JOBS_ENABLED');
  });
});
