import { randomBytes } from 'node:crypto';
import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '#domain/auth-rules.ts';
import { DISPLAY_NAME_MAX_LENGTH, nameProblem } from '#domain/names.ts';
import type { Db } from '../db/client.ts';
import { user } from '../db/schema/index.ts';
import type { Env } from '../env.ts';
import type { Logger } from '../lib/logger.ts';
import type { Mailer } from '../providers/mail/mailer.ts';
import {
  giveBackSignInAttempt,
  revokeResetTokens,
  takeAccountMail,
  takeSignInAttempt,
} from './account-limits.ts';
import { existingAccountEmail } from './emails.ts';
import { languageOf } from './request-language.ts';

interface HookDeps {
  db: Db;
  env: Env;
  mailer: Mailer;
  logger: Logger;
}

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

const stringField = (body: unknown, key: string) => {
  const value = (body as Record<string, unknown> | undefined)?.[key];
  return typeof value === 'string' ? value : undefined;
};

/**
 * What better-auth does not do by itself (docs/security.md):
 * - sign-in attempts limited per account, not only per address;
 * - a password change signs out every other session, and ends every reset link;
 * - sign-up with an address that has an account answers as a new sign-up would (the owner gets an
 *   e-mail instead), so sign-up does not tell who has an account;
 * - the sign-up answer carries no session token (the cookie does), in both cases;
 * - a display name is trimmed, required, and one line of plain words without a link (sign-up and
 *   profile update; #domain/names.ts): it is shown to others and quoted in e-mails.
 */
export function authHooks(deps: HookDeps) {
  return {
    before: createAuthMiddleware(async (ctx) => {
      if (ctx.path === '/sign-in/email') {
        const email = stringField(ctx.body, 'email');
        if (email && !(await takeSignInAttempt(deps.db, email)))
          throw APIError.from('TOO_MANY_REQUESTS', {
            code: 'ACCOUNT_SIGN_IN_LIMITED',
            message: 'Too many sign-in attempts on this account. Try again in 15 minutes.',
          });
        return;
      }
      if ((ctx.path === '/sign-up/email' || ctx.path === '/update-user') && ctx.body?.name !== undefined) {
        // A display name is shown to others (reviews) and quoted in e-mails.
        const name = stringField(ctx.body, 'name')?.trim() ?? '';
        const problem = nameProblem(name, DISPLAY_NAME_MAX_LENGTH);
        if (problem)
          throw APIError.from('BAD_REQUEST', {
            code: `NAME_${problem.toUpperCase()}`,
            message: NAME_REFUSALS[problem],
          });
        ctx.body.name = name;
      }
      if (ctx.path === '/change-password')
        return { context: { body: { ...(ctx.body as object), revokeOtherSessions: true } } };
      if (ctx.path === '/sign-up/email') return existingAccountAnswer(ctx, deps);
    }),
    after: createAuthMiddleware(async (ctx) => {
      const returned = ctx.context.returned;
      if (isAPIError(returned) || returned instanceof Response) return;
      if (ctx.path === '/sign-in/email') {
        const email = stringField(ctx.body, 'email');
        if (email) await giveBackSignInAttempt(deps.db, email);
      } else if (ctx.path === '/change-password') {
        const userId = ctx.context.session?.user.id;
        if (userId) await revokeResetTokens(deps.db, userId);
      } else if (ctx.path === '/sign-up/email' && returned && typeof returned === 'object') {
        (returned as { token?: string | null }).token = null;
      }
    }),
  };
}

/** better-auth's refusal messages (the client shows its own translation of the code). */
const NAME_REFUSALS = {
  required: 'A display name is required.',
  too_long: `A display name has at most ${DISPLAY_NAME_MAX_LENGTH} characters.`,
  line_break: 'A display name is one line.',
  control_characters: 'A display name cannot contain control or invisible characters.',
  link: 'A display name cannot contain a web address, a link or an e-mail address.',
};

const validSignUp = z.object({
  name: z.string(),
  email: z.email(),
  password: z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH),
});

/**
 * A sign-up for an address that already has an account: the same answer as a new sign-up (status,
 * body and time: the password is hashed as for a new account), no session, and an e-mail to the owner
 * saying someone tried, with a link to reset the password. A body better-auth would refuse is left to
 * it, so refusals are the same for both too.
 */
async function existingAccountAnswer(ctx: HookContext, deps: HookDeps) {
  const input = validSignUp.safeParse(ctx.body);
  if (!input.success) return;
  const email = input.data.email.toLowerCase();
  const [owner] = await deps.db
    .select({ id: user.id, name: user.name, email: user.email })
    .from(user)
    .where(eq(user.email, email));
  if (!owner) return;
  await ctx.context.password.hash(input.data.password);
  const now = new Date();
  if (await takeAccountMail(deps.db, { userId: owner.id, kind: 'mails' })) {
    const link = `${deps.env.baseUrl}/auth?mode=forgot`;
    const lang = languageOf(ctx.request);
    await deps.mailer
      .send({ to: owner.email, ...existingAccountEmail({ lang, name: owner.name, link }) })
      .catch((err) => deps.logger.error({ err }, 'the "someone tried to sign up" e-mail failed'));
  }
  return ctx.json({
    token: null,
    user: {
      id: randomBytes(24).toString('base64url').slice(0, 32),
      name: input.data.name,
      email,
      emailVerified: false,
      image: stringField(ctx.body, 'image') ?? null,
      createdAt: now,
      updatedAt: now,
      role: 'user',
      banned: false,
      banReason: null,
      banExpires: null,
    },
  });
}
