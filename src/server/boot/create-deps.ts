import { evaluateAlertsForProducts, evaluationDeps } from '#server/modules/alerts/index.ts';
import { trackingCatalogAccess } from '#server/modules/amazon/index.ts';
import { createAuth } from '../auth/auth.ts';
import { SessionCache } from '../auth/session-cache.ts';
import { connectDatabase } from '../db/client.ts';
import type { Env } from '../env.ts';
import { CallerIdentity } from '../http/caller-identity.ts';
import type { AppDeps } from '../http/types.ts';
import { jobDefinitions } from '../jobs/index.ts';
import { createJobQueue } from '../jobs/queue.ts';
import type { Logger } from '../lib/logger.ts';
import { createMetrics } from '../lib/metrics.ts';
import { createAiRuntime } from '../providers/ai/ai-runtime.ts';
import { createMailer } from '../providers/mail/create-mailer.ts';
import { createPaymentProvider } from '../providers/payments/create-payment-provider.ts';

/** Wires the services of one process from its configuration (used by the server, the CLI and tests). */
export function createDeps(o: {
  env: Env;
  logger: Logger;
  databaseUrl: string;
  secret: string;
  now?: () => Date;
}): AppDeps {
  const database = connectDatabase(o.databaseUrl, {
    max: o.env.DATABASE_POOL_MAX,
    waitMs: o.env.DATABASE_POOL_WAIT_MS,
    onConnectionError: (err) => o.logger.warn({ err }, 'a database connection failed'),
  });
  const mailer = createMailer({
    smtpUrl: o.env.SMTP_URL,
    from: o.env.MAIL_FROM,
    db: database.db,
    logger: o.logger,
  });
  const auth = createAuth({ db: database.db, env: o.env, secret: o.secret, mailer, logger: o.logger });
  const sessions = new SessionCache({ ttlMs: o.env.SESSION_CACHE_SECONDS * 1000 });
  const deps: AppDeps = {
    env: o.env,
    database,
    auth,
    // Off (every request reads the database) until listenForAuthChanges() hears changes.
    sessions,
    callers: new CallerIdentity(sessions),
    mailer,
    ai: createAiRuntime(o.env),
    // Started at its first use; a worker only where main.ts calls startWorkers() (JOBS_ENABLED).
    jobs: createJobQueue({
      pool: database.pool,
      env: o.env,
      logger: o.logger,
      jobs: jobDefinitions,
      deps: () => deps,
    }),
    logger: o.logger,
    // Node's own (memory, CPU, event loop) only where someone can read them.
    metrics: createMetrics({ processMetrics: Boolean(o.env.METRICS_TOKEN) }),
    now: o.now ?? (() => new Date()),
    productsObserved: async (productIds) => {
      if (productIds.length) await evaluateAlertsForProducts(evaluationDeps(deps), productIds);
    },
    // Competitor tracking observes ASINs through the seller's own SP-API connection, when there is one.
    spApiCatalogAccess: trackingCatalogAccess(o.env),
    // Reads deps.now at each call, so a test that freezes the clock freezes the provider's too.
    payments: createPaymentProvider({ env: o.env, db: database.db, now: () => deps.now() }),
  };
  return deps;
}
