import * as z from 'zod/mini';

/** Every refusal of the API: a stable code (see the documentation) and its parameters. */
export const errorResponse = z
  .object({
    error: z.object({
      code: z.string().check(z.meta({ example: 'quota_exceeded' })),
      params: z
        .record(z.string(), z.unknown())
        .check(z.meta({ example: { kind: 'productSearches', limit: 200 } })),
    }),
  })
  .check(z.meta({ id: 'Error' }));

const errorContent = { 'application/json': { schema: errorResponse } };

export const errorContentFor = (description: string) => ({ description, content: errorContent });

/** The refusals every authenticated endpoint can give (an endpoint's `docs.errors` adds 404 etc.). */
export const commonErrorResponses = {
  400: errorContentFor('Invalid parameter (`validation_failed`, with the field).'),
  401: errorContentFor(
    'Missing, unknown or revoked key (`api_key_missing`, `api_key_invalid`, `api_key_revoked`).',
  ),
  403: errorContentFor(
    'The plan has no API access (`plan_required`) or a monthly quota is used up (`quota_exceeded`).',
  ),
  429: errorContentFor('Too many requests with this key (`rate_limited`, with `retryAfterSeconds`).'),
};
