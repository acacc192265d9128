import path from 'node:path';
import { z } from 'zod';
import { envRisks, isLoopbackUrl } from './env-risks.ts';
import { parseTrustProxy } from './lib/trust-proxy.ts';

/**
 * The one configuration schema. Nothing else reads `process.env`.
 * Every variable is documented in docs/configuration.md and the README's table.
 */
const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const optionalInt = z
  .string()
  .trim()
  .transform((v, ctx) => {
    if (v === '') return undefined;
    const n = Number(v);
    if (!Number.isInteger(n) || n < 0) {
      ctx.addIssue({ code: 'custom', message: 'must be a non-negative integer' });
      return z.NEVER;
    }
    return n;
  })
  .optional();

const commaList = z
  .string()
  .optional()
  .transform((v) =>
    (v ?? '')
      .split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
  );

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: optionalString,
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  /** Connections of this instance's pool; keep the sum over instances under PostgreSQL's max_connections. */
  DATABASE_POOL_MAX: z.coerce.number().int().min(2).max(500).default(20),
  /** Longest wait for a free connection; past it the request gets 503 busy with Retry-After. */
  DATABASE_POOL_WAIT_MS: z.coerce.number().int().min(100).max(120_000).default(5000),
  BASE_URL: optionalString.pipe(
    z.url('must be an absolute URL such as https://scout.example.com').optional(),
  ),
  /** Seconds a checked session and plan are served from memory (ADR 090); 0 reads them on every request. */
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(30),
  AUTH_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  ADMIN_EMAILS: commaList,
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
  ),
  MAIL_FROM: z.string().trim().default('Scout <no-reply@localhost>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Proxies trusted to name the client (ADR 135): false, true (1 hop), a hop count, or addresses/CIDRs. */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v, ctx) => {
      try {
        return parseTrustProxy(v);
      } catch (e) {
        ctx.addIssue({ code: 'custom', message: (e as Error).message });
        return z.NEVER;
      }
    }),
  JOBS_ENABLED: z
    .enum(['true', 'false', '1', '0', ''])
    .optional()
    .transform((v) => v !== 'false' && v !== '0'),
  /**
   * Tests only: the job queue's waits shortened to a second (docs/decisions/125-quick-job-timings-for-tests.md).
   * pg-boss's heartbeat stays 10 s, its smallest.
   */
  JOBS_QUICK_TIMINGS: z
    .enum(['true', 'false', '1', '0', ''])
    .optional()
    .transform((v) => v === 'true' || v === '1'),
  CLIENT_DIST_DIR: z.string().trim().default('dist/client'),
  CATALOG_SAMPLE: z
    .enum(['true', 'false', '1', '0', ''])
    .optional()
    .transform((v) => v !== 'false' && v !== '0'),
  /** When a review is public: `verified` (its author's address verified) or `operator` (an administrator approved it). */
  REVIEWS_APPROVAL: z.enum(['verified', 'operator']).default('verified'),
  /**
   * Browser-extension observations may reach every user's views (docs/extension.md): a value is
   * shared once it agrees with another source or with other users, or its observer is trusted;
   * off: each user's observations stay theirs.
   */
  OBSERVATIONS_SHARED: z
    .enum(['true', 'false', '1', '0', ''])
    .optional()
    .transform((v) => v === 'true' || v === '1'),
  /** How many distinct users (the observer included) must see agreeing values before they are shared. */
  OBSERVATIONS_AGREEING_USERS: z.coerce.number().int().min(2).max(100).default(3),
  /** Per user and UTC day: observations received, and products the catalog did not know added from them. */
  OBSERVATIONS_PER_DAY: z.coerce.number().int().min(1).max(10_000_000).default(20_000),
  OBSERVED_NEW_PRODUCTS_PER_DAY: z.coerce.number().int().min(0).max(1_000_000).default(2_000),

  // Payments: Stripe when both keys are set; the built-in test checkout only when PAYMENTS=test, or by
  // default on a loopback BASE_URL (a local trial); otherwise none (paid plans cannot be bought).
  PAYMENTS: z.enum(['stripe', 'test', 'off', '']).optional(),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  /** Where the Stripe SDK sends its requests (tests point it at a loopback stand-in). */
  STRIPE_API_BASE: optionalString.pipe(
    z.url('must be an absolute URL such as http://127.0.0.1:12111').optional(),
  ),

  // Operator-provided site facts (marketing and legal pages). Never invented defaults.
  SITE_NAME: z.string().trim().default('Scout'),
  SITE_EDITOR: optionalString,
  SITE_DIRECTOR: optionalString,
  SITE_HOST: optionalString,
  SITE_CONTACT_EMAIL: optionalString,
  SITE_CONTACT_PHONE: optionalString,
  SITE_CONTACT_ADDRESS: optionalString,
  SITE_SELLER_COUNT: optionalInt,
  SITE_TESTIMONIALS_FILE: optionalString,
  /** Exchange rates for the multi-market view (JSON, docs/toolkit.md); default: the bundled dated table. */
  EXCHANGE_RATES_FILE: optionalString,

  // Seller data, Amazon SP-API and the REST API (docs/seller-data.md, docs/rest-api.md).
  ENCRYPTION_KEY: optionalString.pipe(
    z
      .string()
      .regex(
        /^([0-9a-fA-F]{64}|[A-Za-z0-9+/_-]{43}=?)$/,
        'must be 32 bytes as 64 hex or 44 base64 characters',
      )
      .optional(),
  ),
  SPAPI_CLIENT_ID: optionalString,
  SPAPI_CLIENT_SECRET: optionalString,
  SPAPI_APP_ID: optionalString,
  SPAPI_APP_DRAFT: z
    .enum(['true', 'false', '1', '0', ''])
    .optional()
    .transform((v) => v === 'true' || v === '1'),
  SPAPI_ENDPOINT: optionalString.pipe(z.url().optional()),
  SPAPI_LWA_TOKEN_URL: z.url().default('https://api.amazon.com/auth/o2/token'),
  API_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(60),
  /** Bearer token of GET /metrics (Prometheus); unset: /metrics is off (404). */
  METRICS_TOKEN: optionalString.pipe(
    z.string().min(16, 'must be at least 16 characters (openssl rand -hex 24)').optional(),
  ),

  // AI providers (docs/ai.md). Gemini when its key is set, else an OpenAI-compatible endpoint when
  // its base URL is set, else the built-in local engine. AI_PROVIDER forces one of them.
  AI_PROVIDER: z.enum(['auto', 'gemini', 'openai-compatible', 'local']).default('auto'),
  GOOGLE_GENERATIVE_AI_API_KEY: optionalString,
  GEMINI_MODEL: z.string().trim().min(1).default('gemini-2.5-flash'),
  GEMINI_ELITE_MODEL: z.string().trim().min(1).default('gemini-2.5-pro'),
  GEMINI_BASE_URL: optionalString.pipe(z.url('must be an absolute URL').optional()),
  OPENAI_BASE_URL: optionalString.pipe(
    z.url('must be an absolute URL such as http://127.0.0.1:11434/v1').optional(),
  ),
  OPENAI_API_KEY: optionalString,
  OPENAI_MODEL: optionalString,
  OPENAI_ELITE_MODEL: optionalString,
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
  AI_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(60),

  // Competitor tracking and alerts (docs/tracking.md): how often each check runs.
  PRICE_ALERT_CHECK_SECONDS: z.coerce.number().int().min(1).max(86_400).default(30),
  MULTI_CRITERIA_ALERT_CHECK_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  TRACKING_REFRESH_MINUTES: z.coerce.number().int().min(1).max(10_080).default(60),
  /** An alert evaluates only figures observed within this many hours; older ones make it wait. */
  ALERT_MAX_OBSERVATION_AGE_HOURS: z.coerce.number().int().min(1).max(8760).default(48),

  // Live market data (docs/market-data.md): Keepa and the operator's SP-API research credential.
  KEEPA_API_KEY: optionalString,
  /** Another address for Keepa's API (tests point it at a loopback stand-in). */
  KEEPA_API_BASE: optionalString.pipe(
    z.url('must be an absolute URL such as http://127.0.0.1:12112').optional(),
  ),
  /** With SPAPI_CLIENT_ID and SPAPI_CLIENT_SECRET: every user gets research data from SP-API. */
  SPAPI_RESEARCH_REFRESH_TOKEN: optionalString,
  SPAPI_RESEARCH_REFRESH_TOKEN_EU: optionalString,
  SPAPI_RESEARCH_REFRESH_TOKEN_FE: optionalString,
  /** Sources used for market data, in order of preference. */
  MARKET_DATA_SOURCES: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const list = (v ?? 'keepa,sp_api')
        .split(',')
        .map((s) => s.trim().toLowerCase())
        .filter(Boolean);
      const unknown = list.filter((s) => s !== 'keepa' && s !== 'sp_api');
      if (unknown.length) {
        ctx.addIssue({ code: 'custom', message: `unknown source ${unknown.join(', ')} (keepa, sp_api)` });
        return z.NEVER;
      }
      return [...new Set(list)] as ('keepa' | 'sp_api')[];
    }),
  /** Operator caps per UTC day; unset: no cap beyond the sources' own limits. */
  KEEPA_DAILY_TOKEN_CAP: optionalInt,
  SPAPI_RESEARCH_DAILY_CALL_CAP: optionalInt,
  /** The share of a daily cap one user may spend. */
  MARKET_DATA_USER_SHARE_PERCENT: z.coerce.number().int().min(1).max(100).default(25),
  /** Longest wait of a background fetch for a source's rate budget before it is put back for later. */
  MARKET_DATA_MAX_WAIT_SECONDS: z.coerce.number().int().min(0).max(3600).default(120),
  /** Live research: figures observed within this many days are current; a crawl this young is reused. */
  MARKET_DATA_FRESH_DAYS: z.coerce.number().int().min(1).max(365).default(7),
  /** A keyword with fewer current matches in the catalog than this is crawled on the sources. */
  MARKET_DATA_MIN_RESULTS: z.coerce.number().int().min(1).max(1000).default(20),
  /** Most products one keyword crawl stores. */
  MARKET_DATA_CRAWL_PRODUCTS: z.coerce.number().int().min(1).max(1000).default(100),
  /** Longest wait of a user's explicit "fetch now" (an unknown ASIN) on the request path. */
  MARKET_DATA_FETCH_WAIT_SECONDS: z.coerce.number().int().min(1).max(60).default(15),
  /** Keepa tokens a UTC day the sales-curve calibration crawl may spend (within KEEPA_DAILY_TOKEN_CAP); 0: off. */
  SALES_CALIBRATION_DAILY_TOKENS: z.coerce.number().int().min(0).max(10_000_000).default(2000),
});

