import type * as z from 'zod/mini';

/**
 * The typed contract between server and client (ADR 020). An endpoint declares its method, path,
 * inputs and answer once, as zod schemas; the server mounts it with `implement()`
 * (`#server/http/implement.ts`: validates the input, type-checks the answer and, outside
 * production, parses it), the client calls it with `call()` (`#client/lib/api-client.ts`), and the
 * REST API's OpenAPI document is generated from it. Schemas use `zod/mini` so that the client's
 * pages stay small (zod's classic API adds about 90 KB gzip to a page; mini about 7 KB).
 */

/** Any schema of a contract. */
export type Schema = z.ZodMiniType;

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** An answer without a body (204, or the endpoint's `status`). */
export const noContent = { kind: 'no-content' } as const;
export type NoContent = typeof noContent;

/** An answer streamed as server-sent events, each a JSON document of `event` (then `data: [DONE]`). */
export interface EventStream<S extends Schema = Schema> {
  kind: 'event-stream';
  event: S;
}
export const eventStream = <S extends Schema>(event: S): EventStream<S> => ({ kind: 'event-stream', event });

/** An answer that is a file to save (an export), of this content type: the handler returns a Response. */
export interface FileDownload {
  kind: 'file';
  contentType: string;
}
export const fileDownload = (contentType: string): FileDownload => ({ kind: 'file', contentType });

/** An answer that sends the browser elsewhere (302, an OAuth return): the handler returns `c.redirect()`. */
export const redirect = { kind: 'redirect' } as const;
export type Redirect = typeof redirect;

/** What the REST API's OpenAPI document says of an endpoint (only /v1 endpoints have it). */
export interface EndpointDocs {
  summary: string;
  description?: string;
  tags: string[];
  /** Documented refusals beyond the common ones: status → description. */
  errors?: Record<number, string>;
  /** What the success answer is (the schema's `z.meta({ id })` names it in the components). */
  responseDescription: string;
}

export interface EndpointSpec {
  method: Method;
  /** Under the group's base: '/' or '/:id/export'. */
  path: string;
  params?: Schema;
  query?: Schema;
  /** A JSON body. */
  body?: Schema;
  /** Fields of a multipart/form-data body (an upload with its file). */
  form?: Schema;
  /**
   * The server reads the multipart body itself, streaming the file to disk, and checks the fields
   * after (`validFields()`): implement() does not parse a `form` body into memory.
   */
  streamed?: true;
  /**
   * The handler checks the JSON body itself, because its refusals have their own codes
   * (`consultation_question_empty`…): implement() passes it the body as sent (null when it is not
   * JSON). `body` then types the client's call and documents the request.
   */
  checkedByHandler?: true;
  /** A body sent as it is, of this content type (a file), e.g. 'text/csv'. */
  raw?: string;
  response: Schema | NoContent | EventStream | FileDownload | Redirect;
  /** Status of a success when not 200 (201 created, 202 accepted, 204 no content). */
  status?: 200 | 201 | 202 | 204;
  docs?: EndpointDocs;
}

/** An endpoint of a group: its spec, with `path` the whole path under /api and `route` the group's. */
export type Endpoint<S extends EndpointSpec = EndpointSpec> = Omit<S, 'path'> & {
  path: string;
  route: string;
};

const PARAM = /:(\w+)/g;

/**
 * The endpoints of one server module mounted at `base` (under /api): `defineApi('/profile', { get:
 * { method: 'GET', path: '/', response: profile } })`. Path parameters must match the `params` schema.
 */
export function defineApi<const G extends Record<string, EndpointSpec>>(
  base: string,
  endpoints: G,
): { [K in keyof G]: Endpoint<G[K]> } {
  const group: Record<string, Endpoint> = {};
  for (const [name, spec] of Object.entries(endpoints)) {
    const path = spec.path === '/' ? base : `${base}${spec.path}`;
    const inPath = [...spec.path.matchAll(PARAM)].map((m) => m[1]).sort();
    const declared = Object.keys(shapeOf(spec.params)).sort();
    if (inPath.join() !== declared.join())
      throw new Error(`${spec.method} ${path}: path parameters ${inPath} but params schema ${declared}`);
    group[name] = { ...spec, path, route: spec.path };
  }
  return group as { [K in keyof G]: Endpoint<G[K]> };
}

/** Keys of an object schema (an empty object for none). */
export function shapeOf(schema: Schema | undefined): Record<string, Schema> {
  if (!schema) return {};
  const def = schema._zod.def as { shape?: Record<string, Schema> };
  if (!def.shape) throw new Error('params, query and form schemas are z.object()');
  return def.shape;
}

/** The answer an endpoint's client receives (dates as ISO strings). */
export type ResponseOf<E extends Pick<EndpointSpec, 'response'>> = E['response'] extends Schema
  ? z.output<E['response']>
  : E['response'] extends EventStream<infer S>
    ? z.output<S>
    : undefined;

/** What a server handler may return for the endpoint (a Date where the contract sends a date-time). */
export type ReplyOf<E extends Pick<EndpointSpec, 'response'>> = E['response'] extends Schema
  ? z.input<E['response']>
  : E['response'] extends EventStream | FileDownload | Redirect
    ? Response
    : undefined;

type InputOf<S> = S extends Schema ? z.input<S> : never;
type OutputOf<S> = S extends Schema ? z.output<S> : never;
/** The empty object type: `Empty extends T` when every field of T is optional. */
export type Empty = Record<never, never>;
/** `{ key: T }`, or `{ key?: T }` when every field of T is optional. */
type Slot<K extends string, T> = [T] extends [never]
  ? unknown
  : Empty extends T
    ? { [k in K]?: T }
    : { [k in K]: T };

/** What a client passes to call an endpoint: its path parameters, query and body. */
export type CallInput<E extends EndpointSpec | Endpoint> = Slot<'params', InputOf<E['params']>> &
  Slot<'query', InputOf<E['query']>> &
  Slot<'body', InputOf<E['body']>> &
  Slot<'form', InputOf<E['form']>> &
  (E['raw'] extends string ? { raw: Blob } : unknown);

/** The validated input a server handler receives. */
export interface ValidInput<E extends EndpointSpec | Endpoint> {
  params: OutputOf<E['params']>;
  query: OutputOf<E['query']>;
  body: E extends { checkedByHandler: true } ? unknown : OutputOf<E['body']>;
  form: OutputOf<E['form']>;
}
