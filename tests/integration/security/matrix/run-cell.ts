import type pg from 'pg';
import { TEST_ORIGIN } from '#tests/helpers/test-app.ts';
import type { Actor, ActorKind, CellRequest, Sent, World } from '../world.ts';
import { type Column, isAllowed, methodOf, type RouteEntry, toCellRequest } from './route-entry.ts';

/** One cell that did not answer what the table says. */
export interface Mismatch {
  route: string;
  column: Column;
  expected: number;
  got: number;
  answer: string;
}

/** Builds the request of `entry` for `actor` (creating the actor's resource when the route needs one). */
export async function buildCell(world: World, entry: RouteEntry, actor: Actor): Promise<CellRequest> {
  const allowed = isAllowed(entry.access, actor.kind);
  return toCellRequest(entry, (await entry.request?.({ world, actor, allowed })) ?? {});
}

/** Sends a cell: REST API routes with the actor's bearer key and no cookie, the others as a browser. */
export function sendCell(
  world: World,
  entry: RouteEntry,
  actor: Actor,
  req: CellRequest,
  origin = TEST_ORIGIN,
) {
  const caller =
    entry.access === 'apiKey'
      ? {
          ...actor,
          cookie: '',
        }
      : actor;
  const headers = { ...req.headers };
  if (entry.access === 'apiKey' && actor.apiKey) headers.authorization = `Bearer ${actor.apiKey}`;
  return world.send(caller, methodOf(entry), req.path as string, { ...req, headers }, origin);
}

/** The actor a cell runs as: a new user of that kind for routes that change the caller's account. */
export const cellActor = (world: World, entry: RouteEntry, kind: ActorKind) =>
  entry.fresh ? world.fresh(kind) : Promise.resolve(world.actors[kind]);

export const describeAnswer = (res: Sent) =>
  typeof res.body === 'string'
    ? res.body.slice(0, 80)
    : (JSON.stringify(res.body?.error?.code ?? res.body?.code ?? res.body)?.slice(0, 80) ?? '');

/**
 * Every row of one user in every table that has a `user_id` column, plus the user row itself:
 * compared before and after another user's attempts.
 */
export async function snapshotOfUser(pool: pg.Pool, userId: string): Promise<Record<string, string[]>> {
  const { rows: tables } = await pool.query<{ name: string }>(
    `select table_name as name from information_schema.columns
     where table_schema = 'public' and column_name = 'user_id' order by table_name`,
  );
  const snapshot: Record<string, string[]> = {};
  for (const { name } of tables) {
    const { rows } = await pool.query<{ row: string }>(
      `select row_to_json(t)::text as row from "${name}" t where user_id = $1`,
      [userId],
    );
    snapshot[name] = rows.map((r) => r.row).sort();
  }
  const { rows } = await pool.query<{ row: string }>(
    'select row_to_json(u)::text as row from users u where id = $1',
    [userId],
  );
  snapshot.users = rows.map((r) => r.row);
  return snapshot;
}