/** Settings that only make sense together. */
function checkAiSettings(env: z.infer<typeof envSchema>, ctx: z.RefinementCtx) {
  if (env.OPENAI_BASE_URL && !env.OPENAI_MODEL)
    ctx.addIssue({
      code: 'custom',
      path: ['OPENAI_MODEL'],
      message: 'is required when OPENAI_BASE_URL is set',
    });
  if (env.AI_PROVIDER === 'gemini' && !env.GOOGLE_GENERATIVE_AI_API_KEY)
    ctx.addIssue({
      code: 'custom',
      path: ['GOOGLE_GENERATIVE_AI_API_KEY'],
      message: 'is required when AI_PROVIDER=gemini',
    });
  if (env.AI_PROVIDER === 'openai-compatible' && !env.OPENAI_BASE_URL)
    ctx.addIssue({
      code: 'custom',
      path: ['OPENAI_BASE_URL'],
      message: 'is required when AI_PROVIDER=openai-compatible',
    });
}

export type Env = z.infer<typeof envSchema> & {
  /** Absolute DATA_DIR. */
  dataDir: string;
  /** Public origin of the app, without trailing slash. */
  baseUrl: string;
  /** Who takes payments (PAYMENTS, resolved): Stripe, the built-in test checkout, or nobody. */
  payments: PaymentsMode;
};

