import { randomBytes } from 'node:crypto';
import { hashPassword, makeSignature } from 'better-auth/crypto';
import { afterAll } from 'vitest';
import type { PlanId } from '#domain/plans.ts';
import { account, apiKeys, session, subscriptions, user } from '#server/db/schema/index.ts';
import { generateApiKey } from '#server/modules/api-keys/api-key-format.ts';
import { createApiKey } from '#server/modules/api-keys/manage-api-keys.ts';
import { createProduct, createUser } from '#tests/helpers/factories/index.ts';
import { startSpApiStandIn } from '#tests/helpers/sp-api-stand-in.ts';
import { createTestContext, readAnswer, TEST_ORIGIN, type TestContext } from '#tests/helpers/test-app.ts';

export const ACTORS = ['anonymous', 'free', 'starter', 'pro', 'elite', 'admin'] as const;
export type ActorKind = (typeof ACTORS)[number];

/** A caller: its cookies (never updated by the matrix's calls), its IP and its REST API key. */
export interface Actor {
  kind: ActorKind | 'owner' | 'intruder' | 'fuzzer';
  userId: string;
  email: string;
  cookie: string;
  ip: string;
  apiKey: string;
}

export interface Sent {
  status: number;
  body: any;
  headers: Headers;
}

/** What a cell sends (the path with its parameters filled in, a query, a JSON body or a form). */
export interface CellRequest {
  path?: string;
  query?: Record<string, string>;
  body?: unknown;
  form?: FormData;
  /** A raw body (an uploaded file), sent as text/csv unless a content-type header says otherwise. */
  raw?: string | Uint8Array<ArrayBuffer>;
  headers?: Record<string, string>;
}

const PLAN_OF: Record<Exclude<ActorKind, 'anonymous'>, PlanId> = {
  free: 'free',
  starter: 'starter',
  pro: 'pro',
  elite: 'elite',
  admin: 'free',
};

/** The password of every matrix user (the test context's default). */
export const PASSWORD = 'correct-horse-9';

export const EVIL_ORIGIN = 'https://evil.example';

/** Per-user AI and API-key limits out of the way of the fuzzing (they are tested elsewhere). */
export const FUZZ_ENV = { AI_RATE_LIMIT_PER_HOUR: '100000', API_RATE_LIMIT_PER_MINUTE: '100000' };

/**
 * Everything the matrix needs: the app with an SP-API stand-in, one user per plan, an administrator
 * (on the free plan: the role grants no plan feature), a resource owner and an intruder (both elite),
 * a catalog product, and a way to send a request as anyone without changing their cookies.
 */
