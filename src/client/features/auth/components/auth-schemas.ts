// zod/mini: the same validation as zod with a much smaller bundle (these forms are on first-load pages).
import * as z from 'zod/mini';
import { nameChecks } from '#client/lib/name-checks.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '#domain/auth-rules.ts';
import { DISPLAY_NAME_MAX_LENGTH } from '#domain/names.ts';

// Messages are translation keys of the `auth` namespace.
const email = z
  .string()
  .check(z.trim(), z.minLength(1, 'validation.emailRequired'), z.email('validation.emailInvalid'));
const password = z
  .string()
  .check(
    z.minLength(1, 'validation.passwordRequired'),
    z.minLength(PASSWORD_MIN_LENGTH, 'validation.passwordTooShort'),
    z.maxLength(PASSWORD_MAX_LENGTH, 'validation.passwordTooLong'),
  );

export const signInSchema = z.object({
  email,
  password: z.string().check(z.minLength(1, 'validation.passwordRequired')),
});
export const signUpSchema = z.object({
  name: z.string().check(
    z.trim(),
    ...nameChecks(DISPLAY_NAME_MAX_LENGTH, {
      required: 'validation.nameRequired',
      too_long: 'validation.nameTooLong',
      line_break: 'validation.nameLineBreak',
      control_characters: 'validation.nameControlCharacters',
      link: 'validation.nameLink',
    }),
  ),
  email,
  password,
});
export const forgotSchema = z.object({ email });
export const resetSchema = z
  .object({ password, confirm: z.string() })
  .check(
    z.refine((v) => v.password === v.confirm, { path: ['confirm'], message: 'validation.passwordsDiffer' }),
  );
