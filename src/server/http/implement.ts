import { isDeepStrictEqual } from 'node:util';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import * as z from 'zod/mini';
import {
  type Endpoint,
  type EndpointSpec,
  type NoContent,
  noContent,
  type ReplyOf,
  type Schema,
  type ValidInput,
} from '#contracts/define.ts';
import { AppError } from '../lib/app-error.ts';
import type { AppEnv } from './types.ts';
import { pathOfUnstorableText, validate, validationFailed } from './validate.ts';

/** A route's handler: the validated input in, the contract's answer out. */
export type EndpointHandler<E extends Endpoint> = (
  c: Context<AppEnv>,
  input: ValidInput<E>,
) => E['response'] extends NoContent ? Promise<void> | void : ReplyOf<E> | Promise<ReplyOf<E>>;

/**
 * Mounts `endpoint` of a contract (src/contracts) on a module's router, at the endpoint's path in
 * its group: `guards` run first (requireFeature…), then the params, query and body are validated by
 * the contract's schemas with `validate()` (refusals `validation_failed`, unchanged), then `handler`
 * answers with what the contract declares, type-checked. Outside production (tests, `npm run dev`)
 * the answer is also parsed by the response schema and must match it exactly, or the request fails
 * with the difference on stderr: the whole test suite checks every answer it receives. Production
 * only serialises. A handler may set another status with `c.status()` (health's 503).
 */
export function implement<E extends Endpoint>(
  app: Hono<AppEnv>,
  endpoint: E,
  ...rest: [...guards: MiddlewareHandler<AppEnv>[], handler: EndpointHandler<E>]
): void {
  const handler = rest.pop() as EndpointHandler<E>;
  const guards = rest as MiddlewareHandler<AppEnv>[];
  // One handler per on(): Hono's on(method, path, ...handlers) adds each handler as its own route
  // in order, so this is the same chain, typed without casting the app.
  const chain: MiddlewareHandler<AppEnv>[] = [
    ...guards,
    ...validators(endpoint),
    async (c: Context<AppEnv>) => {
      const valid = (target: string) => (c.req.valid as (t: never) => unknown).call(c.req, target as never);
      const input = {
        params: endpoint.params ? valid('param') : undefined,
        query: endpoint.query ? valid('query') : undefined,
        body: endpoint.checkedByHandler
          ? await c.req.json().catch(() => null)
          : endpoint.body
            ? valid('json')
            : undefined,
        form: endpoint.form ? valid('form') : undefined,
      } as ValidInput<E>;
      const reply = await handler(c, input);
      const response = endpoint.response as EndpointSpec['response'];
      if (reply instanceof Response) return reply;
      if (response === noContent || (response as NoContent).kind === 'no-content')
        return c.body(null, endpoint.status ?? 204);
      if (c.get('checkResponses')) checkReply(endpoint, response as Schema, reply);
      const status = endpoint.status as 200 | 201 | 202 | undefined;
      return status ? c.json(reply as object, status) : c.json(reply as object);
    },
  ];
  for (const step of chain) app.on(endpoint.method, endpoint.route, step);
}

function validators(endpoint: Endpoint): MiddlewareHandler<AppEnv>[] {
  const list: MiddlewareHandler[] = [];
  if (endpoint.params) list.push(validate('param', endpoint.params));
  if (endpoint.query) list.push(validate('query', endpoint.query));
  if (endpoint.body && !endpoint.checkedByHandler) list.push(validate('json', endpoint.body));
  if (endpoint.form && !endpoint.streamed) list.push(validate('form', endpoint.form));
  return list as MiddlewareHandler<AppEnv>[];
}

/**
 * Fails (a 500 with the reason on stderr) when `reply` does not parse with the endpoint's response
 * schema, or when what it would send differs from what the contract declares (an undeclared field,
 * a value the schema changes).
 */
export function checkReply(endpoint: Pick<Endpoint, 'method' | 'path'>, schema: Schema, reply: unknown) {
  const parsed = z.safeParse(schema, reply);
  const sent = reply === undefined ? undefined : JSON.parse(JSON.stringify(reply));
  let problem: string | null = null;
  if (!parsed.success) problem = z.prettifyError(parsed.error);
  else {
    const declared = parsed.data === undefined ? undefined : JSON.parse(JSON.stringify(parsed.data));
    if (!isDeepStrictEqual(sent, declared))
      problem = `differs from the contract at ${difference(sent, declared)}`;
  }
  if (problem === null) return;
  const message = `${endpoint.method} /api${endpoint.path}: the answer breaks its contract: ${problem}`;
  console.error(message);
  throw new Error(message);
}

/** The path of the first difference between two JSON values. */
function difference(a: unknown, b: unknown, path = '$'): string {
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const key of keys) {
      const x = (a as Record<string, unknown>)[key];
      const y = (b as Record<string, unknown>)[key];
      if (!isDeepStrictEqual(x, y))
        return x === undefined
          ? `${path}.${key} (declared, not sent)`
          : y === undefined
            ? `${path}.${key} (sent, not declared)`
            : difference(x, y, `${path}.${key}`);
    }
  }
  return `${path} (sent ${JSON.stringify(a)?.slice(0, 80)}, declared ${JSON.stringify(b)?.slice(0, 80)})`;
}

/**
 * The fields of a streamed upload (an endpoint with `streamed`), checked as `validate()` checks a
 * body: `schema` is the contract's form fields without the file.
 */
export function validFields<S extends Schema>(schema: S, fields: unknown): z.output<S> {
  const result = z.safeParse(schema, fields);
  if (!result.success) throw validationFailed(result.error.issues[0]);
  const bad = pathOfUnstorableText(result.data);
  if (bad !== null)
    throw new AppError('validation_failed', 400, { field: bad, reason: 'invalid_characters' });
  return result.data;
}
