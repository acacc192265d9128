import type { Context, Hono } from 'hono';
import type { AppDeps, AppEnv } from '#server/http/types.ts';
import { AppError } from '#server/lib/app-error.ts';

export type { ApiCaller } from '#server/http/types.ts';

/** The authenticated caller inside a /api/v1 handler (set by the API-key middleware). */
export function apiCaller(c: Context<AppEnv>) {
  const caller = c.get('apiCaller');
  if (!caller) throw new AppError('api_key_missing', 401);
  return caller;
}

/**
 * Adds endpoints to /api/v1. A module exposes a feature through the REST API with one function of
 * this type, serving with `implement()` the endpoints its contract declares under `/v1` with their
 * `docs` (the OpenAPI document is generated from them), listed once in v1-endpoints.ts. The caller
 * is `apiCaller(c)`.
 */
export type V1Registration = (app: Hono<AppEnv>, deps: AppDeps) => void;
