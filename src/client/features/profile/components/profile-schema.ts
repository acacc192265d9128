import * as z from 'zod/mini';
import { DISPLAY_NAME_MAX_LENGTH } from '#domain/auth-rules.ts';

/** The profile card's form; imported with the form library (ADR 115). */
export const profileSchema = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'profile.nameRequired'),
      z.maxLength(DISPLAY_NAME_MAX_LENGTH, 'profile.nameTooLong'),
    ),
  companyName: z.string().check(z.trim(), z.maxLength(200, 'profile.companyTooLong')),
});
