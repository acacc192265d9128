/**
 * The authorization matrix: every /api route (read from the router and better-auth, so a new route
 * without an entry fails) × { anonymous, free, starter, pro, elite, admin, another user's resource,
 * a request from another origin } → the status the table in ./matrix/*-routes.ts implies.
 * Actors run side by side, each through the whole table in order; the "other" and "evil origin"
 * columns run after, and prove with a write log that nothing at all was written. Between them, every
 * list route (./matrix/owner-data.ts) answers another user the same before and after the owner has
 * data behind it.
 */
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { App } from '#server/app.ts';
import { installWriteLog } from '#tests/helpers/write-log.ts';
import { listApiRoutes } from './list-routes.ts';
import {
  giveOwnerData,
  listRoutes,
  markersIn,
  NO_OWNER_DATA,
  ownerMarkers,
  SHARED_DATA,
} from './matrix/owner-data.ts';
import { type Column, evilOriginActor, expectedStatus, type RouteEntry } from './matrix/route-entry.ts';
import { routeTable } from './matrix/route-table.ts';
import {
  buildCell,
  cellActor,
  describeAnswer,
  type Mismatch,
  sendCell,
  snapshotOfUser,
} from './matrix/run-cell.ts';
import { ACTORS, type Actor, type CellRequest, createWorld, EVIL_ORIGIN } from './world.ts';

const world = await createWorld();
const pool = world.ctx.deps.database.pool;
const writes = await installWriteLog(pool);