export async function createWorld(env: Record<string, string> = {}) {
  const amazon = await startSpApiStandIn();
  afterAll(() => amazon.close());
  const ctx: TestContext = await createTestContext({
    ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    SPAPI_ENDPOINT: amazon.url,
    SPAPI_LWA_TOKEN_URL: amazon.tokenUrl,
    SPAPI_CLIENT_ID: 'amzn1.application-oa2-client.scout',
    SPAPI_CLIENT_SECRET: 'scout-app-client-secret-0123456789',
    SPAPI_APP_ID: 'amzn1.sp.solution.scout-test',
    ...env,
  });
  const db = ctx.deps.database.db;

  const authContext = await ctx.deps.auth.$context;
  const passwordHash = await hashPassword(PASSWORD);

  /** The session cookie of a session token, signed as better-auth signs it. */
  const sessionCookie = async (token: string) =>
    `${authContext.authCookies.sessionToken.name}=${encodeURIComponent(`${token}.${await makeSignature(token, authContext.secret)}`)}`;

  /**
   * Users with a plan, a session and an API key, written straight to the database in a few multi-row
   * inserts (a password hash computed once, sessions signed as better-auth signs them): the matrix
   * needs dozens of users and the fuzzing thousands, and scrypt and one round trip per row would
   * dominate their run time. The six actors themselves sign up through HTTP.
   */
  async function quickUsers(
    n: number,
    o: { kind: Actor['kind']; plan: PlanId; admin?: boolean; passwordHash?: string },
  ): Promise<Actor[]> {
    const now = new Date();
    const until = new Date(now.getTime() + 30 * 86_400_000);
    const made = Array.from({ length: n }, () => {
      const id = randomBytes(16).toString('hex');
      return { id, token: randomBytes(24).toString('base64url'), apiKey: generateApiKey() };
    });
    await db.insert(user).values(
      made.map(({ id }) => ({
        id,
        name: `Matrix ${o.kind}`,
        email: `${o.kind}-${id.slice(0, 10)}@example.com`,
        role: o.admin ? 'admin' : 'user',
      })),
    );
    await db.insert(account).values(
      made.map(({ id }) => ({
        id: `acc-${id}`,
        accountId: id,
        providerId: 'credential',
        userId: id,
        password: o.passwordHash ?? passwordHash,
      })),
    );
    if (o.plan !== 'free')
      await db.insert(subscriptions).values(
        made.map(({ id }) => ({
          userId: id,
          plan: o.plan,
          status: 'active' as const,
          currentPeriodEnd: until,
        })),
      );
    await db
      .insert(session)
      .values(made.map(({ id, token }) => ({ id: `ses-${id}`, token, userId: id, expiresAt: until })));
    await db.insert(apiKeys).values(
      made.map(({ id, apiKey }) => ({
        userId: id,
        name: 'matrix',
        prefix: apiKey.prefix,
        keyHash: apiKey.hash,
        createdAt: now,
      })),
    );
    return Promise.all(
      made.map(async ({ id, token, apiKey }) => ({
        kind: o.kind,
        userId: id,
        email: `${o.kind}-${id.slice(0, 10)}@example.com`,
        cookie: await sessionCookie(token),
        ip: `127.8.${randomBytes(1)[0]}.${randomBytes(1)[0]}`,
        apiKey: apiKey.key,
      })),
    );
  }

  /** One user as quickUsers makes them. */
  const quickUser = async (kind: Actor['kind'], plan: PlanId, admin = false): Promise<Actor> =>
    (await quickUsers(1, { kind, plan, admin }))[0] as Actor;

  async function newUser(kind: Actor['kind'], plan: PlanId, admin = false): Promise<Actor> {
    const client = await createUser(ctx, { plan, admin });
    const { key } = await createApiKey({ db, userId: client.userId, name: 'matrix', now: new Date() });
    return {
      kind,
      userId: client.userId,
      email: client.email,
      cookie: client.cookieHeader,
      ip: client.ip,
      apiKey: key,
    };
  }

  const anonymous: Actor = {
    kind: 'anonymous',
    userId: '',
    email: '',
    cookie: '',
    ip: `127.9.${randomBytes(1)[0]}.${randomBytes(1)[0]}`,
    apiKey: '',
  };
  const signedIn = await Promise.all(
    (['free', 'starter', 'pro', 'elite', 'admin'] as const).map((k) => newUser(k, PLAN_OF[k], k === 'admin')),
  );
  const actors = Object.fromEntries([anonymous, ...signedIn].map((a) => [a.kind, a])) as Record<
    ActorKind,
    Actor
  >;
  const [owner, intruder] = await Promise.all([newUser('owner', 'elite'), newUser('intruder', 'elite')]);
  const product = await createProduct(db, {
    title: 'Matrix suitcase',
    priceCents: 4999,
    bestSellersRank: 900,
  });
  /** Another catalog product (a user tracks or watches a product once). */
  const newProduct = () => createProduct(db, { priceCents: 2999, bestSellersRank: 1500, stockQuantity: 30 });

  const reviewer = await quickUser('owner', 'free');
  /** A review on the landing page (written in English). */
  const publicReviewId: string = (
    await send(reviewer, 'POST', '/api/reviews', { body: { rating: 5, comment: 'Clear figures.' } })
  ).body.review.id;

  /** A second session of a signed-in actor (its token, as stored), e.g. to revoke it. */
  async function newSessionOf(actor: Actor): Promise<string> {
    const res = await send({ ...actor, cookie: '' }, 'POST', '/api/auth/sign-in/email', {
      body: { email: actor.email, password: PASSWORD },
    });
    if (res.status !== 200) throw new Error(`sign-in of ${actor.kind}: ${res.status}`);
    return res.body.token as string;
  }

  /** Sends one request as `actor`; the response's cookies are not kept. */
  async function send(
    actor: Actor,
    method: string,
    path: string,
    req: CellRequest = {},
    origin = TEST_ORIGIN,
  ) {
    const url = req.query ? `${path}?${new URLSearchParams(req.query)}` : path;
    const headers: Record<string, string> = { origin, 'x-forwarded-for': actor.ip, ...req.headers };
    if (actor.cookie) headers.cookie = actor.cookie;
    let body: BodyInit | undefined;
    if (req.form) body = req.form;
    else if (req.raw !== undefined) {
      headers['content-type'] ??= 'text/csv';
      body = req.raw;
    } else if (req.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(req.body);
    }
    const res = await ctx.app.request(url, { method, headers, body });
    return { status: res.status, body: await readAnswer(res), headers: res.headers } as Sent;
  }

  /** Calls a route as `actor` to set something up; anything but a 2xx stops the test. */
  async function setUp(actor: Actor, method: string, path: string, req: CellRequest = {}) {
    const res = await send(actor, method, path, req);
    if (res.status >= 300)
      throw new Error(`set-up ${method} ${path} as ${actor.kind}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  }

  let sellers = 0;
  /** A seller account known to the SP-API stand-in, with the body that connects it. */
  function newSeller() {
    sellers += 1;
    const s = amazon.addSeller({
      sellerId: `A1MATRIX${String(sellers).padStart(6, '0')}`,
      clientId: `amzn1.application-oa2-client.matrix${sellers}`,
      clientSecret: `matrix-secret-${sellers}-0123456789`,
      refreshToken: `Atzr|IwEBI-matrix-${sellers}-${randomBytes(8).toString('hex')}`,
      marketplaceIds: ['ATVPDKIKX0DER'],
    });
    return {
      sellerId: s.sellerId,
      marketplace: 'US',
      email: 'seller@example.com',
      lwaClientId: s.clientId,
      lwaClientSecret: s.clientSecret,
      refreshToken: s.refreshToken,
    };
  }

  /** A new user of that kind, for calls that change the caller's own account (plan, sessions). */
  const fresh = (kind: ActorKind) =>
    kind === 'anonymous' ? Promise.resolve(anonymous) : quickUser(kind, PLAN_OF[kind], kind === 'admin');

  return {
    ctx,
    db,
    actors,
    owner,
    intruder,
    product,
    newProduct,
    publicReviewId,
    newSessionOf,
    send,
    setUp,
    newSeller,
    fresh,
    newUser,
    quickUser,
    quickUsers,
  };
}

export type World = Awaited<ReturnType<typeof createWorld>>;
