import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { alertsApi } from '#contracts/alerts.ts';
import { researchApi } from '#contracts/research.ts';
import { reviewsApi } from '#contracts/reviews.ts';
import { createProduct } from '#tests/helpers/factories/index.ts';
import {
  embeddedDatabase,
  isAlive,
  killEmbeddedDatabase,
  type ServerProcess,
  startServer,
} from '#tests/helpers/server-process.ts';
import { httpTarget } from '#tests/helpers/test-app.ts';
import { ownDataDir } from './own-server.ts';
import { type LoadOutcome, type Product, planWrites, sendWrites, type User } from './write-load.ts';

/**
 * Crash safety of the real server on its embedded PostgreSQL: 500 concurrent writes (reviews,
 * price alerts, favourites of 25 users), the server SIGKILLed mid-load, restarted on the same
 * DATA_DIR. First only the Node process dies (its database keeps running and is stopped by the next
 * start); then the Node process and the whole database die together, their pids taken by another
 * process, so the next start must see through the stale lock files and replay the write-ahead log. Every acknowledged write must be there, the database must verify clean
 * (amcheck on the tables written), and the app must serve.
 */
const USERS = 25;
const ALERTS_PER_USER = 9;
const FAVOURITES_PER_USER = 10; // 25 × (1 + 9 + 10) = 500 writes per round
const CRASH_AFTER = 200;

let server: ServerProcess;
const { dataDir, withDatabase, signUpStarters } = ownDataDir('scout-crash-', () => server);
let users: User[] = [];
let products: Product[] = [];
const acknowledged: LoadOutcome[] = [];

/** The clients of the same users, pointed at the (restarted) server: sessions live in the database. */
const reconnect = () =>
  users.map((u) => Object.assign(u.via(httpTarget(server.url)), { userId: u.userId, email: u.email }));

async function expectEveryAcknowledgedWrite() {
  const check = async (user: User) => {
    const [review, alerts, favourites] = await Promise.all([
      user.call(reviewsApi.mine),
      user.call(alertsApi.listPrice),
      user.call(researchApi.favourites),
    ]);
    expect([review.status, alerts.status, favourites.status]).toEqual([200, 200, 200]);
    const alertIds = new Set(alerts.body.alerts.map((a: { id: string }) => a.id));
    const favouriteIds = new Set(favourites.body.products.map((p: { id: number }) => Number(p.id)));
    for (const round of acknowledged) {
      for (const id of round.ack.alerts.get(user.userId) ?? []) expect(alertIds).toContain(id);
      for (const id of round.ack.favourites.get(user.userId) ?? []) expect(favouriteIds).toContain(id);
    }
    const lastReview = acknowledged.findLast((r) => r.ack.reviews.has(user.userId));
    if (lastReview) expect(review.body.review?.comment).toBe(lastReview.ack.reviews.get(user.userId));
  };
  await Promise.all(users.map(check));
}

async function load(round: number, crash: () => Promise<unknown>) {
  const writes = planWrites({
    users,
    products,
    round,
    alertsPerUser: ALERTS_PER_USER,
    favouritesPerUser: FAVOURITES_PER_USER,
  });
  expect(writes).toHaveLength(500);
  const outcome = await sendWrites(writes, CRASH_AFTER, crash);
  // No errors under load; the crash came mid-load (some writes never got an answer).
  expect(outcome.refused).toEqual([]);
  expect(outcome.acknowledged).toBeGreaterThanOrEqual(CRASH_AFTER);
  expect(outcome.lost).toBeGreaterThan(0);
  expect(outcome.acknowledged + outcome.lost).toBe(500);
  acknowledged.push(outcome);
}

/** A long-lived unrelated process, run as the OS user of the embedded database when we are root. */
const spawnStranger = () => {
  const user =
    process.getuid?.() === 0
      ? {
          uid: Number(execFileSync('id', ['-u', 'postgres'])),
          gid: Number(execFileSync('id', ['-g', 'postgres'])),
        }
      : {};
  return spawn('sleep', ['600'], { ...user, stdio: 'ignore' });
};

