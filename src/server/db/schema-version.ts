import fs from 'node:fs';
import path from 'node:path';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type pg from 'pg';

/** One migration of the code: its file's tag (`0036_research_keyword_related`) and drizzle's record. */
export interface CodeMigration {
  tag: string;
  /** drizzle's `created_at` for it: the journal's `when`. */
  when: number;
  hash: string;
}

/** Where a database's schema stands: the newest migration it has, named when the code knows it. */
export interface SchemaVersion {
  /** null: no migration applied yet (a new database). */
  tag: string | null;
  when: number | null;
  hash: string | null;
  /** Migrations recorded in the database that this code does not have (a newer Scout applied them). */
  unknownToCode: number;
}

export class SchemaTooNewError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SchemaTooNewError';
  }
}

/** The code's migrations, in order (the journal and the SQL files drizzle's migrator reads). */
export function codeMigrations(migrationsFolder: string): CodeMigration[] {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  const files = readMigrationFiles({ migrationsFolder });
  return journal.entries.map((e, i) => ({ tag: e.tag, when: e.when, hash: files[i].hash }));
}

/** The database's schema version, read from drizzle's own record (`drizzle.__drizzle_migrations`). */
export async function readSchemaVersion(
  client: Pick<pg.ClientBase, 'query'>,
  migrations: readonly CodeMigration[],
): Promise<SchemaVersion> {
  const { rows: exists } = await client.query<{ present: boolean }>(
    `select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!exists[0]?.present) return { tag: null, when: null, hash: null, unknownToCode: 0 };
  const { rows } = await client.query<{ hash: string; created_at: string }>(
    'select hash, created_at from drizzle.__drizzle_migrations order by created_at desc',
  );
  if (rows.length === 0) return { tag: null, when: null, hash: null, unknownToCode: 0 };
  const newestKnown = migrations.at(-1)?.when ?? 0;
  const unknownToCode = rows.filter((r) => Number(r.created_at) > newestKnown).length;
  const last = rows[0];
  const known = migrations.find((m) => m.hash === last.hash || m.when === Number(last.created_at));
  return { tag: known?.tag ?? null, when: Number(last.created_at), hash: last.hash, unknownToCode };
}

/**
 * Refuses a database that a newer Scout has migrated: this code would start, answer "healthy", and
 * then fail on tables and columns it does not know (its jobs first). The reason names both sides
 * and what to do (docs/upgrading.md).
 */
export function assertSchemaNotNewer(version: SchemaVersion, migrations: readonly CodeMigration[]): void {
  if (version.unknownToCode === 0) return;
  const ours = migrations.at(-1);
  const applied = version.when ? new Date(version.when).toISOString().slice(0, 10) : 'an unknown date';
  throw new SchemaTooNewError(
    `The database's schema is newer than this version of Scout: it has ${version.unknownToCode} migration(s) ` +
      `this code does not know (the newest dated ${applied}), while this code's newest is ${ours?.tag ?? 'none'}. ` +
      'A newer Scout upgraded this database; running older code on it would fail. Start the newer version again, ' +
      'or restore the backup made before the upgrade into a fresh database (docs/upgrading.md, "Rolling back").',
  );
}
