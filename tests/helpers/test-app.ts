import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, inject } from 'vitest';
import type { CallInput, Empty, Endpoint, EventStream, ResponseOf } from '#contracts/define.ts';
import { endpointPath } from '#contracts/request.ts';
import { createApp } from '#server/app.ts';
import { listenForAuthChanges } from '#server/auth/auth-change-listener.ts';
import { createDeps } from '#server/boot/create-deps.ts';
import type { Db } from '#server/db/client.ts';
import { outbox } from '#server/db/schema/index.ts';
import { loadEnv } from '#server/env.ts';
import type { AppDeps } from '#server/http/types.ts';
import { createLogger } from '#server/lib/logger.ts';
import { createTestDatabase } from './test-database.ts';

export const TEST_ORIGIN = 'http://localhost:3000';

export interface TestResponse<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

/** A refusal as every route sends it (`AppError` → `{ error: { code, params } }`). */
export interface ErrorBody {
  code: string;
  params: Record<string, unknown>;
}

/**
 * The answer to `client.call(endpoint, input)`: `body` has the contract's response type (on a
 * success; assert the status first), `error` is the refusal's code and parameters (on a failure).
 */
export interface ContractResponse<E extends Endpoint> {
  status: number;
  /** An event stream's answer is its text (`data:` lines, each an event as JSON, then `[DONE]`). */
  body: E['response'] extends EventStream ? string : ResponseOf<E>;
  error: ErrorBody | undefined;
  headers: Headers;
}

type CallArgs<E extends Endpoint> =
  Empty extends CallInput<E>
    ? [input?: CallInput<E>, headers?: Record<string, string>]
    : [input: CallInput<E>, headers?: Record<string, string>];

/** The path of `endpoint` with its parameters filled in, and its query string. */
function urlOf(
  endpoint: Endpoint,
  params: Record<string, unknown> = {},
  query: Record<string, unknown> = {},
) {
  const path = endpointPath(endpoint, params);
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== null) search.set(key, String(value));
  const qs = search.toString();
  return `/api${path}${qs ? `?${qs}` : ''}`;
}

/**
 * An answer's body as a test reads it: JSON parsed, a zip (the account export) as its files'
 * texts by name, anything else as text (a redirect may have none).
 */
export async function readAnswer(res: Response): Promise<unknown> {
  const type = res.headers.get('content-type') ?? '';
  if (type.includes('application/zip')) {
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    return Object.fromEntries(Object.entries(files).map(([name, data]) => [name, strFromU8(data)]));
  }
  const text = await res.text();
  return type.includes('json') && text ? JSON.parse(text) : text;
}

/** Where a TestClient's requests go: the app in this process, or a real server (`httpTarget`). */
export interface RequestTarget {
  request(path: string, init: RequestInit): Response | Promise<Response>;
}

/** A server listening at `baseUrl`, reached over HTTP. */
export const httpTarget = (baseUrl: string): RequestTarget => ({
  request: (path, init) => fetch(new URL(path, baseUrl), { ...init, redirect: 'manual' }),
});

/**
 * A browser-like caller: keeps its cookies, sends our Origin, comes from its own IP (sent as
 * X-Forwarded-For; `''`: none, a client connecting straight to a real server).
 */
export class TestClient {
  cookies = new Map<string, string>();
  readonly ip: string;
  private readonly app: RequestTarget;

  constructor(app: RequestTarget, ip = randomIp()) {
    this.app = app;
    this.ip = ip;
  }

  /** The same browser (address and cookie jar, shared) sending its requests to another target. */
  via(target: RequestTarget): TestClient {
    const other = new TestClient(target, this.ip);
    other.cookies = this.cookies;
    return other;
  }

  get cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async request<T = any>(
    method: string,
    path: string,
    options: { body?: unknown; headers?: Record<string, string>; raw?: BodyInit } = {},
  ): Promise<TestResponse<T>> {
    const headers: Record<string, string> = {
      origin: TEST_ORIGIN,
      ...(this.ip ? { 'x-forwarded-for': this.ip } : {}),
      ...options.headers,
    };
    if (this.cookies.size) headers.cookie = this.cookieHeader;
    let body: BodyInit | undefined = options.raw;
    if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    const res = await this.app.request(path, { method, headers, body });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair, ...attrs] = cookie.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attrs.some((a) => /max-age=0\b/i.test(a.trim())) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return { status: res.status, body: (await readAnswer(res)) as T, headers: res.headers };
  }

  /** A file the server answers with (an export): its bytes, unparsed. */
  async download(path: string) {
    const headers: Record<string, string> = { origin: TEST_ORIGIN, 'x-forwarded-for': this.ip };
    if (this.cookies.size) headers.cookie = this.cookieHeader;
    const res = await this.app.request(path, { method: 'GET', headers });
    return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
  }

  /**
   * Calls an endpoint of a contract (src/contracts) as the web client does, with typed input and a
   * typed answer: `const res = await me.call(profileApi.update, { body: { name } })`. Prefer it to
   * the untyped `get`/`post` below for every route that has a contract.
   */
  async call<E extends Endpoint>(
    endpoint: E,
    ...[input, headers]: CallArgs<E>
  ): Promise<ContractResponse<E>> {
    const given = (input ?? {}) as {
      params?: object;
      query?: object;
      body?: unknown;
      form?: object;
      raw?: Blob;
    };
    const url = urlOf(
      endpoint,
      given.params as Record<string, unknown>,
      given.query as Record<string, unknown>,
    );
    let raw: BodyInit | undefined;
    const sent = { ...headers };
    if (endpoint.form) {
      const form = new FormData();
      for (const [key, value] of Object.entries(given.form ?? {}))
        if (value !== undefined && value !== null)
          form.set(key, value instanceof Blob ? value : String(value));
      raw = form;
    } else if (endpoint.raw && given.raw) {
      raw = given.raw;
      sent['content-type'] ??= endpoint.raw;
    }
    const res = await this.request<ContractResponse<E>['body']>(endpoint.method, url, {
      body: endpoint.form || endpoint.raw ? undefined : given.body,
      raw,
      headers: sent,
    });
    const error = res.status >= 400 ? (res.body as unknown as { error?: ErrorBody }).error : undefined;
    return { ...res, error };
  }

  get = <T = any>(path: string, headers?: Record<string, string>) =>
    this.request<T>('GET', path, { headers });
  post = <T = any>(path: string, body?: unknown, headers?: Record<string, string>) =>
    this.request<T>('POST', path, { body: body ?? {}, headers });
  patch = <T = any>(path: string, body?: unknown, headers?: Record<string, string>) =>
    this.request<T>('PATCH', path, { body: body ?? {}, headers });
  put = <T = any>(path: string, body?: unknown) => this.request<T>('PUT', path, { body: body ?? {} });
  delete = <T = any>(path: string) => this.request<T>('DELETE', path);
}

