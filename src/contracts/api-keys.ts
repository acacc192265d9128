import * as z from 'zod/mini';
import { dateTime, uuidParams } from './common.ts';
import { defineApi } from './define.ts';

export const API_KEY_NAME_MAX_LENGTH = 60;

export const apiKey = z.object({
  id: z.string(),
  name: z.string(),
  /** The first characters of the key, to recognise it (the key itself is shown once). */
  prefix: z.string(),
  createdAt: dateTime,
  lastUsedAt: z.nullable(dateTime),
  revokedAt: z.nullable(dateTime),
});
export type ApiKey = z.output<typeof apiKey>;

export const createApiKeyBody = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(API_KEY_NAME_MAX_LENGTH)),
});

/**
 * REST API key management (session). Creating needs the apiAccess feature; listing and revoking stay
 * open to every signed-in user, so someone whose plan ended can still see and revoke old keys.
 */
export const apiKeysApi = defineApi('/api-keys', {
  list: { method: 'GET', path: '/', response: z.object({ keys: z.array(apiKey) }) },
  /** The answer carries the whole key, this once. */
  create: {
    method: 'POST',
    path: '/',
    body: createApiKeyBody,
    response: z.extend(apiKey, { key: z.string() }),
    status: 201,
  },
  revoke: { method: 'DELETE', path: '/:id', params: uuidParams, response: apiKey },
});
