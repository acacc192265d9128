import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin } from 'better-auth/plugins/admin';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '#domain/auth-rules.ts';
import { grantAdmins } from '../boot/grant-admins.ts';
import type { Db } from '../db/client.ts';
import * as schema from '../db/schema/index.ts';
import type { Env } from '../env.ts';
import type { Logger } from '../lib/logger.ts';
import { hitRateLimit } from '../lib/rate-limit.ts';
import type { Mailer } from '../providers/mail/mailer.ts';
import { revokeResetTokens, takeAccountMail } from './account-limits.ts';
import { authHooks } from './auth-hooks.ts';
import { passwordResetEmail, verifyEmailEmail } from './emails.ts';
import { reclaimAccount } from './reclaim-account.ts';
import { languageOf } from './request-language.ts';
import { trustedOrigins } from './trusted-origins.ts';

export interface AuthDeps {
  db: Db;
  env: Env;
  secret: string;
  mailer: Mailer;
  logger: Logger;
}

/**
 * Sign-in and reset are brute-force targets: a few tries a minute per IP, shared by all instances.
 * Reading one's own session is not (the cookie is signed, nothing to guess) and every page load does
 * it: limiting it would sign out everyone behind one address (an office, a proxy) under load.
 */
export const authRateLimits = {
  '/sign-in/email': { window: 60, max: 5 },
  '/request-password-reset': { window: 60, max: 3 },
  '/reset-password': { window: 60, max: 5 },
  '/sign-up/email': { window: 60, max: 5 },
  '/send-verification-email': { window: 60, max: 3 },
  '/change-email': { window: 60, max: 3 },
  '/change-password': { window: 60, max: 5 },
  '/get-session': false as const,
};

export function createAuth({ db, env, secret, mailer, logger }: AuthDeps) {
  const adminEmails = new Set(env.ADMIN_EMAILS);
  return betterAuth({
    appName: env.SITE_NAME,
    baseURL: env.baseUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: trustedOrigins(env),
    telemetry: { enabled: false },
    database: drizzleAdapter(db, { provider: 'pg', schema }),
    logger: {
      log: (level, message, ...args) => {
        const fn = level === 'error' ? logger.error : level === 'warn' ? logger.warn : logger.debug;
        fn.call(logger, { auth: args.length ? args : undefined }, message);
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      autoSignIn: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }, request) => {
        // The answer is the same either way (it never says whether the account exists): past the
        // per-account budget, the e-mail is simply not sent.
        if (!(await takeAccountMail(db, { userId: user.id, kind: 'mails' }))) {
          logger.warn({ userId: user.id }, 'password-reset e-mail not sent: per-account limit reached');
          return;
        }
        const lang = languageOf(request);
        const link = `${env.baseUrl}/auth?mode=reset&token=${encodeURIComponent(token)}`;
        await mailer.send({ to: user.email, ...passwordResetEmail({ lang, name: user.name, link }) });
      },
      // A reset ends every other reset link of the account (an older e-mail must not work any more),
      // and, the address being proven, every API key and session made before (reclaim-account.ts).
      onPasswordReset: async ({ user }) => {
        await revokeResetTokens(db, user.id);
        await reclaimAccount({ db, userId: user.id, now: new Date(), logger, reason: 'password-reset' });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: async ({ user, token }, request) => {
        if (!(await takeAccountMail(db, { userId: user.id, kind: 'verificationMails' }))) {
          logger.warn({ userId: user.id }, 'verification e-mail not sent: per-account limit reached');
          return;
        }
        const lang = languageOf(request);
        await mailer.send({
          to: user.email,
          ...verifyEmailEmail({ lang, name: user.name, link: verificationLink(env, token) }),
        });
      },
      // Called only on an address's first verification (not on an e-mail change): whoever opened the
      // link owns the address, so what was made before it by whoever signed up ends; better-auth then
      // signs the link's opener in with a new session (reclaim-account.ts).
      beforeEmailVerification: async (user) => {
        await reclaimAccount({ db, userId: user.id, now: new Date(), logger, reason: 'first-verification' });
      },
      // ADMIN_EMAILS gives the admin role only to whoever proves the address is theirs.
      afterEmailVerification: async (user) => {
        if (adminEmails.has(user.email.toLowerCase())) await grantAdmins(db, [user.email.toLowerCase()]);
      },
    },
    // A new address is taken only when the link sent to it is opened (the verification e-mail, whose
    // token carries the new address); until then the account keeps its current one.
    user: { changeEmail: { enabled: true } },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24, // rolling refresh: the expiry moves forward once a day of use
      cookieCache: { enabled: false },
    },
    rateLimit: {
      enabled: env.NODE_ENV !== 'development',
      window: 60,
      max: 100,
      customRules: authRateLimits,
      // better-auth's rules, counted by the one rate limiter (ADR 174): in PostgreSQL, shared by every instance.
      customStorage: {
        consume: async (key, rule) => {
          const windowMs = rule.window * 1000;
          const hit = await hitRateLimit(db, { key: `auth:${key}`, limit: rule.max, windowMs });
          return { allowed: hit.allowed, retryAfter: hit.allowed ? null : hit.retryAfterSeconds };
        },
      },
    },
    advanced: {
      cookiePrefix: 'scout',
      // better-auth turns its Origin (CSRF) check off when NODE_ENV is test; keep it on everywhere so
      // the tests exercise what production runs (tests/integration/security).
      disableOriginCheck: false,
      useSecureCookies: env.baseUrl.startsWith('https://'),
      defaultCookieAttributes: { sameSite: 'lax', httpOnly: true },
      ipAddress: { ipAddressHeaders: ['x-scout-client-ip'] },
    },
    plugins: [admin({ defaultRole: 'user', adminRoles: ['admin'] })],
    hooks: authHooks({ db, env, mailer, logger }),
  });
}

/** The link of a verification e-mail: better-auth verifies, signs in, and sends the browser to the dashboard. */
export const verificationLink = (env: Pick<Env, 'baseUrl'>, token: string) =>
  `${env.baseUrl}/api/auth/verify-email?token=${encodeURIComponent(token)}&callbackURL=${encodeURIComponent('/dashboard')}`;

export type Auth = ReturnType<typeof createAuth>;
