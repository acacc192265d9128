import http from 'node:http';
import { percentile } from './write-result.ts';

/**
 * A small closed-loop HTTP load generator on loopback (the role autocannon or wrk would play):
 * `connections` keep-alive connections, each sending its next request as soon as the previous answer
 * is fully read, for `durationMs`. Latency is measured per request from send to last byte, so
 * figures are per kind of request. Like autocannon, a closed loop does not correct for coordinated
 * omission: p99 is the latency the connections saw, not what an open arrival rate would see.
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
  requestsPerSecond: number;
  errors: number;
  /** The first few errors (status and body, or the network error). */
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

function send(agent: http.Agent, base: URL, r: LoadRequest): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        agent,
        hostname: base.hostname,
        port: base.port,
        method: r.method,
        path: r.path,
        headers: r.body
          ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(r.body), ...r.headers }
          : r.headers,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(r.body);
  });
}

export async function runLoad(o: {
  url: string;
  durationMs: number;
  connections: number;
  /** The i-th request of the run. */
  next: (i: number) => LoadRequest;
}): Promise<LoadReport> {
  const base = new URL(o.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: o.connections });
  const all: number[] = [];
  const byKind = new Map<string, number[]>();
  const errorSamples: string[] = [];
  let errors = 0;
  let counter = 0;
  const started = performance.now();
  const until = started + o.durationMs;
  const worker = async () => {
    while (performance.now() < until) {
      const request = o.next(counter++);
      const t0 = performance.now();
      let problem: string | undefined;
      try {
        const res = await send(agent, base, request);
        if (res.status < 200 || res.status > 299)
          problem = `${request.kind}: ${res.status} ${res.body.slice(0, 200)}`;
      } catch (e) {
        problem = `${request.kind}: ${(e as Error).message}`;
      }
      const ms = performance.now() - t0;
      if (problem) {
        errors += 1;
        if (errorSamples.length < 5) errorSamples.push(problem);
        continue;
      }
      all.push(ms);
      const list = byKind.get(request.kind) ?? [];
      list.push(ms);
      byKind.set(request.kind, list);
    }
  };
  await Promise.all(Array.from({ length: o.connections }, worker));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  return {
    seconds: round(seconds),
    connections: o.connections,
    requestsPerSecond: round(all.length / seconds),
    errors,
    errorSamples,
    ...figures(all),
    byKind: Object.fromEntries([...byKind].sort().map(([k, v]) => [k, figures(v)])),
  };
}
