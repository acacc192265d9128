import { randomBytes } from 'node:crypto';
import { afterAll, inject } from 'vitest';
import { createApp } from '#server/app.ts';
import { createDeps } from '#server/boot/create-deps.ts';
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

/** Where a TestClient's requests go: the app in this process, or a real server (`httpTarget`). */
export interface RequestTarget {
  request(path: string, init: RequestInit): Response | Promise<Response>;
}

/** A server listening at `baseUrl`, reached over HTTP. */
export const httpTarget = (baseUrl: string): RequestTarget => ({
  request: (path, init) => fetch(new URL(path, baseUrl), { ...init, redirect: 'manual' }),
});

/** A browser-like caller: keeps its cookies, sends our Origin, comes from its own IP. */
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
      'x-forwarded-for': this.ip,
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
    const type = res.headers.get('content-type') ?? '';
    const parsed = type.includes('json') ? await res.json() : await res.text();
    return { status: res.status, body: parsed as T, headers: res.headers };
  }

  get = <T = any>(path: string, headers?: Record<string, string>) =>
    this.request<T>('GET', path, { headers });
  post = <T = any>(path: string, body?: unknown, headers?: Record<string, string>) =>
    this.request<T>('POST', path, { body: body ?? {}, headers });
  patch = <T = any>(path: string, body?: unknown) => this.request<T>('PATCH', path, { body: body ?? {} });
  put = <T = any>(path: string, body?: unknown) => this.request<T>('PUT', path, { body: body ?? {} });
  delete = <T = any>(path: string) => this.request<T>('DELETE', path);
}

const randomIp = () => `10.${[0, 0, 0].map(() => randomBytes(1)[0]).join('.')}`;

export interface TestContext {
  deps: AppDeps;
  app: ReturnType<typeof createApp>;
  databaseUrl: string;
  /** A new anonymous browser. */
  client(): TestClient;
  /** A new browser signed in as a fresh user. */
  signUp(o?: {
    name?: string;
    email?: string;
    password?: string;
  }): Promise<TestClient & { userId: string; email: string }>;
}

/**
 * The app on a fresh copy of the migrated database, torn down after the file.
 * Call at the top level of a test file: `const ctx = await createTestContext();`
 */
export async function createTestContext(envOverrides: Record<string, string> = {}): Promise<TestContext> {
  const database = await createTestDatabase(inject('databaseAdminUrl'));
  const env = loadEnv({
    NODE_ENV: 'test',
    BASE_URL: TEST_ORIGIN,
    DATA_DIR: '/tmp/scout-test-unused',
    TRUST_PROXY: 'true',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    CLIENT_DIST_DIR: '/nonexistent-client-dist',
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

  afterAll(async () => {
    await deps.jobs.stop();
    await deps.database.close();
    await database.drop();
  });

  let counter = 0;
  return {
    deps,
    app,
    databaseUrl: database.url,
    client: () => new TestClient(app),
    signUp(o = {}) {
      counter += 1;
      return signUpAs(new TestClient(app), {
        name: `User ${counter}`,
        email: `user${counter}-${randomBytes(4).toString('hex')}@example.com`,
        ...o,
      });
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
