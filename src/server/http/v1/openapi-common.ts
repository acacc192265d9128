import { z } from '@hono/zod-openapi';

/** Every refusal of the API: a stable code (see the documentation) and its parameters. */
export const ErrorResponse = z
  .object({
    error: z.object({
      code: z.string().openapi({ example: 'quota_exceeded' }),
      params: z.record(z.string(), z.unknown()).openapi({ example: { kind: 'productSearches', limit: 200 } }),
    }),
  })
  .openapi('Error');

const errorContent = { 'application/json': { schema: ErrorResponse } };

/** The refusals every authenticated endpoint can give (add 404 etc. per endpoint). */
export const commonErrorResponses = {
  400: { description: 'Invalid parameter (`validation_failed`, with the field).', content: errorContent },
  401: {
    description: 'Missing, unknown or revoked key (`api_key_missing`, `api_key_invalid`, `api_key_revoked`).',
    content: errorContent,
  },
  403: {
    description:
      'The plan has no API access (`plan_required`) or a monthly quota is used up (`quota_exceeded`).',
    content: errorContent,
  },
  429: {
    description: 'Too many requests with this key (`rate_limited`, with `retryAfterSeconds`).',
    content: errorContent,
  },
} as const;

export const errorContentFor = (description: string) => ({ description, content: errorContent });
