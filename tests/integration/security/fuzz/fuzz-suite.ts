import { AsyncResource } from 'node:async_hooks';
import { expect, it } from 'vitest';
import { outbox } from '#server/db/schema/index.ts';
import { listApiRoutes } from '../list-routes.ts';
import { methodOf, type RouteEntry } from '../matrix/route-entry.ts';
import { routeTable } from '../matrix/route-table.ts';
import type { Sent } from '../world.ts';
import { FUZZ_RUNS, fuzzRoute, takesJsonInput, UPLOAD_ROUTES } from './fuzz-route.ts';
import { createFuzzWorld } from './fuzz-world.ts';
import { inputsOf } from './route-inputs.ts';
import { newFuzzer, runCases } from './run-cases.ts';

/** How many test files share the routes (they run side by side on separate databases). */
export const FUZZ_SHARDS = 3;

/**
 * The routes of one shard: every route of the matrix's table (which the matrix proves is the
 * router's list) that takes JSON input, dealt round-robin, so a new route is fuzzed without an edit.
 */
export const shardRoutes = (shard: number): RouteEntry[] =>
  routeTable.filter(takesJsonInput).filter((_, i) => i % FUZZ_SHARDS === shard);

/**
 * Registers one test per route of the shard: FUZZ_RUNS calls, never a 5xx, never an unhandled
 * rejection, nothing written by a refused call, every refusal a translated error code.
 */
export async function fuzzShard(shard: number) {
  const { world, writes, rejections } = await createFuzzWorld();

  if (shard === 0)
    it('fuzzes every route of the router that reads input', async () => {
      const table = routeTable.map((e) => e.route);
      expect(listApiRoutes(world.ctx.app, world.ctx.deps.auth).filter((r) => !table.includes(r))).toEqual([]);
      const fuzzed = Array.from({ length: FUZZ_SHARDS }, (_, s) => shardRoutes(s)).flat();
      expect(fuzzed.length).toBe(routeTable.filter(takesJsonInput).length);

      // Every route but GET is fuzzed (body, query, path). A GET route is fuzzed when its entry has
      // a valid request: each GET route's handlers are watched answering its valid call, and one
      // that reads its query, path or body must be fuzzed; a query the table sends must be read.
      const gets = routeTable.filter((e) => methodOf(e) === 'GET');
      const { rows, unexpected } = await inputsOf(world, gets, await newFuzzer(world));
      expect(unexpected).toEqual([]);
      const isFuzzed = (route: string) => fuzzed.some((e) => e.route === route) || UPLOAD_ROUTES.has(route);
      expect(
        rows.filter((r) => r.reads.length && !isFuzzed(r.route)),
        'GET routes that read input but are not fuzzed: give their entry a valid request',
      ).toEqual([]);
      expect(
        rows.filter((r) => r.sends.includes('query') && !r.reads.includes('query')),
        'a query in the table that the route does not read',
      ).toEqual([]);
      expect(
        rows.filter((r) => r.reads.includes('body')),
        'GET routes that read a body (the fuzzing sends GET routes none)',
      ).toEqual([]);
      expect(rows.filter((r) => r.reads.includes('query')).length).toBeGreaterThan(15);
    });

  if (shard === 0)
    it('reports a refused call that wrote, whether its write is tagged or not', async () => {
      // A write from outside every call's context: the log cannot say whose it is.
      const outside = new AsyncResource('untagged-write');
      const write = (subject: string) =>
        world.db.insert(outbox).values({ to: 'fuzz@example.com', subject, text: 'self-test' });
      const refused: Sent = {
        status: 400,
        body: { error: { code: 'validation_failed' } },
        headers: new Headers(),
      };
      const ok: Sent = { ...refused, status: 200, body: {} };
      const result = await runCases({
        world,
        writes,
        cases: Array.from({ length: 40 }, (_, i) => i),
        first: await newFuzzer(world),
        send: async (_caller, i) => {
          if (i === 5) await write('tagged, refused');
          if (i === 9) await write('tagged, accepted');
          if (i === 21) await outside.runInAsyncScope(() => write('untagged, refused').execute());
          return i === 9 ? ok : refused;
        },
      });
      expect(result.failures).toEqual([
        expect.stringMatching(/^refused but wrote INSERT outbox .*tagged, refused.*: 5$/),
        expect.stringMatching(/^400 refused but wrote INSERT outbox: 21 /),
      ]);
    });

  for (const entry of shardRoutes(shard)) {
    it(`${entry.route} (${FUZZ_RUNS} cases)`, { timeout: 120_000 }, async () => {
      const result = await fuzzRoute({ world, writes, entry });
      expect(result.failures).toEqual([]);
      expect(result.cases).toBe(FUZZ_RUNS);
      expect(rejections).toEqual([]);
    });
  }
}
