/**
 * Issue 30: `db:backup` takes a consistent snapshot of a running install (embedded or external
 * PostgreSQL) with its schema version; `db:restore` puts it into a fresh DATA_DIR or database, and
 * the restored install serves the same accounts: sessions, API keys, data, and Amazon tokens
 * readable with the same ENCRYPTION_KEY. Everything runs as an operator would: server processes
 * and the CLI.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { createGunzip } from 'node:zlib';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiKeysApi } from '#contracts/api-keys.ts';
import { profileApi } from '#contracts/profile.ts';
import { trackingApi } from '#contracts/tracking.ts';
import { usageV1Api } from '#contracts/usage.ts';
import { connectDatabase, type Database } from '#server/db/client.ts';
import { migrationsFolder } from '#server/db/migrate.ts';
import { amazonConnections } from '#server/db/schema/index.ts';
import { codeMigrations } from '#server/db/schema-version.ts';
import { loadEnv } from '#server/env.ts';
import { openCredentials, sealSecret } from '#server/modules/amazon/connection-secrets.ts';
import { COMPILE_CACHE_ENV } from '#tests/helpers/compile-cache.ts';
import { createProduct, createTrackedProduct, givePlan } from '#tests/helpers/factories/index.ts';
import {
  embeddedDatabase,
  type ServerProcess,
  startServer,
  tempDataDir,
} from '#tests/helpers/server-process.ts';
import { httpTarget, signUpAs, TestClient } from '#tests/helpers/test-app.ts';

const SECRETS = { AUTH_SECRET: 'backup-test-auth-secret-0123456789abcdef', ENCRYPTION_KEY: 'ab'.repeat(32) };
const REFRESH_TOKEN = 'Atzr|backed-up-refresh-token';

/** `npm run cli -- <args>` with this environment: its exit code and everything it printed. */
function cli(args: string[], env: Record<string, string>): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['src/server/cli.ts', ...args], {
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        TMPDIR: process.env.TMPDIR,
        ...COMPILE_CACHE_ENV,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => {
      output += d;
    });
    child.stderr.on('data', (d) => {
      output += d;
    });
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

async function firstLine(file: string) {
  const lines = readline.createInterface({ input: fs.createReadStream(file).pipe(createGunzip()) });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  return '';
}

const servers: ServerProcess[] = [];
const databases: Database[] = [];
const work = tempDataDir('scout-backup-files-');
const adminUrl = () => inject('databaseAdminUrl');
const externalName = `restore_${Date.now().toString(36)}`;
afterAll(async () => {
  for (const d of databases) await d.close();
  for (const s of servers) await s.stop();
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`drop database if exists ${externalName} with (force)`);
  await admin.end();
}, 60_000);

let original: ServerProcess;
let me: TestClient & { userId: string; email: string };
let apiKey: string;
const backupFile = path.join(work, 'scout.backup');

beforeAll(async () => {
  original = await startServer({ dataDir: tempDataDir('scout-backup-a-'), env: SECRETS });
  servers.push(original);
  me = await signUpAs(new TestClient(httpTarget(original.url)), { name: 'Backed Up' });
  const database = connectDatabase(embeddedDatabase(original.dataDir)?.url ?? '', { max: 2 });
  databases.push(database);
  const { db } = database;
  await givePlan(db, me.userId, 'pro');
  const key = await me.call(apiKeysApi.create, { body: { name: 'extension' } });
  apiKey = key.body.key;
  const product = await createProduct(db, { title: 'Backed-up bamboo board' });
  await createTrackedProduct(db, { userId: me.userId, productId: product.id });
  const env = loadEnv({ ...SECRETS, DATA_DIR: original.dataDir });
  await db.insert(amazonConnections).values({
    userId: me.userId,
    mode: 'oauth',
    sellerId: 'A1SELLER',
    marketplace: 'US',
    email: me.email,
    refreshTokenEncrypted: sealSecret(env, me.userId, 'refresh-token', REFRESH_TOKEN),
  });
}, 180_000);

/** The restored install answers as the original did: same session, key, data and Amazon token. */
async function expectSameAccount(server: ServerProcess, databaseUrl: string) {
  const browser = new TestClient(httpTarget(server.url), me.ip);
  browser.cookies = new Map(me.cookies);
  const profile = await browser.call(profileApi.get);
  expect(profile.status).toBe(200);
  expect(profile.body).toMatchObject({ id: me.userId, name: 'Backed Up' });
  const tracked = await browser.call(trackingApi.list);
  expect(JSON.stringify(tracked.body)).toContain('Backed-up bamboo board');
  const usage = await new TestClient(httpTarget(server.url)).call(
    usageV1Api.usage,
    {},
    {
      authorization: `Bearer ${apiKey}`,
    },
  );
  expect(usage.status).toBe(200);
  const database = connectDatabase(databaseUrl, { max: 1 });
  databases.push(database);
  const [row] = await database.db
    .select()
    .from(amazonConnections)
    .where(eq(amazonConnections.userId, me.userId));
  expect(openCredentials(loadEnv({ ...SECRETS, DATA_DIR: work }), row).refreshToken).toBe(REFRESH_TOKEN);
}

