import * as z from 'zod/mini';
import { COMPANY_NAME_MAX_LENGTH, DISPLAY_NAME_MAX_LENGTH, nameProblem } from '#domain/names.ts';

/** The profile card's form; imported with the form library (ADR 115). */
export const profileSchema = z.object({
  name: z.string().check(
    z.trim(),
    z.minLength(1, 'profile.nameRequired'),
    z.maxLength(DISPLAY_NAME_MAX_LENGTH, 'profile.nameTooLong'),
    z.refine((v) => nameProblem(v, DISPLAY_NAME_MAX_LENGTH) !== 'line_break', 'profile.nameLineBreak'),
    z.refine(
      (v) => nameProblem(v, DISPLAY_NAME_MAX_LENGTH) !== 'control_characters',
      'profile.nameControlCharacters',
    ),
    z.refine((v) => nameProblem(v, DISPLAY_NAME_MAX_LENGTH) !== 'link', 'profile.nameLink'),
  ),
  companyName: z.string().check(
    z.trim(),
    z.maxLength(COMPANY_NAME_MAX_LENGTH, 'profile.companyTooLong'),
    z.refine(
      (v) => !v || nameProblem(v, COMPANY_NAME_MAX_LENGTH) !== 'control_characters',
      'profile.companyControlCharacters',
    ),
    z.refine((v) => !v || nameProblem(v, COMPANY_NAME_MAX_LENGTH) !== 'link', 'profile.companyLink'),
  ),
});
