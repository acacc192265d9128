import { SP_API_RATE_LIMITS, type SpApiOperation } from '#domain/sp-api.ts';
import { TokenBucket } from '#domain/token-bucket.ts';

export class SpApiError extends Error {
  readonly status: number;
  /** Amazon's first error code (QuotaExceeded, Unauthorized, InvalidInput…) or "unreachable". */
  readonly amazonCode: string;
  constructor(status: number, amazonCode: string, message: string) {
    super(message);
    this.name = 'SpApiError';
    this.status = status;
    this.amazonCode = amazonCode;
  }
}

export interface SpApiClientOptions {
  /** e.g. https://sellingpartnerapi-eu.amazon.com */
  endpoint: string;
  accessToken: () => Promise<string>;
  fetch?: typeof fetch;
  /** Waiting is injected so tests can check the throttling without waiting. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  nowMs?: () => number;
  signal?: AbortSignal;
  /** Retries of a 429 (QuotaExceeded) before giving up. */
  maxRetries?: number;
}

const realSleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason ?? new Error('aborted'));
    });
  });

/**
 * A small SP-API client: bearer access token in `x-amz-access-token`, each operation throttled by
 * its documented rate and burst (token bucket), a 429 retried after a back-off. No AWS signature is
 * needed since October 2023.
 */
export function createSpApiClient(o: SpApiClientOptions) {
  const doFetch = o.fetch ?? fetch;
  const sleep = o.sleep ?? realSleep;
  const nowMs = o.nowMs ?? (() => Date.now());
  const buckets = new Map<SpApiOperation, TokenBucket>();
  const bucket = (operation: SpApiOperation) => {
    let b = buckets.get(operation);
    if (!b) {
      b = new TokenBucket({ ...SP_API_RATE_LIMITS[operation], nowMs: nowMs() });
      buckets.set(operation, b);
    }
    return b;
  };

  async function call<T>(
    operation: SpApiOperation,
    request: {
      method: 'GET' | 'POST';
      path: string;
      query?: Record<string, string | undefined>;
      body?: unknown;
    },
  ): Promise<T> {
    const url = new URL(request.path, o.endpoint);
    for (const [k, v] of Object.entries(request.query ?? {})) if (v !== undefined) url.searchParams.set(k, v);
    const maxRetries = o.maxRetries ?? 3;
    for (let attempt = 0; ; attempt++) {
      const wait = bucket(operation).take(nowMs());
      if (wait > 0) await sleep(wait, o.signal);
      const accessToken = await o.accessToken(); // LWA refusals surface as they are
      let res: Response;
      try {
        res = await doFetch(url, {
          method: request.method,
          headers: {
            'x-amz-access-token': accessToken,
            'content-type': 'application/json',
            accept: 'application/json',
            'user-agent': 'Scout/1.0 (Language=TypeScript)',
          },
          body: request.body === undefined ? undefined : JSON.stringify(request.body),
          signal: o.signal ?? AbortSignal.timeout(30_000),
        });
      } catch (e) {
        if (o.signal?.aborted) throw e;
        throw new SpApiError(0, 'unreachable', (e as Error).message);
      }
      if (res.status === 429 && attempt < maxRetries) {
        bucket(operation).drain(nowMs());
        const { rate } = SP_API_RATE_LIMITS[operation];
        await sleep(Math.max(Math.ceil(1000 / rate), 1000 * 2 ** attempt), o.signal);
        continue;
      }
      const text = await res.text();
      const body = text ? (JSON.parse(text) as unknown) : {};
      if (!res.ok) {
        const first = (body as { errors?: { code?: string; message?: string }[] }).errors?.[0];
        throw new SpApiError(
          res.status,
          first?.code ?? `http_${res.status}`,
          first?.message ?? `SP-API ${res.status}`,
        );
      }
      return body as T;
    }
  }

  return { call, sleep: (ms: number) => sleep(ms, o.signal) };
}

export type SpApiClient = ReturnType<typeof createSpApiClient>;