describe('db:backup and db:restore', () => {
  it('backs up the running install while it keeps answering and writing, with its schema version', async () => {
    // Sign-ups go on during the backup: the file is one instant, and the restore checks every
    // foreign key, so a torn snapshot would not restore.
    let writing = true;
    const writes = (async () => {
      let n = 0;
      while (writing && n < 200) {
        await signUpAs(new TestClient(httpTarget(original.url)));
        n += 1;
      }
      return n;
    })();
    const backup = await cli(['db:backup', backupFile], { DATA_DIR: original.dataDir, ...SECRETS });
    writing = false;
    expect(await writes).toBeGreaterThan(0);
    expect(backup.output).toContain('Scout kept running');
    expect(backup.code).toBe(0);
    expect(fs.statSync(backupFile).mode & 0o777).toBe(0o600);
    const header = JSON.parse((await firstLine(backupFile)).replace('-- scout-backup ', ''));
    expect(header.schema.tag).toBe(codeMigrations(migrationsFolder).at(-1)?.tag);
    expect(header.database).toMatch(/^PostgreSQL 18/);
    expect(JSON.stringify(header)).not.toContain(SECRETS.AUTH_SECRET);
    expect((await me.call(profileApi.get)).status).toBe(200); // the original still serves
  }, 180_000);

  it('restores into a fresh DATA_DIR: the same sessions, API keys, data and Amazon tokens', async () => {
    const dataDir = tempDataDir('scout-backup-b-');
    const restore = await cli(['db:restore', backupFile], { DATA_DIR: dataDir, ...SECRETS });
    expect(restore.output).toContain('Restored');
    expect(restore.code).toBe(0);
    const again = await cli(['db:restore', backupFile], { DATA_DIR: dataDir, ...SECRETS });
    expect(again.code).toBe(1);
    expect(again.output).toContain('The target database is not empty');
    const restored = await startServer({ dataDir, env: SECRETS });
    servers.push(restored);
    await expectSameAccount(restored, embeddedDatabase(dataDir)?.url ?? '');
  }, 240_000);

  it('restores into an empty external database, and backs that one up in turn', async () => {
    const admin = new pg.Client({ connectionString: adminUrl() });
    await admin.connect();
    await admin.query(`create database ${externalName} template template0`);
    await admin.end();
    const url = new URL(adminUrl());
    url.pathname = `/${externalName}`;
    const env = { DATABASE_URL: url.toString(), DATA_DIR: tempDataDir('scout-backup-c-'), ...SECRETS };
    const restore = await cli(['db:restore', backupFile], env);
    expect(restore.code, restore.output).toBe(0);
    const restored = await startServer({ dataDir: env.DATA_DIR, env });
    servers.push(restored);
    await expectSameAccount(restored, url.toString());
    const second = await cli(['db:backup', path.join(work, 'external.backup')], env);
    expect(second.code, second.output).toBe(0);
  }, 240_000);

  it('refuses a restore without the original secrets, and says which and how', async () => {
    const restore = await cli(['db:restore', backupFile], { DATA_DIR: tempDataDir('scout-backup-d-') });
    expect(restore.code).toBe(1);
    expect(restore.output).toContain('AUTH_SECRET');
    expect(restore.output).toContain('ENCRYPTION_KEY');
    expect(restore.output).toContain('--new-secrets');
  }, 60_000);

  it('refuses a file cut short, and restores nothing from it', async () => {
    const whole = fs.readFileSync(backupFile);
    const { gunzipSync, gzipSync } = await import('node:zlib');
    const text = gunzipSync(whole).toString('utf8');
    const cut = path.join(work, 'cut.backup');
    fs.writeFileSync(cut, gzipSync(text.slice(0, Math.floor(text.length * 0.6))));
    const dataDir = tempDataDir('scout-backup-e-');
    const restore = await cli(['db:restore', cut], { DATA_DIR: dataDir, ...SECRETS });
    expect(restore.code).toBe(1);
    expect(restore.output).toMatch(/incomplete|rows read/);
    // Nothing was written: the whole file restores into the same DATA_DIR without --force.
    const whole2 = await cli(['db:restore', backupFile], { DATA_DIR: dataDir, ...SECRETS });
    expect(whole2.code, whole2.output).toBe(0);
  }, 120_000);
});
