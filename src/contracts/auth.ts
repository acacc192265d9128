import * as z from 'zod/mini';
import { defineApi } from './define.ts';

/**
 * The better-auth endpoints the web client calls (ADR 033). better-auth serves and validates them
 * itself: these declarations type the client's calls and are not mounted with implement() (the
 * contract coverage test skips /auth/). Answers the client does not read are `unknown`.
 */

export const sessionUser = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  /** false until the link of the verification e-mail is opened. */
  emailVerified: z.optional(z.boolean()),
  role: z.optional(z.nullable(z.string())),
});
export type SessionUser = z.output<typeof sessionUser>;

export const sessionData = z.object({
  user: sessionUser,
  session: z.object({ id: z.string(), expiresAt: z.string() }),
});
export type SessionData = z.output<typeof sessionData>;

const credentials = { email: z.string(), password: z.string() };
export const signUpBody = z.object({ name: z.string(), ...credentials });
export type SignUpInput = z.output<typeof signUpBody>;
export const signInBody = z.object(credentials);
export type SignInInput = z.output<typeof signInBody>;

/** better-auth's answer, which the client does not read. */
const unread = z.unknown();

export const authApi = defineApi('/auth', {
  /** The current session, or null (better-auth refreshes the cookie as it answers). */
  session: { method: 'GET', path: '/get-session', response: z.nullable(sessionData) },
  signUp: { method: 'POST', path: '/sign-up/email', body: signUpBody, response: unread },
  signIn: { method: 'POST', path: '/sign-in/email', body: signInBody, response: unread },
  signOut: { method: 'POST', path: '/sign-out', body: z.object({}), response: unread },
  requestPasswordReset: {
    method: 'POST',
    path: '/request-password-reset',
    body: z.object({ email: z.string(), redirectTo: z.string() }),
    response: unread,
  },
  resetPassword: {
    method: 'POST',
    path: '/reset-password',
    body: z.object({ token: z.string(), newPassword: z.string() }),
    response: unread,
  },
  sendVerificationEmail: {
    method: 'POST',
    path: '/send-verification-email',
    body: z.object({ email: z.string(), callbackURL: z.string() }),
    response: unread,
  },
  /** A new password; the other sessions of the account are signed out. */
  changePassword: {
    method: 'POST',
    path: '/change-password',
    body: z.object({
      currentPassword: z.string(),
      newPassword: z.string(),
      revokeOtherSessions: z.boolean(),
    }),
    response: unread,
  },
  /** Sends a link to the new address; the address changes when it is opened. */
  changeEmail: {
    method: 'POST',
    path: '/change-email',
    body: z.object({ newEmail: z.string(), callbackURL: z.string() }),
    response: unread,
  },
});
