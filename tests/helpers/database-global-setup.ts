import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { connectDatabase } from '#server/db/client.ts';
import { startEmbeddedPostgres } from '#server/db/embedded-postgres.ts';
import { runMigrations } from '#server/db/migrate.ts';
import { createLogger } from '#server/lib/logger.ts';
import { TEMPLATE_DATABASE } from './test-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseAdminUrl: string;
  }
}

/**
 * One embedded PostgreSQL for the whole integration run (durability settings off: test data is
 * disposable), with a migrated template database that each test file copies.
 */
export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scout-test-db-'));
  fs.chmodSync(dir, 0o755);
  const server = await startEmbeddedPostgres({
    clusterDir: path.join(dir, 'postgres'),
    logger: createLogger({ level: 'warn' }),
    settings: { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off', max_connections: '300' },
  });
  const admin = connectDatabase(server.url, { max: 2 });
  await admin.pool.query(`create database ${TEMPLATE_DATABASE}`);
  await admin.close();
  const templateUrl = new URL(server.url);
  templateUrl.pathname = `/${TEMPLATE_DATABASE}`;
  const template = connectDatabase(templateUrl.toString(), { max: 1 });
  await runMigrations(template.pool);
  await template.close();

  project.provide('databaseAdminUrl', server.url);
  return async () => {
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