/** Catalog imports run in the background: wait for them before proving that nothing is written. */
async function catalogImportsFinished() {
  for (let i = 0; i < 200; i++) {
    const { rows } = await pool.query(
      "select count(*)::int as n from catalog_imports where status = 'running'",
    );
    if (rows[0].n === 0) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('catalog imports still running');
}

function check(
  mismatches: Mismatch[],
  entry: RouteEntry,
  column: Column,
  res: { status: number },
  answer: string,
) {
  const expected = expectedStatus(entry, column);
  if (expected !== null && res.status !== expected)
    mismatches.push({ route: entry.route, column, expected, got: res.status, answer });
}

describe('authorization matrix', () => {
  it('has exactly one entry per /api route', () => {
    const routes = listApiRoutes(world.ctx.app, world.ctx.deps.auth);
    const entries = routeTable.map((e) => e.route);
    expect(
      entries.filter((r, i) => entries.indexOf(r) !== i),
      'routes listed twice',
    ).toEqual([]);
    expect(
      routes.filter((r) => !entries.includes(r)),
      'routes without an entry',
    ).toEqual([]);
    expect(
      entries.filter((r) => !routes.includes(r)),
      'entries without a route',
    ).toEqual([]);
    // A handler for every method would escape the table: the route list refuses it.
    const everyMethod = new Hono()
      .use('/api/*', (_c, next) => next())
      .all('/api/anything', (c) => c.text(''));
    expect(() => listApiRoutes(everyMethod as unknown as App, world.ctx.deps.auth)).toThrow(
      'ALL /api/anything',
    );
  });

  // Every route × six callers, each cell set up and sent for real (about 1,200 requests): 30 s was
  // enough for the table of last month, not for today's on a loaded 2-core runner.
  it('answers anonymous, free, starter, pro, elite and admin callers as the table says', {
    timeout: 180_000,
  }, async () => {
    const mismatches: Mismatch[] = [];
    await Promise.all(
      ACTORS.map(async (kind) => {
        for (const entry of routeTable) {
          const actor = await cellActor(world, entry, kind);
          const res = await sendCell(world, entry, actor, await buildCell(world, entry, actor));
          check(mismatches, entry, kind, res, describeAnswer(res));
        }
      }),
    );
    expect(mismatches).toEqual([]);
    await catalogImportsFinished();
  });

  it("shows no user another user's data in any list route", { timeout: 60_000 }, async () => {
    const lists = listRoutes();
    expect(lists.length).toBeGreaterThan(25);
    const privateLists = lists.filter((e) => !(e.route in SHARED_DATA));
    const mismatches: Mismatch[] = [];
    const answer = async (entry: RouteEntry, actor: Actor) => {
      const res = await sendCell(world, entry, actor, await buildCell(world, entry, actor));
      check(mismatches, entry, 'elite', res, describeAnswer(res));
      // The export's README says when it was made: its other files are what must not change.
      if (res.body && typeof res.body === 'object' && 'README.txt' in res.body) {
        const { 'README.txt': _made, ...files } = res.body;
        return JSON.stringify(files);
      }
      return JSON.stringify(res.body);
    };
    const answers = async (actor: Actor, entries: RouteEntry[]) => {
      const all = new Map<string, string>();
      for (const entry of entries) all.set(entry.route, await answer(entry, actor));
      return all;
    };

    // Neither the owner nor the intruder has any data yet. (A first pass settles what the intruder's
    // own calls change, such as the last use of their API key.)
    await answers(world.intruder, privateLists);
    const ownerBefore = await answers(world.owner, privateLists);
    const intruderBefore = await answers(world.intruder, privateLists);
    expect(await giveOwnerData(world)).toEqual([]);
    const ownerAfter = await answers(world.owner, privateLists);
    const intruderAfter = await answers(world.intruder, privateLists);
    const intruderShared = await answers(
      world.intruder,
      lists.filter((e) => e.route in SHARED_DATA),
    );
    expect(mismatches).toEqual([]);

    // The intruder's answers did not change at all…
    expect(
      privateLists
        .filter((e) => intruderBefore.get(e.route) !== intruderAfter.get(e.route))
        .map((e) => ({
          route: e.route,
          before: intruderBefore.get(e.route),
          after: intruderAfter.get(e.route),
        })),
    ).toEqual([]);
    // …and contain none of the owner's ids, tokens or e-mail, nor do those of the shared routes.
    const markers = await ownerMarkers(pool, world.owner.userId);
    expect(markers.length).toBeGreaterThan(25);
    expect(
      [...intruderAfter, ...intruderShared].flatMap(([route, body]) => {
        const leaked = markersIn(body, markers);
        return leaked.length ? [`${route}: ${leaked.join(', ')}`] : [];
      }),
    ).toEqual([]);
    // The owner's data is behind every other list route: their answer changed, or shows their ids.
    expect(
      privateLists
        .filter(
          (e) =>
            ownerBefore.get(e.route) === ownerAfter.get(e.route) &&
            !markersIn(ownerAfter.get(e.route), markers).length,
        )
        .map((e) => e.route),
    ).toEqual(Object.keys(NO_OWNER_DATA));
  });

  it("gives another user's resource a 404 and leaves the owner's data unchanged", async () => {
    const owned = routeTable.filter((e) => expectedStatus(e, 'other') !== null);
    expect(owned.length).toBeGreaterThan(20);
    const requests: CellRequest[] = [];
    for (const entry of owned) requests.push(await buildCell(world, entry, world.owner));
    const before = await snapshotOfUser(pool, world.owner.userId);
    const mark = await writes.mark();

    const mismatches: Mismatch[] = [];
    await Promise.all(
      owned.map(async (entry, i) => {
        const res = await sendCell(world, entry, world.intruder, requests[i] ?? {});
        check(mismatches, entry, 'other', res, describeAnswer(res));
      }),
    );
    expect(mismatches).toEqual([]);
    expect(await writes.since(mark)).toEqual([]);
    expect(await snapshotOfUser(pool, world.owner.userId)).toEqual(before);
  });

  it('refuses every cookie-authenticated change sent from another origin, and writes nothing', async () => {
    const changing = routeTable.filter((e) => expectedStatus(e, 'evilOrigin') !== null);
    expect(changing.length).toBeGreaterThan(60);
    const cells = [];
    for (const entry of changing) {
      const actor = await cellActor(world, entry, evilOriginActor(entry));
      cells.push({ entry, actor, request: await buildCell(world, entry, actor) });
    }
    const mark = await writes.mark();
    const mismatches: Mismatch[] = [];
    await Promise.all(
      cells.map(async ({ entry, actor, request }) => {
        const res = await sendCell(world, entry, actor, request, EVIL_ORIGIN);
        check(mismatches, entry, 'evilOrigin', res, describeAnswer(res));
      }),
    );
    expect(mismatches).toEqual([]);
    expect(await writes.since(mark)).toEqual([]);
  });
});
