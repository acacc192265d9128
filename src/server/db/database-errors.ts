import { AppError } from '../lib/app-error.ts';

/** PostgreSQL SQLSTATEs of a server that is shutting down, starting, recovering or gone. */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006']);
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|connection error and is not queryable|Client was closed|terminating connection|the database system is (starting up|shutting down|in recovery mode)|unexpected postmaster exit/i;

/** The error and its causes (drizzle wraps the driver's error in `cause`). */
function* chain(err: unknown) {
  let current: unknown = err;
  for (let depth = 0; current && depth < 5; depth++) {
    yield current as { code?: unknown; message?: unknown };
    current = (current as { cause?: unknown }).cause;
  }
}

/**
 * The error a request gets when the database cannot serve it right now, or null for any other error:
 * - no free connection within DATABASE_POOL_WAIT_MS → `busy` (503, retry in a second or two);
 * - the database is down, restarting or recovering → `database_unavailable` (503, retry in 5 s).
 * Both are answered with Retry-After, never as a 500.
 */
export function databaseUnavailable(err: unknown): AppError | null {
  for (const e of chain(err)) {
    const message = typeof e.message === 'string' ? e.message : '';
    if (message.includes('timeout exceeded when trying to connect'))
      return new AppError('busy', 503, { retryAfterSeconds: 2 });
    const code = typeof e.code === 'string' ? e.code : '';
    if (UNAVAILABLE_STATES.has(code) || UNAVAILABLE_CODES.has(code) || UNAVAILABLE_MESSAGES.test(message))
      return new AppError('database_unavailable', 503, { retryAfterSeconds: 5 });
  }
  return null;
}
