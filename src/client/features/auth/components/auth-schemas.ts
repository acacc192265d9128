import { z } from 'zod';
import {
  DISPLAY_NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../../../../domain/auth-rules.ts';

// Messages are translation keys of the `auth` namespace.
const email = z.string().trim().min(1, 'validation.emailRequired').email('validation.emailInvalid');
const password = z
  .string()
  .min(1, 'validation.passwordRequired')
  .min(PASSWORD_MIN_LENGTH, 'validation.passwordTooShort')
  .max(PASSWORD_MAX_LENGTH, 'validation.passwordTooLong');

export const signInSchema = z.object({ email, password: z.string().min(1, 'validation.passwordRequired') });
export const signUpSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'validation.nameRequired')
    .max(DISPLAY_NAME_MAX_LENGTH, 'validation.nameTooLong'),
  email,
  password,
});
export const forgotSchema = z.object({ email });
export const resetSchema = z
  .object({ password, confirm: z.string() })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: 'validation.passwordsDiffer' });
