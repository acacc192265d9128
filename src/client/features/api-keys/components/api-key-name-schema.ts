import * as z from 'zod/mini';
import { API_KEY_NAME_MAX_LENGTH } from '#contracts/api-keys.ts';

/** The create button is off until a name is typed. */
export const apiKeyNameSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(API_KEY_NAME_MAX_LENGTH)),
});
