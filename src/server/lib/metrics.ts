import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/**
 * The process's Prometheus metrics (prom-client, ADR 142): one registry per app (tests build
 * several apps in one process). HTTP requests are counted and timed here by route pattern; the
 * database, job queue, source budgets and refunds are read at each scrape
 * (src/server/modules/metrics/collect-metrics.ts).
 */
export interface Metrics {
  registry: Registry;
  requests: Counter<'method' | 'route' | 'status'>;
  duration: Histogram<'method' | 'route'>;
}

export function createMetrics(o: { processMetrics?: boolean } = {}): Metrics {
  const registry = new Registry();
  // Memory, CPU, event-loop lag, open handles of this Node process.
  if (o.processMetrics !== false) collectDefaultMetrics({ register: registry, prefix: 'scout_' });
  return {
    registry,
    requests: new Counter({
      name: 'scout_http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status code.',
      labelNames: ['method', 'route', 'status'],
      registers: [registry],
    }),
    duration: new Histogram({
      name: 'scout_http_request_duration_seconds',
      help: 'Time to answer an HTTP request (until the response starts), by method and route pattern.',
      labelNames: ['method', 'route'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
  };
}
