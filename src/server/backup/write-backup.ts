import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { createGzip } from 'node:zlib';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { migrationsFolder } from '#server/db/migrate.ts';
import { codeMigrations, readSchemaVersion } from '#server/db/schema-version.ts';
import { APP_VERSION } from '#server/lib/app-version.ts';
import {
  BACKUP_FORMAT,
  type BackupHeader,
  END_OF_DATA,
  END_PREFIX,
  HEADER_PREFIX,
  qualified,
  SEQUENCES_PREFIX,
  TABLE_PREFIX,
} from './backup-format.ts';
import { columnsSql, sequenceValues, tableSql, tablesToDump } from './dump-tables.ts';

export interface BackupSummary {
  header: BackupHeader;
  tables: number;
  rows: number;
}

/**
 * Writes a backup of the database at `url` to `out` (gzip, backup-format.ts): every table read in
 * one REPEATABLE READ, READ ONLY transaction, so the file is one instant of the database however
 * long it takes while the app keeps writing (the same snapshot pg_dump takes, ADR 141).
 */
export async function writeBackup(o: {
  url: string;
  out: Writable;
  secrets: BackupHeader['secrets'];
  now?: Date;
}): Promise<BackupSummary> {
  const client = new pg.Client({ connectionString: o.url, application_name: 'scout-backup' });
  await client.connect();
  const gzip = createGzip();
  gzip.pipe(o.out);
  const write = async (chunk: string | Buffer) => {
    if (!gzip.write(chunk)) await once(gzip, 'drain');
  };
  try {
    await client.query('begin isolation level repeatable read read only');
    const version = await readSchemaVersion(client, codeMigrations(migrationsFolder));
    if (!version.hash || version.when === null)
      throw new Error('The database has no schema yet: start Scout once (it migrates), then back it up.');
    if (!version.tag)
      throw new Error(
        "The database's schema is newer than this version of Scout: back it up with the version that migrated it.",
      );
    const { rows: server } = await client.query<{ version: string }>('select version()');
    const { rows: queue } = await client.query<{ version: number | null }>(
      `select case when to_regclass('pgboss.version') is null then null
         else (select version from pgboss.version limit 1) end as version`,
    );
    const header: BackupHeader = {
      format: BACKUP_FORMAT,
      app: APP_VERSION,
      createdAt: (o.now ?? new Date()).toISOString(),
      database: server[0]?.version.match(/^PostgreSQL [\d.]+/)?.[0] ?? 'PostgreSQL',
      schema: { tag: version.tag, hash: version.hash, when: version.when },
      jobQueueVersion: queue[0]?.version ?? null,
      secrets: o.secrets,
    };
    await write(`${HEADER_PREFIX}${JSON.stringify(header)}\n`);
    const tables = await tablesToDump(client);
    const rows: Record<string, number> = {};
    for (const table of tables) {
      await write(`${TABLE_PREFIX}${JSON.stringify(table)}\n`);
      const copy = client.query(
        copyTo(`copy (select ${columnsSql(table.columns)} from ${tableSql(table)}) to stdout`),
      );
      for await (const chunk of copy) await write(chunk as Buffer);
      rows[qualified(table)] = copy.rowCount;
      await write(`${END_OF_DATA}\n`);
    }
    await write(`${SEQUENCES_PREFIX}${JSON.stringify(await sequenceValues(client))}\n`);
    await write(`${END_PREFIX}${JSON.stringify({ rows })}\n`);
    await client.query('commit');
    gzip.end();
    await once(o.out, 'finish');
    return { header, tables: tables.length, rows: Object.values(rows).reduce((a, b) => a + b, 0) };
  } catch (e) {
    gzip.destroy();
    throw e;
  } finally {
    await client.end().catch(() => {});
  }
}
