import { z } from 'zod';

export const API_KEY_NAME_MAX_LENGTH = 60;
/** Active (not revoked) keys a user may hold at once. */
export const MAX_ACTIVE_API_KEYS = 10;

export const createApiKeyBody = z.object({
  name: z.string().trim().min(1).max(API_KEY_NAME_MAX_LENGTH),
});

export const apiKeyIdParam = z.object({ id: z.uuid() });
