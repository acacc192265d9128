import i18n from './i18n.ts';

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

/** Sends a request to the API and returns the raw Response (for streams and downloads). */
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
  if (options.body instanceof FormData || options.body instanceof Blob) body = options.body;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  let res: Response;
  try {
    res = await fetch(withQuery(`/api${path}`, options.query), {
      method,
      headers,
      body,
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (e) {
    if ((e as Error).name === 'AbortError') throw e;
    throw new ApiError(0, 'network_error');
  }
  if (!res.ok) throw await toApiError(res);
  return res;
}

async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const res = await apiFetch(method, path, options);
  if (res.status === 204) return undefined as T;
  const type = res.headers.get('content-type') ?? '';
  return (type.includes('application/json') ? res.json() : res.text()) as Promise<T>;
}

/** The only way the client talks to the server. */
export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
};
