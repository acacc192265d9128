import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import { installJobQueueSchema } from '../jobs/install.ts';
import { assertSchemaNotNewer, codeMigrations, readSchemaVersion } from './schema-version.ts';

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

const MIGRATION_LOCK = 7263547;

/**
 * Applies pending migrations, then installs or upgrades the job queue's tables (pg-boss); advisory
 * locks make concurrent starts of several instances safe. A database a newer Scout has migrated is
 * refused (SchemaTooNewError) before anything is changed: older code would start and then fail.
 */
export async function runMigrations(pool: pg.Pool, o: { folder?: string } = {}): Promise<void> {
  const folder = o.folder ?? migrationsFolder;
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    const migrations = codeMigrations(folder);
    assertSchemaNotNewer(await readSchemaVersion(client, migrations), migrations);
    await migrate(drizzle({ client }), { migrationsFolder: folder });
    await installJobQueueSchema(client);
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
}
