import { and, eq, like } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { verification } from '../db/schema/index.ts';
import { giveBackRateLimitHit, hitRateLimit } from '../lib/rate-limit.ts';

/**
 * Limits per account, on top of better-auth's per-address ones (`authRateLimits`): an attacker with
 * many addresses (a botnet, a cloud) must not get more tries on one account than one address gets.
 * Counted in PostgreSQL, shared by every instance.
 */
export const ACCOUNT_LIMITS = {
  /** Sign-in attempts on one e-mail address; a successful one is given back. */
  signIn: { limit: 10, windowMs: 15 * 60_000 },
  /** E-mails about one account a stranger can trigger: reset links and "someone tried to sign up". */
  mails: { limit: 3, windowMs: 60 * 60_000 },
  /** Verification links sent to one account (sign-up and "send it again"). */
  verificationMails: { limit: 5, windowMs: 60 * 60_000 },
};

const signInKey = (email: string) => `account-sign-in:${email.trim().toLowerCase()}`;

/** Counts a sign-in attempt on `email` before it is checked, so concurrent tries are counted too. */
export async function takeSignInAttempt(db: Db, email: string) {
  return (await hitRateLimit(db, { key: signInKey(email), ...ACCOUNT_LIMITS.signIn })).allowed;
}

/** A successful sign-in does not use up the owner's attempts. */
export async function giveBackSignInAttempt(db: Db, email: string) {
  await giveBackRateLimitHit(db, { key: signInKey(email), ...ACCOUNT_LIMITS.signIn });
}

/** Whether one more e-mail of `kind` may go to this account now (counted when it may). */
export async function takeAccountMail(db: Db, o: { userId: string; kind: 'mails' | 'verificationMails' }) {
  const key = `account-${o.kind}:${o.userId}`;
  return (await hitRateLimit(db, { key, ...ACCOUNT_LIMITS[o.kind] })).allowed;
}

/** Every password-reset link of the user stops working (after a reset or a password change). */
export async function revokeResetTokens(db: Db, userId: string) {
  await db
    .delete(verification)
    .where(and(like(verification.identifier, 'reset-password:%'), eq(verification.value, userId)));
}
