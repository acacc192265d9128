import fc from 'fast-check';
import { TEST_ORIGIN } from '#tests/helpers/test-app.ts';
import type { WriteLog } from '#tests/helpers/write-log.ts';
import { methodOf, pathOf, type RouteEntry, toCellRequest } from '../matrix/route-entry.ts';
import type { Actor, World } from '../world.ts';
import { type FuzzRequest, fuzzRequests } from './fuzz-request.ts';
import { inputsRead } from './route-inputs.ts';
import { newFuzzer, runCases } from './run-cases.ts';
import { asCase } from './write-attribution.ts';

/**
 * Cases per route and per upload: 100 in `npm test` (the first 100 of the same seeded sequence), the
 * full 1,000 in `npm run test:deep` (SCOUT_FUZZ_RUNS=1000), which CI also runs when a commit touches
 * the server, the contracts, the domain or these tests (.ci/run). Issue 31: the suite within 10
 * minutes (the three shards held 180 s of a worker's time at 200).
 */
export const FUZZ_RUNS = Number(process.env.SCOUT_FUZZ_RUNS ?? 100);

/** A stable seed per route (SCOUT_FUZZ_SEED=random explores new cases). */
export const seedOf = (route: string) =>
  process.env.SCOUT_FUZZ_SEED === 'random'
    ? Date.now() % 2 ** 31
    : [...route].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) % 2 ** 31, 7);

/** Uploads (multipart form or raw file body): fuzzed by fuzz-uploads.int.test.ts. */
export const UPLOAD_ROUTES = new Set(['POST /api/seller-data/imports', 'PUT /api/catalog-imports']);

/**
 * Routes fuzzed one call at a time: better-auth's admin create-user checks for the email, then
 * inserts, so identical creations sent at once race into the unique index (a 500) — a race, not
 * the bad input this test is about (see docs/security.md).
 */
const ONE_AT_A_TIME = new Set(['POST /api/auth/admin/create-user']);

/**
 * The JSON routes that take input: a body (any method but GET), path parameters, or a query (a GET
 * route whose table entry has a valid request). ./route-inputs.ts proves from the router that every
 * other GET route reads no input.
 */
export const takesJsonInput = (entry: RouteEntry) =>
  !UPLOAD_ROUTES.has(entry.route) &&
  (methodOf(entry) !== 'GET' || pathOf(entry).includes(':') || entry.request !== undefined);

/**
 * Sends FUZZ_RUNS generated calls around the route's valid request (from the matrix's table) as a
 * user who passes every guard; `fresh` routes (the call ends or changes the caller's session or
 * plan) give each call its own user.
 */
export async function fuzzRoute(o: { world: World; writes: WriteLog; entry: RouteEntry }) {
  const { world, writes, entry } = o;
  const first = await newFuzzer(world);
  // Tagged, so that what the set-up starts in the background (a catalog import) is not taken for
  // a write nobody can account for (./run-cases.ts).
  const valid =
    (await asCase('setup', async () => entry.request?.({ world, actor: first, allowed: true }))) ?? {};
  if (valid.form || valid.raw !== undefined)
    throw new Error(`${entry.route} is an upload: list it in UPLOAD_ROUTES`);
  // The valid call, once, watched: a route that reads no query gets no query-only cases (each would
  // be the valid call again, doing the route's whole work).
  const probe = await asCase('setup', () => inputsRead(world, entry, first, toCellRequest(entry, valid)));
  const readsQuery =
    Object.keys(valid.query ?? {}).length > 0 ||
    probe.reads.includes('query') ||
    (probe.status !== null && probe.status !== entry.ok);
  const cases = fc.sample(fuzzRequests(valid, methodOf(entry), readsQuery), {
    numRuns: FUZZ_RUNS,
    seed: seedOf(entry.route),
  });
  return runCases({
    world,
    writes,
    cases,
    first,
    fresh: entry.fresh,
    oneAtATime: ONE_AT_A_TIME.has(entry.route),
    ownErrorBodies: entry.route.includes(' /api/auth/'),
    send: (caller, req, i) => send(world, entry, caller, req, i),
  });
}

/** A path segment as a client would send it (lone surrogates cannot be percent-encoded). */
const segment = (value: string | { raw: string } = '') =>
  typeof value === 'string' ? encodeURIComponent(value.toWellFormed()) : value.raw;

function send(world: World, entry: RouteEntry, actor: Actor, req: FuzzRequest, i: number) {
  const url = pathOf(entry).replace(/:(\w+)/g, (_, name: string) => segment(req.params[name]));
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(req.query)) for (const one of [v].flat()) search.append(k, one);
  const headers: Record<string, string> = { 'x-forwarded-for': `10.7.${(i >> 8) & 255}.${i & 255}` };
  if (entry.access === 'apiKey') headers.authorization = `Bearer ${actor.apiKey}`;
  if (req.raw) headers['content-type'] = req.raw.type ?? 'application/json';
  return world.send(
    entry.access === 'apiKey' ? { ...actor, cookie: '' } : actor,
    methodOf(entry),
    search.size ? `${url}?${search}` : url,
    req.raw ? { raw: req.raw.raw, headers } : { body: req.body, headers },
    TEST_ORIGIN,
  );
}
