import type { ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { ZodError } from 'zod';
import { isAppError } from '../lib/app-error.ts';
import type { AppEnv } from './types.ts';

/** The one place errors become responses: always `{ error: { code, params } }`. */
export const errorHandler: ErrorHandler<AppEnv> = (err, c) => {
  if (isAppError(err)) {
    return c.json({ error: { code: err.code, params: err.params } }, err.status as 400);
  }
  if (err instanceof ZodError) {
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
