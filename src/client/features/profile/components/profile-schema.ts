import * as z from 'zod/mini';
import { nameChecks } from '#client/lib/name-checks.ts';
import type { UpdateProfileBody } from '#contracts/profile.ts';
import { COMPANY_NAME_MAX_LENGTH, DISPLAY_NAME_MAX_LENGTH } from '#domain/names.ts';

/** The profile card's form → the profile request; imported with the form library (ADR 115). */
export const profileSchema = z.pipe(
  z.object({
    name: z.string().check(
      z.trim(),
      ...nameChecks(DISPLAY_NAME_MAX_LENGTH, {
        required: 'profile.nameRequired',
        too_long: 'profile.nameTooLong',
        line_break: 'profile.nameLineBreak',
        control_characters: 'profile.nameControlCharacters',
        link: 'profile.nameLink',
      }),
    ),
    // Optional: empty is allowed (no `required`).
    companyName: z.string().check(
      z.trim(),
      ...nameChecks(COMPANY_NAME_MAX_LENGTH, {
        too_long: 'profile.companyTooLong',
        line_break: 'profile.companyControlCharacters',
        control_characters: 'profile.companyControlCharacters',
        link: 'profile.companyLink',
      }),
    ),
  }),
  // An empty company name is none.
  z.transform((v): UpdateProfileBody => ({ name: v.name, companyName: v.companyName || null })),
);
