import type { ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { $ZodError } from 'zod/v4/core';
import { databaseUnavailable } from '../db/database-errors.ts';
import { isAppError } from '../lib/app-error.ts';
import type { AppEnv } from './types.ts';

/**
 * The one place errors become responses: always `{ error: { code, params } }`. An error with
 * `retryAfterSeconds` (rate limits, `busy`, `database_unavailable`) also gets a Retry-After header.
 */
export const errorHandler: ErrorHandler<AppEnv> = (err, c) => {
  const appError = isAppError(err) ? err : databaseUnavailable(err);
  if (appError) {
    const retryAfter = appError.params.retryAfterSeconds;
    if (typeof retryAfter === 'number') c.header('Retry-After', String(retryAfter));
    if (!isAppError(err)) (c.get('log') ?? console).warn({ err }, 'database unavailable or busy');
    return c.json({ error: { code: appError.code, params: appError.params } }, appError.status as 400);
  }
  // Classic zod's and zod/mini's (contracts) errors alike.
  if (err instanceof $ZodError) {
    const issue = err.issues[0];
    return c.json(
      {
        error: {
          code: 'validation_failed',
          params: { field: issue?.path.join('.') ?? '', reason: issue?.code ?? '' },
        },
      },
      400,
    );
  }
  if (err instanceof HTTPException) {
    const code = err.status === 413 ? 'payload_too_large' : err.status === 400 ? 'bad_request' : 'http_error';
    return c.json({ error: { code, params: { status: err.status } } }, err.status);
  }
  const requestId = c.get('requestId');
  (c.get('log') ?? console).error({ err }, 'unhandled error');
  return c.json({ error: { code: 'internal_error', params: { requestId } } }, 500);
};
