import autocannon from 'autocannon';
import { percentile } from './write-result.ts';

/**
 * HTTP load on loopback with autocannon: `connections` keep-alive connections, each sending its
 * next request as soon as the previous answer is read (a closed loop, bounded by the connections),
 * for `durationMs`. Requests come from `next(i)`, so one run can mix kinds of requests; latency
 * (send to last byte) is kept per kind. A closed loop does not correct for coordinated omission: p99
 * is the latency the connections saw, not what an open arrival rate would see.
 */
export interface LoadRequest {
  /** Groups the figures (e.g. "search", "profile"). */
  kind: string;
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface LatencyFigures {
  requests: number;
  p50Ms: number;
  p90Ms: number;
  p99Ms: number;
  maxMs: number;
}

export interface LoadReport extends LatencyFigures {
  seconds: number;
  connections: number;
  /** Successful (2xx) answers per second. */
  requestsPerSecond: number;
  /** Answers other than 2xx, connection errors and timeouts. */
  errors: number;
  /** The first few errors (kind, status and body, or the network error). */
  errorSamples: string[];
  byKind: Record<string, LatencyFigures>;
}

const round = (n: number) => Math.round(n * 10) / 10;

function figures(latencies: number[]): LatencyFigures {
  return {
    requests: latencies.length,
    p50Ms: round(percentile(latencies, 50)),
    p90Ms: round(percentile(latencies, 90)),
    p99Ms: round(percentile(latencies, 99)),
    maxMs: round(latencies.reduce((a, b) => Math.max(a, b), 0)),
  };
}

/** What one autocannon connection remembers of the request it has in flight. */
interface ConnectionContext {
  kind?: string;
}

export async function runLoad(o: {
  url: string;
  durationMs: number;
  connections: number;
  /** The i-th request of the run. */
  next: (i: number) => LoadRequest;
}): Promise<LoadReport> {
  const all: number[] = [];
  const byKind = new Map<string, number[]>();
  const errorSamples: string[] = [];
  let failed = 0;
  let counter = 0;
  const started = performance.now();
  const options: autocannon.Options = {
    url: o.url,
    connections: o.connections,
    pipelining: 1,
    duration: o.durationMs / 1000,
    timeout: 30,
    requests: [
      {
        setupRequest: (request, context: ConnectionContext) => {
          const r = o.next(counter++);
          context.kind = r.kind;
          return {
            ...request,
            method: r.method,
            path: r.path,
            headers: r.body ? { 'content-type': 'application/json', ...r.headers } : r.headers,
            body: r.body ?? '',
          };
        },
        onResponse: (status, body, context: ConnectionContext) => {
          if (status >= 200 && status <= 299) return;
          failed += 1;
          if (errorSamples.length < 5) errorSamples.push(`${context.kind}: ${status} ${body.slice(0, 200)}`);
        },
      },
    ],
  };
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (error, done) => (error ? reject(error) : resolve(done)));
    // A response's kind is the one its connection set up last: the next request is set up after it.
    instance.on('response', (client, status, _bytes, responseTime) => {
      if (status < 200 || status > 299) return;
      const { context } = (client as unknown as { requestIterator: { context: ConnectionContext } })
        .requestIterator;
      const kind = context.kind ?? '?';
      all.push(responseTime);
      const list = byKind.get(kind) ?? [];
      list.push(responseTime);
      byKind.set(kind, list);
    });
    instance.on('reqError', (error) => {
      if (errorSamples.length < 5) errorSamples.push(`network: ${error.message}`);
    });
  });
  const seconds = (performance.now() - started) / 1000;
  return {
    seconds: round(seconds),
    connections: o.connections,
    requestsPerSecond: round(all.length / seconds),
    errors: failed + result.errors + result.timeouts,
    errorSamples,
    ...figures(all),
    byKind: Object.fromEntries([...byKind].sort().map(([k, v]) => [k, figures(v)])),
  };
}

/** The same GET over and over (one kind of request). */
export const repeat =
  (path: string, headers: Record<string, string> = {}) =>
  (): LoadRequest => ({ kind: path, method: 'GET', path, headers });
