import type {
  CallInput,
  Empty,
  Endpoint,
  EndpointSpec,
  EventStream,
  FileDownload,
  NoContent,
  ResponseOf,
  Schema,
} from '#contracts/define.ts';
import { endpointPath } from '#contracts/request.ts';
import i18n, { loadErrorMessages } from './i18n.ts';

/** A refusal from our API: `code` is translated by errors:<code> (see useErrorMessage). */
export class ApiError extends Error {
  readonly code: string;
  readonly params: Record<string, unknown>;
  readonly status: number;
  constructor(status: number, code: string, params: Record<string, unknown> = {}) {
    super(code);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.params = params;
  }
}

type Query = Record<string, string | number | boolean | null | undefined>;

interface RequestOptions {
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

function withQuery(path: string, query?: Query) {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query))
    if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/** Turns any failed response into an ApiError: our `{ error: { code, params } }`, better-auth's `{ code, message }`, or the status. */
async function toApiError(res: Response): Promise<ApiError> {
  const body = await res.json().catch(() => null);
  if (body?.error?.code) return new ApiError(res.status, body.error.code, body.error.params ?? {});
  if (typeof body?.code === 'string') return new ApiError(res.status, `auth_${body.code.toLowerCase()}`, {});
  if (res.status === 429) return new ApiError(429, 'rate_limited', {});
  return new ApiError(res.status, 'http_error', { status: res.status });
}

type Transport = (url: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (url, init) => fetch(url, init);

/**
 * Where requests go. The browser's fetch, except in the server renderer, which answers a page's
 * queries with the app itself, in process (entry-server.tsx): the same routes, the same JSON.
 */
export function setTransport(to: Transport) {
  transport = to;
}

/**
 * Sends a request to the API and returns the raw Response. Features use `call()`; this is for the
 * REST API console alone, whose paths come from the OpenAPI document at run time.
 */
export async function apiFetch(
  method: string,
  path: string,
  options: RequestOptions = {},
): Promise<Response> {
  const headers: Record<string, string> = {
    'x-scout-lang': i18n.language?.slice(0, 2) || 'en',
    ...options.headers,
  };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body instanceof Blob) {
    body = options.body;
    headers['content-type'] ??= options.body.type || 'application/octet-stream';
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  let res: Response;
  try {
    res = await transport(withQuery(`/api${path}`, options.query), {
      method,
      headers,
      body,
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (e) {
    if ((e as Error).name === 'AbortError') throw e;
    await loadErrorMessages().catch(() => undefined);
    throw new ApiError(0, 'network_error');
  }
  if (!res.ok) {
    // Its message is shown as soon as it is thrown: the translations come with the first refusal.
    const [error] = await Promise.all([toApiError(res), loadErrorMessages().catch(() => undefined)]);
    throw error;
  }
  return res;
}

type CallOptions = { signal?: AbortSignal };
/** The input argument is optional when the endpoint needs none. */
type CallArgs<E extends Endpoint> =
  Empty extends CallInput<E>
    ? [input?: CallInput<E>, options?: CallOptions]
    : [input: CallInput<E>, options?: CallOptions];

function send(endpoint: Endpoint, input: Record<string, unknown> = {}, options: CallOptions = {}) {
  let body = input.body;
  if (endpoint.form) {
    const form = new FormData();
    for (const [key, value] of Object.entries((input.form ?? {}) as Record<string, unknown>))
      if (value !== undefined && value !== null) form.set(key, value instanceof Blob ? value : String(value));
    body = form;
  }
  if (endpoint.raw) {
    const raw = input.raw as Blob;
    body = raw.type === endpoint.raw ? raw : new Blob([raw], { type: endpoint.raw });
  }
  return apiFetch(endpoint.method, endpointPath(endpoint, input.params as Record<string, unknown>), {
    query: input.query as Query | undefined,
    body,
    signal: options.signal,
  });
}

type JsonEndpoint = Endpoint<EndpointSpec & { response: Schema | NoContent }>;

/**
 * Calls an endpoint of a contract (src/contracts): `call(profileApi.update, { body })`. The answer
 * has the contract's type; a refusal throws ApiError. The only way features talk to the server.
 */
export async function call<E extends JsonEndpoint>(endpoint: E, ...[input, options]: CallArgs<E>) {
  const res = await send(endpoint, input as Record<string, unknown>, options);
  if (res.status === 204 || (endpoint.response as NoContent).kind === 'no-content')
    return undefined as ResponseOf<E>;
  return (await res.json()) as ResponseOf<E>;
}

type FileEndpoint = Endpoint<EndpointSpec & { method: 'GET'; response: FileDownload }>;

/** Where the browser fetches a file endpoint (an export): a link to it with `download` saves it. */
export const downloadUrl = (endpoint: FileEndpoint) => `/api${endpoint.path}`;

type StreamEndpoint = Endpoint<EndpointSpec & { response: EventStream }>;

/**
 * Calls an endpoint that answers with server-sent events and yields each event (a JSON document of
 * the contract's `event` schema) as it arrives, until `data: [DONE]` or the end of the stream.
 */
export async function* callEventStream<E extends StreamEndpoint>(
  endpoint: E,
  ...[input, options]: CallArgs<E>
): AsyncGenerator<ResponseOf<E>> {
  const res = await send(endpoint, input as Record<string, unknown>, options);
  if (!res.body) return;
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  try {
    while (true) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += value;
      let end = buffer.indexOf('\n\n');
      while (end !== -1) {
        const data = buffer
          .slice(0, end)
          .split('\n')
          .filter((l) => l.startsWith('data:'))
          .map((l) => l.slice(5).trimStart())
          .join('\n');
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf('\n\n');
        if (!data) continue;
        if (data === '[DONE]') return;
        yield JSON.parse(data) as ResponseOf<E>;
      }
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}
