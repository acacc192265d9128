import { SP_API_RATE_LIMITS, type SpApiOperation } from '#domain/sp-api.ts';
import { BodyTooLargeError, readCappedBody } from '#server/lib/read-capped-body.ts';

/** The largest SP-API answer read (a page of 20 catalog items with every dataset is ~200 KB). */
const MAX_BODY_BYTES = 16 * 1024 * 1024;

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
  signal?: AbortSignal;
  /** Retries of a 429 (QuotaExceeded) before giving up. */
  maxRetries?: number;
  /**
   * Paces the calls: the shared PostgreSQL budgets of this selling partner or credential
   * (`spApiBudgetLimiter`, shared-budget.ts), so that every caller and instance draws from one bucket.
   */
  limiter: SpApiLimiter;
}

/** Paces each operation's calls to its rate limit (Amazon's bucket per selling partner and operation). */
export interface SpApiLimiter {
  /**
   * Resolves when a call of `operation` may be sent (waits as needed, with the client's `sleep`
   * unless it has its own, or throws to refuse).
   */
  acquire(operation: SpApiOperation, sleep: (ms: number) => Promise<void>): Promise<void>;
  /** Amazon's `x-amzn-RateLimit-Limit` for this operation and credential (requests per second). */
  learn(operation: SpApiOperation, rate: number): Promise<void>;
  /** Amazon answered 429: its bucket is empty whatever we counted. */
  throttled(operation: SpApiOperation): Promise<void>;
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
 * A small SP-API client: bearer access token in `x-amz-access-token`, each operation paced by its
 * limiter (the shared budget of its documented rate and burst), a 429 retried after a back-off. No AWS signature is
 * needed since October 2023.
 */
export function createSpApiClient(o: SpApiClientOptions) {
  const doFetch = o.fetch ?? fetch;
  const sleep = o.sleep ?? realSleep;
  const limiter = o.limiter;

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
      const accessToken = await o.accessToken(); // LWA refusals surface as they are
      await limiter.acquire(operation, (ms) => sleep(ms, o.signal)); // last, so the call leaves when its turn comes
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
      const limit = Number(res.headers.get('x-amzn-ratelimit-limit'));
      if (Number.isFinite(limit) && limit > 0 && limit < 1000) await limiter.learn(operation, limit);
      if (res.status === 429 && attempt < maxRetries) {
        await res.body?.cancel().catch(() => {});
        await limiter.throttled(operation);
        const rate = limit > 0 ? limit : SP_API_RATE_LIMITS[operation].rate;
        await sleep(Math.max(Math.ceil(1000 / rate), 1000 * 2 ** attempt), o.signal);
        continue;
      }
      const body = await readBody(res);
      if (!res.ok) {
        const errors = body && typeof body === 'object' ? (body as { errors?: unknown }).errors : null;
        const first = (Array.isArray(errors) ? errors[0] : null) as {
          code?: unknown;
          message?: unknown;
        } | null;
        throw new SpApiError(
          res.status,
          typeof first?.code === 'string' ? first.code.slice(0, 100) : `http_${res.status}`,
          typeof first?.message === 'string' ? first.message.slice(0, 500) : `SP-API ${res.status}`,
        );
      }
      return body as T;
    }
  }

  return { call, sleep: (ms: number) => sleep(ms, o.signal) };
}

/** The answer's JSON; an oversized or non-JSON body (an HTML error page) is a `bad_answer`. */
async function readBody(res: Response): Promise<unknown> {
  let text: string;
  try {
    text = (await readCappedBody(res, MAX_BODY_BYTES)).trim();
  } catch (e) {
    if (e instanceof BodyTooLargeError) throw new SpApiError(res.status, 'bad_answer', e.message);
    throw new SpApiError(0, 'unreachable', (e as Error).message);
  }
  if (!text) return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new SpApiError(
      res.status,
      'bad_answer',
      `SP-API answered ${res.status} with a body that is not JSON`,
    );
  }
}

export type SpApiClient = ReturnType<typeof createSpApiClient>;
