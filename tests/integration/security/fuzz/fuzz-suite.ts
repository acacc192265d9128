import { afterAll, expect, it } from 'vitest';
import { installWriteLog } from '../../../helpers/write-log.ts';
import { listApiRoutes } from '../list-routes.ts';
import type { RouteEntry } from '../matrix/route-entry.ts';
import { routeTable } from '../matrix/route-table.ts';
import { createWorld, FUZZ_ENV } from '../world.ts';
import { fastPasswords } from './fast-passwords.ts';
import { fuzzRoute, runsOf, takesJsonInput } from './fuzz-route.ts';
import { memoizeSessionLookup } from './session-memo.ts';
import { installWriteAttribution } from './write-attribution.ts';

/** How many test files share the routes (they run side by side on separate databases). */
export const FUZZ_SHARDS = 3;

/**
 * The routes of one shard: every route of the matrix's table (which the matrix proves is the
 * router's list) that takes JSON input, dealt round-robin, so a new route is fuzzed without an edit.
 */
export const shardRoutes = (shard: number): RouteEntry[] =>
  routeTable.filter(takesJsonInput).filter((_, i) => i % FUZZ_SHARDS === shard);

/**
 * Registers one test per route of the shard: `runsOf(route)` calls, never a 5xx, never an unhandled
 * rejection, nothing written by a refused call, every refusal a translated error code.
 */
export async function fuzzShard(shard: number) {
  const world = await createWorld(FUZZ_ENV);
  memoizeSessionLookup(world.ctx.deps.auth);
  await fastPasswords(world.ctx.deps.auth);
  installWriteAttribution();
  const writes = await installWriteLog(world.ctx.deps.database.pool);
  const rejections: unknown[] = [];
  const onRejection = (reason: unknown) => rejections.push(reason);
  process.on('unhandledRejection', onRejection);
  afterAll(() => {
    process.off('unhandledRejection', onRejection);
  });

  if (shard === 0)
    it('fuzzes every route of the router that takes JSON input', () => {
      const table = routeTable.map((e) => e.route);
      expect(listApiRoutes(world.ctx.app, world.ctx.deps.auth).filter((r) => !table.includes(r))).toEqual([]);
      const fuzzed = Array.from({ length: FUZZ_SHARDS }, (_, s) => shardRoutes(s)).flat();
      expect(fuzzed.length).toBe(routeTable.filter(takesJsonInput).length);
    });

  for (const entry of shardRoutes(shard)) {
    it(`${entry.route} (${runsOf(entry)} cases)`, { timeout: 120_000 }, async () => {
      const result = await fuzzRoute({ world, writes, entry });
      expect(result.failures).toEqual([]);
      expect(result.cases).toBe(runsOf(entry));
      expect(rejections).toEqual([]);
    });
  }
}