/** Rewrites the pid (first line) of a lock file, keeping the rest. */
const reassignPid = (file: string, pid: number) => {
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  lines[0] = String(pid);
  fs.writeFileSync(file, lines.join('\n'));
};

beforeAll(async () => {
  server = await startServer({ dataDir });
  products = await withDatabase(async ({ db }) => {
    const seeded: Product[] = [];
    for (let i = 0; i < 2 * FAVOURITES_PER_USER; i++)
      seeded.push(await createProduct(db, { priceCents: 5000 }));
    return seeded;
  });
  users = await signUpStarters(server, USERS, 'Crash');
}, 120_000);

describe('crash safety (real server, embedded PostgreSQL)', () => {
  it('runs its database with durability on (fsync, synchronous commit, full page writes)', async () => {
    const settings = await withDatabase(async ({ pool }) => {
      const { rows } = await pool.query<{ name: string; setting: string }>(
        `select name, setting from pg_settings where name in ('fsync', 'synchronous_commit', 'full_page_writes')`,
      );
      return Object.fromEntries(rows.map((r) => [r.name, r.setting]));
    });
    expect(settings).toEqual({ fsync: 'on', synchronous_commit: 'on', full_page_writes: 'on' });
  });

  it('server SIGKILLed mid-load (database left running): every acknowledged write survives', async () => {
    await load(1, () => server.kill());
    const orphan = embeddedDatabase(dataDir);
    expect(orphan).not.toBeNull(); // the database outlived the server…
    server = await startServer({ dataDir });
    expect(server.logged('left running by a previous process')).toHaveLength(1); // …and was stopped cleanly
    expect(server.logged('replayed its write-ahead log')).toHaveLength(0);
    users = reconnect();
    await expectEveryAcknowledgedWrite();
  }, 120_000);

  it('server and database SIGKILLed mid-load, their pids reused: WAL recovery keeps every acknowledged write', async () => {
    // Both at the same instant, the database first (each kill is sent before any await).
    await load(2, () => Promise.all([killEmbeddedDatabase(dataDir), server.kill()]));
    // As after a container restart, the pids in the lock files now belong to another process (one
    // of the database's OS user: PostgreSQL itself would take it for a live server of the cluster).
    const stranger = spawnStranger();
    try {
      reassignPid(path.join(dataDir, 'postgres', 'postmaster.pid'), stranger.pid as number);
      reassignPid(path.join(dataDir, 'scout.pid'), stranger.pid as number);
      server = await startServer({ dataDir });
      expect(isAlive(stranger.pid as number)).toBe(true); // not signalled
    } finally {
      stranger.kill('SIGKILL');
    }
    expect(server.logged('removing a stale postmaster.pid')).toHaveLength(1);
    expect(server.logged('replayed its write-ahead log')).toHaveLength(1);
    users = reconnect();
    await expectEveryAcknowledgedWrite();

    // The database opens cleanly: the heap and every B-tree index of the written tables verify.
    const problems = await withDatabase(async ({ pool }) => {
      await pool.query('create extension if not exists amcheck');
      const tables = ['app_reviews', 'price_alerts', 'product_favourites', 'sessions', 'users'];
      const heap = await pool.query(`select t, v.* from unnest($1::text[]) t, verify_heapam(t::regclass) v`, [
        tables,
      ]);
      const indexes = await pool.query<{ index: string }>(
        `select i.indexrelid::regclass::text as index from pg_index i
           join pg_class c on c.oid = i.indexrelid join pg_am am on am.oid = c.relam
          where am.amname = 'btree' and i.indrelid = any($1::regclass[])`,
        [tables],
      );
      expect(indexes.rows.length).toBeGreaterThanOrEqual(tables.length);
      for (const { index } of indexes.rows)
        await pool.query('select bt_index_check($1::regclass, true)', [index]);
      return heap.rows;
    });
    expect(problems).toEqual([]);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  }, 120_000);
});
