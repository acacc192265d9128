import http from 'node:http';
import { percentile } from './write-result.ts';

export interface LoadResult {
  requests: number;
  /** Responses other than 2xx, and connection errors. */
  errors: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
}

/**
 * A closed-loop HTTP load on loopback: `connections` keep-alive connections, each sending its next
 * GET as soon as the previous answer has been read, for `durationMs`. Bounded by design (no request
 * is queued beyond the open connections), so the figure is the server's throughput at that
 * concurrency, not the client's.
 */
export async function runLoad({
  url,
  headers = {},
  connections,
  durationMs,
}: {
  url: string;
  headers?: Record<string, string>;
  connections: number;
  durationMs: number;
}): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + durationMs;

  const one = () =>
    new Promise<void>((resolve) => {
      const t0 = performance.now();
      const req = http.get(url, { agent, headers }, (res) => {
        res.resume();
        res.on('end', () => {
          latencies.push(performance.now() - t0);
          if (!res.statusCode || res.statusCode < 200 || res.statusCode >= 300) errors += 1;
          resolve();
        });
      });
      req.on('error', () => {
        errors += 1;
        resolve();
      });
    });
  const loop = async () => {
    while (performance.now() < deadline) await one();
  };
  await Promise.all(Array.from({ length: connections }, loop));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  const round = (v: number) => Math.round(v * 100) / 100;
  return {
    requests: latencies.length,
    errors,
    requestsPerSecond: Math.round(latencies.length / seconds),
    p50Ms: round(percentile(latencies, 50)),
    p99Ms: round(percentile(latencies, 99)),
  };
}
