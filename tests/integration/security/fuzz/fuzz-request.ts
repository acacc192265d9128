import fc from 'fast-check';
import type { MatrixRequest } from '../matrix/route-entry.ts';
import { malformedBody, nastyJson, nastyString } from './nasty-values.ts';

/** One fuzzed call: path parameters, query and a JSON body or a raw one. */
export interface FuzzRequest {
  /** Path parameters, percent-encoded when sent; `{ raw }` goes into the path as it is. */
  params: Record<string, string | { raw: string }>;
  query: Record<string, string | string[]>;
  body?: unknown;
  raw?: { raw: string; type?: string };
}

type Json = unknown;

/** Every path to a value inside a JSON document (`[]` is the document itself). */
function pathsOf(value: Json, prefix: (string | number)[] = []): (string | number)[][] {
  const here = [prefix];
  if (Array.isArray(value)) return [...here, ...value.flatMap((v, i) => pathsOf(v, [...prefix, i]))];
  if (value && typeof value === 'object')
    return [...here, ...Object.entries(value).flatMap(([k, v]) => pathsOf(v, [...prefix, k]))];
  return here;
}

/** A copy of `doc` with the value at `path` replaced (or removed when `value` is undefined). */
function setAt(doc: Json, path: (string | number)[], value: Json): Json {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  const copy: any = Array.isArray(doc) ? [...doc] : { ...(doc as object) };
  if (rest.length === 0 && value === undefined) {
    if (Array.isArray(copy)) copy.splice(head as number, 1);
    else delete copy[head];
  } else copy[head] = setAt(copy[head], rest, value);
  return copy;
}

/** The valid body with one value replaced by a nasty one, removed, or with a nasty extra key. */
function mutatedBody(valid: Json): fc.Arbitrary<Json> {
  const paths = pathsOf(valid);
  return fc.oneof(
    fc.tuple(fc.constantFrom(...paths), nastyJson).map(([p, v]) => setAt(valid, p, v)),
    fc
      .tuple(fc.constantFrom(...paths), fc.constantFrom(...paths), nastyJson, nastyJson)
      .map(([p1, p2, v1, v2]) => setAt(setAt(valid, p1, v1), p2, v2)),
    fc.constantFrom(...paths.filter((p) => p.length > 0), []).map((p) => setAt(valid, p, undefined) ?? {}),
    fc
      .tuple(nastyString, nastyJson)
      .map(([k, v]) =>
        valid && typeof valid === 'object' && !Array.isArray(valid) ? { ...valid, [k]: v } : { [k]: v },
      ),
  );
}

/** The valid query with values replaced, repeated (arrays), removed or added. */
function mutatedQuery(valid: Record<string, string>): fc.Arbitrary<Record<string, string | string[]>> {
  const keys = Object.keys(valid);
  const withKey = keys.length ? fc.constantFrom(...keys) : nastyString;
  return fc.oneof(
    fc.tuple(withKey, nastyString).map(([k, v]) => ({ ...valid, [k]: v })),
    fc
      .tuple(withKey, fc.array(nastyString, { minLength: 2, maxLength: 4 }))
      .map(([k, v]) => ({ ...valid, [k]: v })),
    fc.dictionary(fc.oneof(withKey, nastyString), nastyString, { maxKeys: 5 }),
    withKey.map((k) => {
      const { [k]: _, ...rest } = valid;
      return rest;
    }),
  );
}

/** Path segments sent without encoding: malformed percent-escapes, dot segments, encoded slashes. */
const RAW_SEGMENTS = ['%', '%E0%A4%A', '%C0%AF', '%ff%fe', '%00', '.', '..', '%2e%2e', 'a%2Fb', '%u0041'];

/** One path parameter replaced by a nasty string or a raw segment. */
function mutatedParams(valid: Record<string, string>): fc.Arbitrary<FuzzRequest['params']> {
  const keys = Object.keys(valid);
  const value = fc.oneof(
    { weight: 5, arbitrary: nastyString.map((v) => (v === '' ? ' ' : v)) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_SEGMENTS).map((raw) => ({ raw })) },
  );
  return fc.tuple(fc.constantFrom(...keys), value).map(([k, v]) => ({ ...valid, [k]: v }));
}

/**
 * Calls around a route's valid request: wrong types, huge strings, Unicode, nulls, negative and
 * enormous numbers, SQL and HTML payloads in the body, the query (when the route reads one) and the
 * path, alone or together.
 */
export function fuzzRequests(
  valid: MatrixRequest,
  method: string,
  readsQuery: boolean,
): fc.Arbitrary<FuzzRequest> {
  const params = Object.fromEntries(Object.entries(valid.params ?? {}).map(([k, v]) => [k, String(v)]));
  const query = valid.query ?? {};
  const hasBody = method !== 'GET';
  const body = valid.body ?? {};
  const base: FuzzRequest = { params, query, body: hasBody ? body : undefined };

  // A route that reads no query ignores one (the call would be the valid one again): its query is
  // left alone.
  const parts: fc.WeightedArbitrary<Partial<FuzzRequest>>[] = [];
  const queryPart = { weight: 3, arbitrary: mutatedQuery(query).map((q) => ({ query: q })) };
  if (readsQuery) parts.push(queryPart);
  if (Object.keys(params).length)
    parts.push({ weight: 3, arbitrary: mutatedParams(params).map((p) => ({ params: p })) });
  if (hasBody) {
    parts.push({ weight: 4, arbitrary: mutatedBody(body).map((b) => ({ body: b })) });
    parts.push({ weight: 3, arbitrary: nastyJson.map((b) => ({ body: b })) });
    parts.push({ weight: 2, arbitrary: malformedBody.map((raw) => ({ body: undefined, raw })) });
  }
  const one = fc.oneof(...(parts.length ? parts : [queryPart]));
  return fc.oneof(
    { weight: 4, arbitrary: one.map((change) => ({ ...base, ...change })) },
    { weight: 1, arbitrary: fc.tuple(one, one).map(([a, b]) => ({ ...base, ...a, ...b })) },
  );
}