export type PaymentsMode = 'stripe' | 'test' | 'off';

/**
 * The test checkout lets anyone give themselves any plan: only on a loopback BASE_URL, by default
 * or on request (PAYMENTS=test, refused on a public one by envRisks), and then only for loopback
 * clients (billing's routes).
 */
function resolvePayments(env: z.infer<typeof envSchema>, baseUrl: string): PaymentsMode {
  const stripe = Boolean(env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET);
  if (env.PAYMENTS === 'stripe' && !stripe)
    throw new EnvError(['PAYMENTS=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET']);
  if (env.PAYMENTS) return env.PAYMENTS;
  if (stripe) return 'stripe';
  return isLoopbackUrl(baseUrl) ? 'test' : 'off';
}

export class EnvError extends Error {
  readonly issues: string[];
  constructor(issues: string[]) {
    super(`Invalid configuration:\n${issues.map((i) => `  - ${i}`).join('\n')}`);
    this.name = 'EnvError';
    this.issues = issues;
  }
}

/** Parses a raw environment (process.env in production, a plain object in tests). */
export function loadEnv(raw: Record<string, string | undefined> = process.env): Env {
  const parsed = envSchema.superRefine(checkAiSettings).safeParse(raw);
  if (!parsed.success) {
    throw new EnvError(
      parsed.error.issues.map((issue) => {
        const key = issue.path.join('.') || '(environment)';
        return `${key}: ${issue.message}${shownValue(key, raw[key])}`;
      }),
    );
  }
  const env = parsed.data;
  if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_WEBHOOK_SECRET)) {
    throw new EnvError(['STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET: set both to use Stripe, or neither']);
  }
  const baseUrl = (env.BASE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  const resolved = { ...env, dataDir: path.resolve(env.DATA_DIR), baseUrl };
  const { refusals } = envRisks(resolved);
  if (refusals.length) throw new EnvError(refusals);
  return { ...resolved, payments: resolvePayments(env, baseUrl) };
}

/** Variables whose value is a secret, or may carry one (a password in a URL). */
const SECRET_NAME = /SECRET|TOKEN|PASSWORD|_KEY$|^DATABASE_URL$|^SMTP_URL$/;

/**
 * How a refused value is quoted back: a secret never (its length only: enough to spot an empty or
 * truncated paste), any other value cut to 100 characters with a URL's password hidden.
 */
function shownValue(key: string, value: string | undefined) {
  if (value === undefined) return '';
  if (SECRET_NAME.test(key)) return ` (got ${value.length} characters, not shown: a secret)`;
  const hidden = value.replace(/(\/\/[^/@\s:]*:)[^@/\s]*@/g, '$1***@');
  return ` (got "${hidden.length > 100 ? `${hidden.slice(0, 100)}…` : hidden}")`;
}
