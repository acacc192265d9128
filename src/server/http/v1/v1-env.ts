import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { PlanId } from '#domain/plans.ts';
import type { AppDeps, AppEnv } from '#server/http/types.ts';
import { AppError } from '#server/lib/app-error.ts';

/** Who calls /api/v1: set by the API-key middleware before any endpoint runs. */
export interface ApiCaller {
  userId: string;
  keyId: string;
  plan: PlanId;
}

export interface V1Env {
  Variables: AppEnv['Variables'] & { apiCaller?: ApiCaller };
}

/** The authenticated caller inside a /api/v1 handler. */
export function apiCaller(c: Context<V1Env>): ApiCaller {
  const caller = c.get('apiCaller');
  if (!caller) throw new AppError('api_key_missing', 401);
  return caller;
}

/**
 * Adds endpoints to /api/v1. A module exposes a feature through the REST API with one function of
 * this type (route schema with `createRoute` + handler calling its service), listed once in
 * v1-endpoints.ts. Schemas become the OpenAPI document; the caller is `apiCaller(c)`.
 */
export type V1Registration = (app: OpenAPIHono<V1Env>, deps: AppDeps) => void;
