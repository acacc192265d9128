import type { PlanId } from '#domain/plans.ts';
import type { Auth } from '../auth/auth.ts';
import type { SessionCache } from '../auth/session-cache.ts';
import type { Database } from '../db/client.ts';
import type { DatabaseServerStatus } from '../db/supervise-postgres.ts';
import type { Env } from '../env.ts';
import type { JobQueue } from '../jobs/queue.ts';
import type { Logger } from '../lib/logger.ts';
import type { Metrics } from '../lib/metrics.ts';
import type { AiRuntime } from '../providers/ai/ai-runtime.ts';
import type { SpApiAccessProvider } from '../providers/amazon/sp-api/catalog-items.ts';
import type { Mailer } from '../providers/mail/mailer.ts';
import type { PaymentProvider } from '../providers/payments/payment-provider.ts';
import type { CallerIdentity } from './caller-identity.ts';

/** Everything the HTTP app needs, injected (tests build their own). */
export interface AppDeps {
  env: Env;
  database: Database;
  auth: Auth;
  /** Checked sessions and plans kept in memory while auth changes are heard (ADR 090). */
  sessions: SessionCache;
  /** Who is behind a session or an API key when this instance knows it (the fairness limits). */
  callers: CallerIdentity;
  mailer: Mailer;
  /** Stripe or the built-in test checkout (providers/payments). */
  payments: PaymentProvider;
  ai: AiRuntime;
  /** Background jobs (pg-boss): send one-off jobs; workers run only where JOBS_ENABLED. */
  jobs: JobQueue;
  logger: Logger;
  /** Prometheus metrics of this process (GET /metrics, METRICS_TOKEN). */
  metrics: Metrics;
  /** The clock services read; tests may freeze it. */
  now: () => Date;
  /**
   * New observations of these catalog products were stored (a tracking refresh, a browser reading):
   * the alerts module evaluates their alerts. Composed in boot/create-deps.ts, so the modules that
   * observe never import alerts (which builds on tracking).
   */
  productsObserved: (productIds: number[]) => Promise<void>;
  /**
   * A seller's SP-API catalog client, through their connected account (the amazon module's
   * connections), for tracking's `sp_api` source. Composed in boot/create-deps.ts, so tracking never
   * imports amazon.
   */
  spApiCatalogAccess: SpApiAccessProvider;
  /** The embedded PostgreSQL's supervision state for /api/health (none: external or tests). */
  databaseServer?: () => DatabaseServerStatus | null;
}

type SessionData = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>;
export type SessionUser = SessionData['user'];

/** The owner and key of a /api/v1 request. */
export interface ApiCaller {
  userId: string;
  keyId: string;
  plan: PlanId;
}

export interface AppEnv {
  Variables: {
    requestId: string;
    log: Logger;
    user: SessionUser | null;
    sessionId: string | null;
    /** Outside production, contract routes parse their answers (implement.ts). */
    checkResponses: boolean;
    /** Set by planOf() the first time a route needs it. */
    plan?: PlanId;
    /** Who calls /api/v1: set by the API-key middleware before any endpoint runs. */
    apiCaller?: ApiCaller;
  };
}
