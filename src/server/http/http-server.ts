import { createServer } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { createApp } from '../app.ts';
import { ConcurrencyLimit } from '../lib/concurrency-limit.ts';
import { apiModules } from '../modules/index.ts';
import {
  EXPENSIVE_ROUTE_LIMIT,
  SIGNED_IN_ROUTE_LIMIT,
  signedInLimitedModules,
} from './caller-concurrency.ts';
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
  const signedInLimit = new ConcurrencyLimit(SIGNED_IN_ROUTE_LIMIT);
  const app = createApp(deps, { credentialLimit, signedInLimit });
  const refusals = new RefusalSummary(deps.logger);
  const shared = { trustProxy: deps.env.TRUST_PROXY, identity: deps.callers, refusals, ...tarpit };
  const guard = new FloodGuard({
    limit: credentialLimit,
    prefixes: apiModules.filter((m) => m.expensive).map((m) => `/api${m.path}`),
    ...shared,
  });
  // The other routes of signed-in callers have their own door (issue 30: a flood of lists).
  const signedInGuard = new FloodGuard({
    limit: signedInLimit,
    prefixes: signedInLimitedModules(apiModules).map((m) => `/api${m.path}`),
    signedInOnly: true,
    ...shared,
  });
  const listener = guard.listener(signedInGuard.listener(getRequestListener(app.fetch)));
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
  return { app, server, newServer, guard, signedInGuard, credentialLimit, signedInLimit };
}
