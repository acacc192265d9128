import { AsyncLocalStorage } from 'node:async_hooks';
import { HonoRequest } from 'hono/request';
import { methodOf, pathOf, type RouteEntry } from '../matrix/route-entry.ts';
import { buildCell, sendCell } from '../matrix/run-cell.ts';
import type { Actor, CellRequest, World } from '../world.ts';

/** What a route's handlers read of a call: its query, path parameters or body. */
export type Input = 'query' | 'param' | 'body';

const READERS: Record<string, Input> = {
  query: 'query',
  queries: 'query',
  param: 'param',
  json: 'body',
  text: 'body',
  arrayBuffer: 'body',
  bytes: 'body',
  blob: 'body',
  formData: 'body',
  parseBody: 'body',
};
const VALIDATED: Record<string, Input> = { query: 'query', param: 'param', json: 'body', form: 'body' };

const reads = new AsyncLocalStorage<Set<Input>>();
let installed = false;

/** Records, for the call running in `reads`, every read of its input through Hono's request. */
function installReadSpy() {
  if (installed) return;
  installed = true;
  const proto = HonoRequest.prototype as unknown as Record<string, (...a: unknown[]) => unknown>;
  for (const [method, input] of Object.entries(READERS)) {
    const original = proto[method] as (...a: unknown[]) => unknown;
    proto[method] = function (this: unknown, ...args: unknown[]) {
      reads.getStore()?.add(input);
      return original.apply(this, args);
    };
  }
  const addValidatedData = proto.addValidatedData as (...a: unknown[]) => unknown;
  proto.addValidatedData = function (this: unknown, target: unknown, ...rest: unknown[]) {
    const input = VALIDATED[String(target)];
    if (input) reads.getStore()?.add(input);
    return addValidatedData.call(this, target, ...rest);
  };
}

/**
 * The inputs a route reads, from the running objects rather than the table: for our routes, what
 * its handlers read of `req` (a validator — `validate()`, the REST API's OpenAPI schemas — or a
 * direct `c.req.query()`, `c.req.json()`…), sent once as `actor`; for better-auth's (not sent), the
 * query and body schemas its endpoint declares (`auth.api`). `status` is the answer (null when not
 * sent): when it is not the table's `ok`, a guard may have answered before the handlers read anything.
 */
export async function inputsRead(world: World, entry: RouteEntry, actor: Actor, req: CellRequest) {
  installReadSpy();
  const found = new Set<Input>();
  if (entry.route.includes(' /api/auth/')) {
    const auth = world.ctx.deps.auth.api as Record<
      string,
      { path?: string; options?: { query?: unknown; body?: unknown } }
    >;
    const path = pathOf(entry).slice('/api/auth'.length);
    const endpoint = Object.values(auth).find((e) => e.path === path);
    if (!endpoint) throw new Error(`${entry.route}: no better-auth endpoint`);
    if (endpoint.options?.query) found.add('query');
    if (endpoint.options?.body && methodOf(entry) !== 'GET') found.add('body');
    if (path.includes(':')) found.add('param');
    return { reads: [...found].sort(), status: null };
  }
  const res = await reads.run(found, () => sendCell(world, entry, actor, req));
  return { reads: [...found].sort(), status: res.status };
}

/** A route, the inputs its handlers read, and the inputs the table's valid call carries. */
export interface RouteInputs {
  route: string;
  reads: Input[];
  sends: Input[];
}

/**
 * inputsRead of each route's valid call as `actor`, who passes every guard (an answer other than
 * the table's `ok` is listed in `unexpected`: the guards may have answered first).
 */
export async function inputsOf(world: World, entries: RouteEntry[], actor: Actor) {
  const rows: RouteInputs[] = [];
  const unexpected: string[] = [];
  for (const entry of entries) {
    const req = await buildCell(world, entry, actor);
    const sends = new Set<Input>();
    if (Object.keys(req.query ?? {}).length) sends.add('query');
    if (pathOf(entry).includes(':')) sends.add('param');
    if (req.body !== undefined || req.form || req.raw !== undefined) sends.add('body');
    const { reads, status } = await inputsRead(world, entry, actor, req);
    if (status !== null && status !== entry.ok) unexpected.push(`${entry.route}: ${status}, not ${entry.ok}`);
    rows.push({ route: entry.route, reads, sends: [...sends].sort() });
  }
  return { rows, unexpected };
}
