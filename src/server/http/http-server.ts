import { createServer } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { createApp } from '../app.ts';
import { ConcurrencyLimit } from '../lib/concurrency-limit.ts';
import { apiModules } from '../modules/index.ts';
import { EXPENSIVE_ROUTE_LIMIT } from './caller-concurrency.ts';
import { FloodGuard, type FloodGuardOptions } from './flood-guard.ts';
import { RefusalSummary } from './refusal-summary.ts';
import type { AppDeps } from './types.ts';

/**
 * The HTTP server of `main.ts` (and of the tests that need a real socket): the app behind the flood
 * guard, the two sharing the per-credential limit of the expensive routes. Not listening yet.
 */
export function createHttpServer(
  deps: AppDeps,
  tarpit: Pick<FloodGuardOptions, 'holdMs' | 'maxHeldPerCredential' | 'maxHeld'> = {},
) {
  const credentialLimit = new ConcurrencyLimit(EXPENSIVE_ROUTE_LIMIT);
  const app = createApp(deps, { credentialLimit });
  const refusals = new RefusalSummary(deps.logger);
  const guard = new FloodGuard({
    limit: credentialLimit,
    prefixes: apiModules.filter((m) => m.expensive).map((m) => `/api${m.path}`),
    trustProxy: deps.env.TRUST_PROXY,
    refusals,
    ...tarpit,
  });
  const listener = guard.listener(getRequestListener(app.fetch));
  /** A server of this app: `server`, and one more per extra address it listens on (main.ts: ::1). */
  const newServer = () => {
    const server = createServer(listener);
    // Node closes an idle kept-alive connection after 5 s by default; a client (a browser, a proxy,
    // an API script) reusing it at that moment gets ECONNRESET. Keep idle connections longer than
    // the usual proxies' 60 s, so it is the client that closes them.
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
    return server;
  };
  const server = newServer();
  server.on('close', () => refusals.flush());
  return { app, server, newServer, guard, credentialLimit };
}
