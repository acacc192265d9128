import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { account } from '#server/db/schema/index.ts';
import { PASSWORD } from '../world.ts';
import { type CellContext, idFor, type RouteEntry } from './route-entry.ts';

const email = () => `matrix-${randomBytes(5).toString('hex')}@example.com`;

/** A user an administrator acts on (a new one each time: banning or removing is not undone). */
const target = (c: CellContext) => idFor(c, async () => (await c.world.fresh('free')).userId);

const accountIdOf = async (c: CellContext) => {
  const [row] = await c.world.db
    .select({ id: account.id })
    .from(account)
    .where(eq(account.userId, c.actor.userId));
  return row?.id ?? 'none';
};

/**
 * better-auth's endpoints under /api/auth (read from `auth.api`, so an upgrade that adds one fails
 * the coverage check). Statuses are better-auth's own: 401 without a session, 403 for a non-admin on
 * /admin/*, 400/404 for what this configuration does not enable (social sign-in, e-mail change…).
 */
export const authRoutes: RouteEntry[] = [
  { route: 'GET /api/auth/ok', access: 'public', ok: 200 },
  { route: 'GET /api/auth/error', access: 'public', ok: 200 },
  {
    route: 'GET /api/auth/get-session',
    access: 'public',
    ok: 200,
    request: () => ({ query: { disableCookieCache: 'true', disableRefresh: 'true' } }),
  },
  {
    route: 'POST /api/auth/get-session',
    access: 'public',
    ok: 405,
    note: 'POST is only for deferred sessions, which are not enabled: 405 for everyone',
  },
  {
    route: 'POST /api/auth/sign-up/email',
    access: 'public',
    ok: 200,
    request: () => ({ body: { name: 'New', email: email(), password: PASSWORD } }),
  },
  {
    route: 'POST /api/auth/sign-in/email',
    access: 'public',
    ok: 200,
    // The caller's own account (the owner's for an anonymous caller): the fuzzing's users have a
    // fast password hash, so a fuzzed password costs no scrypt.
    request: (c) => ({ body: { email: c.actor.email || c.world.owner.email, password: PASSWORD } }),
  },
  {
    route: 'POST /api/auth/sign-in/social',
    access: 'public',
    ok: 404,
    request: () => ({ body: { provider: 'google', callbackURL: '/' } }),
    note: 'no social provider is configured',
  },
  {
    route: 'GET /api/auth/callback/:id',
    access: 'public',
    ok: 302,
    request: () => ({ params: { id: 'google' } }),
  },
  {
    route: 'POST /api/auth/callback/:id',
    access: 'public',
    ok: 302,
    request: () => ({ params: { id: 'google' }, body: {} }),
  },
  { route: 'POST /api/auth/sign-out', access: 'public', ok: 200, fresh: true, request: () => ({ body: {} }) },
  {
    route: 'POST /api/auth/request-password-reset',
    access: 'public',
    ok: 200,
    request: () => ({ body: { email: email(), redirectTo: '/auth' } }),
  },
  {
    route: 'GET /api/auth/reset-password/:token',
    access: 'public',
    ok: 302,
    request: () => ({ params: { token: 'not-a-token' }, query: { callbackURL: '/auth' } }),
  },
  {
    route: 'POST /api/auth/reset-password',
    access: 'public',
    ok: 400,
    request: () => ({ body: { token: 'not-a-token', newPassword: 'another-horse-9' } }),
    note: 'an unknown token is INVALID_TOKEN for everyone',
  },
  {
    route: 'GET /api/auth/verify-email',
    access: 'public',
    ok: 401,
    request: () => ({ query: { token: 'x' } }),
  },
  {
    route: 'POST /api/auth/send-verification-email',
    access: 'public',
    ok: 400,
    request: () => ({ body: { email: email() } }),
    expect: { anonymous: 200 },
    note: 'signed in, the address is already verified (400); anonymous, the answer is 200 whether or not the address has an account (no enumeration)',
  },
  {
    route: 'POST /api/auth/verify-password',
    access: 'user',
    ok: 200,
    request: () => ({ body: { password: PASSWORD } }),
  },
  {
    route: 'POST /api/auth/change-password',
    access: 'user',
    ok: 200,
    fresh: true,
    request: () => ({ body: { currentPassword: PASSWORD, newPassword: 'another-horse-9' } }),
  },
  {
    route: 'POST /api/auth/change-email',
    access: 'user',
    ok: 200,
    fresh: true,
    request: () => ({ body: { newEmail: email() } }),
  },
  {
    route: 'POST /api/auth/update-user',
    access: 'user',
    ok: 200,
    request: () => ({ body: { name: 'Matrix' } }),
  },
  {
    route: 'POST /api/auth/update-session',
    access: 'user',
    ok: 400,
    request: () => ({ body: {} }),
    note: 'allowed; no additional session fields are configured: "No fields to update"',
  },
  {
    route: 'POST /api/auth/delete-user',
    access: 'user',
    ok: 404,
    fresh: true,
    request: () => ({ body: {} }),
  },
  {
    route: 'GET /api/auth/delete-user/callback',
    access: 'public',
    ok: 404,
    request: () => ({ query: { token: 'x' } }),
    note: "deleting one's account through better-auth is not enabled: 404 for everyone",
  },
  { route: 'GET /api/auth/list-sessions', access: 'user', ok: 200 },
  {
    route: 'POST /api/auth/revoke-session',
    access: 'user',
    ok: 200,
    owned: true,
    request: async (c) => ({ body: { token: await idFor(c, () => c.world.newSessionOf(c.actor)) } }),
    expect: { other: 200 },
    note: "better-auth answers { status: true } to another user's token and revokes nothing (the write log proves it)",
  },
  {
    route: 'POST /api/auth/revoke-sessions',
    access: 'user',
    ok: 200,
    fresh: true,
    request: () => ({ body: {} }),
  },
  { route: 'POST /api/auth/revoke-other-sessions', access: 'user', ok: 200, request: () => ({ body: {} }) },
  { route: 'GET /api/auth/list-accounts', access: 'user', ok: 200 },
  {
    route: 'GET /api/auth/account-info',
    access: 'user',
    ok: 400,
    owned: true,
    request: async (c) => ({ query: { accountId: await accountIdOf(c) } }),
    expect: { other: 400 },
    note: "allowed; a credential account has no provider info (400). Another user's account: ACCOUNT_NOT_FOUND (400)",
  },
  {
    route: 'POST /api/auth/link-social',
    access: 'user',
    ok: 404,
    request: () => ({ body: { provider: 'google', callbackURL: '/' } }),
  },
  {
    route: 'POST /api/auth/unlink-account',
    access: 'user',
    ok: 400,
    owned: true,
    request: async (c) => ({ body: { accountId: await accountIdOf(c) } }),
    expect: { other: 400 },
    note: "the only account of a user cannot be unlinked; another user's account is never looked at (400)",
  },
  // Naming the owner's userId: over HTTP the session's user always wins (anonymous: 401).
  {
    route: 'POST /api/auth/refresh-token',
    access: 'user',
    ok: 400,
    owned: true,
    request: async (c) => ({ body: { accountId: await accountIdOf(c), userId: c.world.owner.userId } }),
    expect: { other: 400 },
    note: 'a password account has no provider token to refresh (400)',
  },
  {
    route: 'POST /api/auth/get-access-token',
    access: 'user',
    ok: 400,
    owned: true,
    request: async (c) => ({ body: { accountId: await accountIdOf(c), userId: c.world.owner.userId } }),
    expect: { other: 400 },
    note: 'a password account has no provider access token (400)',
  },

  // The admin plugin.
  {
    route: 'GET /api/auth/admin/list-users',
    access: 'admin',
    ok: 200,
    request: () => ({
      query: {
        searchValue: 'matrix',
        searchField: 'name',
        searchOperator: 'contains',
        limit: '10',
        offset: '0',
        sortBy: 'createdAt',
        sortDirection: 'desc',
        filterField: 'role',
        filterValue: 'user',
        filterOperator: 'eq',
      },
    }),
  },
  {
    route: 'GET /api/auth/admin/get-user',
    access: 'admin',
    ok: 200,
    request: async (c) => ({ query: { id: await target(c) } }),
  },
  {
    route: 'POST /api/auth/admin/create-user',
    access: 'admin',
    ok: 200,
    request: () => ({ body: { email: email(), password: PASSWORD, name: 'Created', role: 'user' } }),
  },
  {
    route: 'POST /api/auth/admin/update-user',
    access: 'admin',
    ok: 200,
    request: async (c) => ({ body: { userId: await target(c), data: { name: 'Renamed' } } }),
  },
  {
    route: 'POST /api/auth/admin/set-role',
    access: 'admin',
    ok: 200,
    request: async (c) => ({ body: { userId: await target(c), role: 'user' } }),
  },
  {
    route: 'POST /api/auth/admin/list-user-sessions',
    access: 'admin',
    ok: 200,
    request: async (c) => ({ body: { userId: await target(c) } }),
  },
  {
    route: 'POST /api/auth/admin/ban-user',
    access: 'admin',
    ok: 200,
    request: async (c) => ({ body: { userId: await target(c) } }),
  },
  {
    route: 'POST /api/auth/admin/unban-user',
    access: 'admin',
    ok: 200,
    request: async (c) => ({ body: { userId: await target(c) } }),
  },
  {
    route: 'POST /api/auth/admin/impersonate-user',
    access: 'admin',
    ok: 200,
    request: async (c) => ({ body: { userId: await target(c) } }),
  },
  {
    route: 'POST /api/auth/admin/stop-impersonating',
    access: 'user',
    ok: 400,
    request: () => ({ body: {} }),
    note: 'for an impersonation session only: "You are not impersonating anyone" (400) otherwise',
  },
  {
    route: 'POST /api/auth/admin/revoke-user-session',
    access: 'admin',
    ok: 200,
    request: async (c) => ({
      body: { sessionToken: await idFor(c, async () => c.world.newSessionOf(await c.world.fresh('free'))) },
    }),
  },
  {
    route: 'POST /api/auth/admin/revoke-user-sessions',
    access: 'admin',
    ok: 200,
    request: async (c) => ({ body: { userId: await target(c) } }),
  },
  {
    route: 'POST /api/auth/admin/remove-user',
    access: 'admin',
    ok: 200,
    request: async (c) => ({ body: { userId: await target(c) } }),
  },
  {
    route: 'POST /api/auth/admin/set-user-password',
    access: 'admin',
    ok: 200,
    request: async (c) => ({ body: { userId: await target(c), newPassword: 'another-horse-9' } }),
  },
  {
    route: 'POST /api/auth/admin/has-permission',
    access: 'user',
    ok: 200,
    request: () => ({ body: { permissions: { user: ['list'] } } }),
  },
];
