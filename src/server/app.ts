import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { secureHeaders } from 'hono/secure-headers';
import { guardAuthInput } from './auth/guard-auth-input.ts';
import { catchUpAfterChanges, loadSession } from './auth/session.ts';
import { trustedOrigins } from './auth/trusted-origins.ts';
import {
  limitPerCaller,
  limitPerCredential,
  SIGNED_IN_ROUTE_LIMIT,
  signedInLimitedModules,
} from './http/caller-concurrency.ts';
import { csrfGuard } from './http/csrf.ts';
import { readEarlyClicksScript } from './http/early-clicks-script.ts';
import { errorHandler } from './http/error-handler.ts';
import { RefusalSummary } from './http/refusal-summary.ts';
import { clientIp, requestContext } from './http/request-context.ts';
import { requestMetrics } from './http/request-metrics.ts';
import { serveClient } from './http/serve-client.ts';
import type { AppDeps, AppEnv } from './http/types.ts';
import { AppError } from './lib/app-error.ts';
import { ConcurrencyLimit } from './lib/concurrency-limit.ts';
import { apiModules } from './modules/index.ts';
import { metricsRoutes } from './modules/metrics/index.ts';

const DEFAULT_BODY_LIMIT = 1024 * 1024;

/**
 * The auth calls that hash a password (scrypt: ~16 MB and tens of ms of a libuv thread each) run a
 * few at a time, the others waiting without holding anything: 100 sign-ups at once then take turns
 * instead of all holding database connections while the hashes queue (issue 15, finding 9).
 */
const PASSWORD_HASHING_LIMIT = { maxActive: 4, maxQueued: 1000, maxWaitMs: 60_000 };
const HASHING_PATHS = new Set(['/sign-up/email', '/sign-in/email', '/change-password', '/reset-password']);
const hashesPassword = (method: string, path: string) =>
  method === 'POST' && HASHING_PATHS.has(path.replace(/^\/api\/auth/, ''));

/**
 * The app. `credentialLimit`: the per-credential limit of the expensive routes, when the server's
 * flood guard shares it (http-server.ts); otherwise the app has its own.
 */
export function createApp(
  deps: AppDeps,
  o: { credentialLimit?: ConcurrencyLimit; signedInLimit?: ConcurrencyLimit } = {},
) {
  const { env, auth } = deps;
  const app = new Hono<AppEnv>();
  app.onError(errorHandler);
  app.use(requestMetrics(deps.metrics));
  // Written into the server-rendered pages and allowed by its hash alone (ADR 118): no 'unsafe-inline'.
  const earlyClicks = readEarlyClicksScript(env.CLIENT_DIST_DIR);

  app.use(
    requestContext(deps.logger, {
      checkResponses: env.NODE_ENV !== 'production',
      refusals: new RefusalSummary(deps.logger),
      trustProxy: env.TRUST_PROXY,
    }),
  );
  app.use(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(earlyClicks ? [earlyClicks.cspHash] : [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https://m.media-amazon.com', 'https://images-na.ssl-images-amazon.com'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
      xFrameOptions: 'DENY',
      referrerPolicy: 'strict-origin-when-cross-origin',
      strictTransportSecurity: env.baseUrl.startsWith('https://')
        ? 'max-age=31536000; includeSubDomains'
        : false,
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.use(compress());
  app.use('/api/*', catchUpAfterChanges(deps.sessions));

  // better-auth owns /api/auth/*. It rate-limits by client IP, which we compute ourselves.
  const hashing = new ConcurrencyLimit(PASSWORD_HASHING_LIMIT);
  app.on(['GET', 'POST'], '/api/auth/*', bodyLimit({ maxSize: 64 * 1024 }), async (c) => {
    const headers = new Headers(c.req.raw.headers);
    headers.set('x-scout-client-ip', clientIp(c, env.TRUST_PROXY));
    const body = c.req.method === 'POST' ? await c.req.raw.arrayBuffer() : undefined;
    guardAuthInput(c.req.raw.url, body);
    const request = new Request(c.req.raw.url, { method: c.req.method, headers, body });
    if (!hashesPassword(c.req.method, c.req.path)) return auth.handler(request);
    return hashing.run('all', () => auth.handler(request));
  });

  // A cross-site change is refused first (it needs no database); then a caller's flood on the
  // expensive modules, before its session is even looked up; then the session.
  app.use('/api/*', csrfGuard(trustedOrigins(env)));
  const callers = { trustProxy: env.TRUST_PROXY, identity: deps.callers };
  // The expensive modules' own limit first, before the session is even looked up: its small queue
  // refuses a flood of them (an upload's body unread) before the wider per-user queue below could
  // hold it and feed it through one by one.
  const perCredential = limitPerCredential(callers, o.credentialLimit);
  for (const module of apiModules.filter((m) => m.expensive)) app.use(`/api${module.path}/*`, perCredential);
  // Then every route of a signed-in caller: a few at a time per user, one while others are served
  // (issue 30); visitors untouched. Once per request, by the module that serves it (the longest
  // matching path: /admin/jobs is not /admin).
  const perSignedIn = limitPerCredential(
    { ...callers, signedInOnly: true },
    o.signedInLimit ?? new ConcurrencyLimit(SIGNED_IN_ROUTE_LIMIT),
  );
  const limited = new Set(signedInLimitedModules(apiModules).map((m) => `/api${m.path}`));
  const byLength = apiModules.map((m) => `/api${m.path}`).sort((a, b) => b.length - a.length);
  const moduleOf = (path: string) => byLength.find((p) => path === p || path.startsWith(`${p}/`));
  app.use('/api/*', (c, next) => (limited.has(moduleOf(c.req.path) ?? '') ? perSignedIn(c, next) : next()));
  app.use('/api/*', loadSession(auth, deps.sessions));
  const perCaller = limitPerCaller(callers); // one budget across the expensive modules
  for (const module of apiModules) {
    const prefix = `/api${module.path}`;
    app.use(`${prefix}/*`, bodyLimit({ maxSize: module.bodyLimit ?? DEFAULT_BODY_LIMIT }));
    app.use(prefix, bodyLimit({ maxSize: module.bodyLimit ?? DEFAULT_BODY_LIMIT }));
    if (module.expensive) app.use(`${prefix}/*`, perCaller);
    app.route(prefix, module.routes(deps));
  }
  app.all('/api/*', (c) => {
    throw new AppError('api_not_found', 404, { path: c.req.path.slice(0, 200) });
  });

  app.route('/metrics', metricsRoutes(deps));
  serveClient(app, { distDir: env.CLIENT_DIST_DIR, earlyClicks, logger: deps.logger });
  return app;
}

export type App = ReturnType<typeof createApp>;
