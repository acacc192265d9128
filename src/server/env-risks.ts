import type { Env } from './env.ts';

/**
 * Settings that are fine on a developer's machine and risky on a public address (docs/deployment.md,
 * "Settings checked at start"). A refusal stops the server; a warning is logged at each start.
 * Nothing here quotes a secret's value.
 */
export interface EnvRisks {
  refusals: string[];
  warnings: string[];
}

/** localhost, 127.0.0.0/8 and ::1: an address only this machine reaches. */
export function isLoopbackUrl(url: string): boolean {
  return isLoopbackHost(new URL(url).hostname);
}

/** A host name or address only this machine reaches (brackets of an IPv6 URL host allowed). */
export function isLoopbackHost(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  return (
    h === 'localhost' ||
    h.endsWith('.localhost') ||
    /^127\.\d+\.\d+\.\d+$/.test(h) ||
    /^::ffff:127\.\d+\.\d+\.\d+$/.test(h) ||
    h === '::1'
  );
}

const ALL_INTERFACES = new Set(['0.0.0.0', '::', '[::]', '*']);

/** The risks of `env` as parsed (before the payment mode is resolved). */
export function envRisks(env: Omit<Env, 'payments'> & { payments?: Env['payments'] }): EnvRisks {
  const refusals: string[] = [];
  const warnings: string[] = [];
  if (isLoopbackUrl(env.baseUrl)) return { refusals, warnings };
  const where = `on the public BASE_URL ${env.baseUrl}`;

  if (env.PAYMENTS === 'test')
    refusals.push(
      `PAYMENTS=test ${where}: the built-in test checkout gives any plan to anyone, without payment. Set Stripe's keys, or PAYMENTS=off.`,
    );
  if (env.NODE_ENV === 'development')
    refusals.push(
      `NODE_ENV=development ${where}: sign-in, sign-up and password-reset limits are off. Use NODE_ENV=production (the default).`,
    );
  if (env.STRIPE_API_BASE && env.STRIPE_SECRET_KEY?.startsWith('sk_live_'))
    refusals.push(
      `STRIPE_API_BASE with a live Stripe key ${where}: the live key would be sent to ${new URL(env.STRIPE_API_BASE).host} instead of Stripe. Unset STRIPE_API_BASE.`,
    );

  if (!env.SMTP_URL)
    warnings.push(
      'SMTP_URL is not set: e-mails, password-reset links among them, are written to the log and the outbox table instead of being sent. Anyone who reads the log can take over an account.',
    );
  if (env.baseUrl.startsWith('http://'))
    warnings.push(
      'BASE_URL is http://: passwords and session cookies cross the network in clear, cookies are not Secure and no HSTS is sent. Put Scout behind TLS (docs/deployment.md) and set BASE_URL to the https:// address.',
    );
  if (env.STRIPE_API_BASE && !refusals.some((r) => r.startsWith('STRIPE_API_BASE')))
    warnings.push(
      `STRIPE_API_BASE is set: Stripe calls and the Stripe key go to ${new URL(env.STRIPE_API_BASE).host}, not to Stripe. It is meant for tests.`,
    );
  for (const name of ['KEEPA_API_BASE', 'SPAPI_ENDPOINT'] as const) {
    const value = env[name];
    if (value)
      warnings.push(
        `${name} is set: the credentials of that source go to ${new URL(value).host}. It is meant for tests.`,
      );
  }
  if (env.SPAPI_LWA_TOKEN_URL !== 'https://api.amazon.com/auth/o2/token')
    warnings.push(
      `SPAPI_LWA_TOKEN_URL is not Amazon's: SP-API client secrets and refresh tokens go to ${new URL(env.SPAPI_LWA_TOKEN_URL).host}. It is meant for tests.`,
    );
  if (env.NODE_ENV === 'test')
    warnings.push(
      'NODE_ENV=test: every answer is checked against its contract (slower, and a mismatch fails the request). Use NODE_ENV=production (the default).',
    );
  if (env.JOBS_QUICK_TIMINGS)
    warnings.push(
      'JOBS_QUICK_TIMINGS is on: background jobs are polled every second and retried after 1 s (tests only; it costs queries and hammers failing sources).',
    );
  const host = env.HOST;
  if (!env.TRUST_PROXY && (host === undefined || isLoopbackHost(host)))
    warnings.push(
      'Scout listens on loopback only, so a reverse proxy must be in front, but TRUST_PROXY is not set: every visitor then has the proxy’s address, and one visitor’s sign-in attempts use up everyone’s limits. Set TRUST_PROXY=1 (one proxy in front).',
    );
  // A hop count trusts whoever connects; proxy addresses (the container defaults) trust only those,
  // so a client reaching the port directly cannot choose its address there.
  if (env.TRUST_PROXY && 'hops' in env.TRUST_PROXY && host !== undefined && ALL_INTERFACES.has(host))
    warnings.push(
      `TRUST_PROXY is a hop count and Scout listens on all interfaces (HOST=${host}): a client that reaches port ${env.PORT} directly, not through the proxy, chooses its own address for the rate limits. Listen on loopback (unset HOST), close the port to everyone but the proxy, or name the proxy's addresses in TRUST_PROXY (e.g. loopback,uniquelocal in a container).`,
    );
  return { refusals, warnings };
}
