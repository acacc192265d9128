import { describe, expect, it } from 'vitest';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '#domain/auth-rules.ts';
import { forgotSchema, resetSchema, signInSchema, signUpSchema } from './auth-schemas.ts';

/** The first message key of a refused value, or 'ok'. */
const verdict = (
  schema: { safeParse(v: unknown): { success: boolean; error?: { issues: { message: string }[] } } },
  value: unknown,
) => {
  const result = schema.safeParse(value);
  return result.success ? 'ok' : result.error?.issues[0]?.message;
};
const good = 'a'.repeat(PASSWORD_MIN_LENGTH);

describe('auth form schemas (zod/mini)', () => {
  it('requires a well-formed e-mail, trimmed', () => {
    expect(verdict(forgotSchema, { email: '' })).toBe('validation.emailRequired');
    expect(verdict(forgotSchema, { email: '   ' })).toBe('validation.emailRequired');
    expect(verdict(forgotSchema, { email: 'not-an-email' })).toBe('validation.emailInvalid');
    expect(forgotSchema.parse({ email: '  seller@example.com ' })).toEqual({ email: 'seller@example.com' });
  });

  it('sign-in only needs a password; sign-up enforces its length and a name', () => {
    expect(verdict(signInSchema, { email: 'a@b.co', password: 'x' })).toBe('ok');
    expect(verdict(signInSchema, { email: 'a@b.co', password: '' })).toBe('validation.passwordRequired');
    const signUp = (o: Record<string, string>) =>
      verdict(signUpSchema, { name: 'Ann', email: 'a@b.co', password: good, ...o });
    expect(signUp({})).toBe('ok');
    expect(signUp({ password: 'a'.repeat(PASSWORD_MIN_LENGTH - 1) })).toBe('validation.passwordTooShort');
    expect(signUp({ password: 'a'.repeat(PASSWORD_MAX_LENGTH + 1) })).toBe('validation.passwordTooLong');
    expect(signUp({ name: '  ' })).toBe('validation.nameRequired');
    // the server's name rule (#domain/names.ts), with the form's own messages (issue 30)
    expect(signUp({ name: 'a'.repeat(101) })).toBe('validation.nameTooLong');
    expect(signUp({ name: 'customer,\n\nURGENT: … https://evil.example/login' })).toBe(
      'validation.nameLineBreak',
    );
    expect(signUp({ name: 'Ann\u202Eevil' })).toBe('validation.nameControlCharacters');
    expect(signUp({ name: 'Ann at evil.com' })).toBe('validation.nameLink');
  });

  it('reset refuses two different passwords, on the confirmation field', () => {
    expect(verdict(resetSchema, { password: good, confirm: good })).toBe('ok');
    const result = resetSchema.safeParse({ password: good, confirm: `${good}x` });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['confirm'],
      message: 'validation.passwordsDiffer',
    });
  });
});