/**
 * A client address of its own, in 127.0.0.0/8: test browsers are on the server's machine (the test
 * checkout serves only loopback clients, issue 30), each with its own address for the rate limits.
 */
const randomIp = () => `127.${[0, 0, 0].map(() => randomBytes(1)[0]).join('.')}`;

export interface TestContext {
  deps: AppDeps;
  app: ReturnType<typeof createApp>;
  databaseUrl: string;
  /** A new anonymous browser. */
  client(): TestClient;
  /**
   * A new browser signed in as a fresh user; `verified`: then opens the link of the verification
   * e-mail (an ADMIN_EMAILS address is admin only once verified).
   */
  signUp(o?: {
    name?: string;
    email?: string;
    password?: string;
    verified?: boolean;
  }): Promise<TestClient & { userId: string; email: string }>;
}

/**
 * The app on a fresh copy of the migrated database, torn down after the file.
 * Call at the top level of a test file: `const ctx = await createTestContext();`
 * `sampleCatalog`: the database holds the bundled sample catalog, as after a first start.
 */
export async function createTestContext(
  envOverrides: Record<string, string> = {},
  o: { sampleCatalog?: boolean } = {},
): Promise<TestContext> {
  const database = await createTestDatabase(inject('databaseAdminUrl'), o);
  const env = loadEnv({
    NODE_ENV: 'test',
    BASE_URL: TEST_ORIGIN,
    DATA_DIR: '/tmp/scout-test-unused',
    TRUST_PROXY: 'true',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    CLIENT_DIST_DIR: '/nonexistent-client-dist',
    DATABASE_POOL_MAX: '10', // many test files share one PostgreSQL
    // Off by default: factories write straight to the database, and a cached plan or session would
    // be seen a few milliseconds late by the next in-process request. Its own tests turn it on
    // (tests/integration/auth/session-cache.int.test.ts), and real server processes run with it.
    SESSION_CACHE_SECONDS: '0',
    ...envOverrides,
  });
  const logger = createLogger({ level: env.LOG_LEVEL });
  const deps = createDeps({
    env,
    logger,
    databaseUrl: database.url,
    secret: 'test-secret-test-secret-test-secret-0123',
  });
  const app = createApp(deps);
  const authChanges =
    env.SESSION_CACHE_SECONDS > 0
      ? listenForAuthChanges({ url: database.url, cache: deps.sessions, logger })
      : undefined;

  afterAll(async () => {
    await deps.jobs.stop();
    await authChanges?.stop();
    await deps.database.close();
    await database.drop();
  });

  let counter = 0;
  return {
    deps,
    app,
    databaseUrl: database.url,
    client: () => new TestClient(app),
    async signUp({ verified, ...o } = {}) {
      counter += 1;
      const client = await signUpAs(new TestClient(app), {
        name: `User ${counter}`,
        email: `user${counter}-${randomBytes(4).toString('hex')}@example.com`,
        ...o,
      });
      if (verified) await openVerificationLink(deps.database.db, client);
      return client;
    },
  };
}

/** Signs `client` up as a fresh user (and in: sign-up signs in). */
export async function signUpAs(
  client: TestClient,
  o: { name?: string; email?: string; password?: string } = {},
): Promise<TestClient & { userId: string; email: string }> {
  const email = o.email ?? `user-${randomBytes(6).toString('hex')}@example.com`;
  const res = await client.post('/api/auth/sign-up/email', {
    name: o.name ?? 'Test user',
    email,
    password: o.password ?? 'correct-horse-9',
  });
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
  return Object.assign(client, { userId: (res.body as { user: { id: string } }).user.id, email });
}

/** The last e-mail written to the outbox for `to` (no SMTP in tests), or undefined. */
export async function lastOutboxMail(db: Db, to: string) {
  const [mail] = await db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.id)).limit(1);
  return mail;
}

/** Opens the verification link of the last e-mail sent to the client's address, as its owner would. */
export async function openVerificationLink(db: Db, client: TestClient & { email: string }) {
  const mail = await lastOutboxMail(db, client.email);
  const link = mail?.text.match(/https?:\/\/\S+\/api\/auth\/verify-email\S+/)?.[0];
  if (!link) throw new Error(`no verification e-mail for ${client.email}`);
  const url = new URL(link);
  const res = await client.get(`${url.pathname}${url.search}`);
  if (res.status !== 302) throw new Error(`verification failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res;
}
