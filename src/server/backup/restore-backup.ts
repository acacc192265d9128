import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { connectDatabase } from '#server/db/client.ts';
import { migrationsFolder, runMigrations } from '#server/db/migrate.ts';
import { codeMigrations } from '#server/db/schema-version.ts';
import {
  BACKUP_FORMAT,
  type BackupEnd,
  type BackupHeader,
  END_OF_DATA,
  END_PREFIX,
  HEADER_PREFIX,
  qualified,
  SEQUENCES_PREFIX,
  TABLE_PREFIX,
  type TableSection,
} from './backup-format.ts';
import { columnsSql, quoteIdent, tableSql } from './dump-tables.ts';

export class RestoreRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestoreRefused';
  }
}

export interface RestoreSummary {
  header: BackupHeader;
  rows: number;
  tables: number;
  /** Sections skipped, and why (queued jobs of another pg-boss version). */
  skipped: string[];
}

/** The first line of a backup file, without reading the rest. */
export async function readBackupHeader(file: string): Promise<BackupHeader> {
  const lines = readline.createInterface({ input: fs.createReadStream(file).pipe(createGunzip()) });
  try {
    for await (const line of lines) return parseHeader(line);
  } catch (e) {
    if (e instanceof RestoreRefused) throw e;
    throw new RestoreRefused(`${file} is not a Scout backup (${(e as Error).message}).`);
  } finally {
    lines.close();
  }
  throw new RestoreRefused(`${file} is empty.`);
}

function parseHeader(line: string): BackupHeader {
  if (!line.startsWith(HEADER_PREFIX)) throw new RestoreRefused('This file is not a Scout backup.');
  const header = JSON.parse(line.slice(HEADER_PREFIX.length)) as BackupHeader;
  if (header.format !== BACKUP_FORMAT)
    throw new RestoreRefused(
      `This backup's format (${header.format}) is not one this Scout reads (${BACKUP_FORMAT}).`,
    );
  return header;
}

/** Whether the database holds anything of Scout's (tables in its schemas). */
export async function databaseIsEmpty(client: pg.ClientBase): Promise<boolean> {
  const { rows } = await client.query<{ n: number }>(
    `select count(*)::int as n from pg_tables where schemaname in ('public', 'drizzle', 'pgboss')`,
  );
  return rows[0]?.n === 0;
}

/** --force: what a restore replaces goes first (the app's, drizzle's and pg-boss's schemas). */
async function emptyDatabase(client: pg.ClientBase) {
  await client.query('drop schema if exists pgboss cascade');
  await client.query('drop schema if exists drizzle cascade');
  await client.query('drop schema if exists public cascade');
  await client.query('create schema public');
}

/**
 * The code's migrations up to the backup's schema version, as a folder drizzle's migrator reads:
 * the restore builds exactly the schema the rows were dumped from, loads them, then migrates.
 */
function migrationsUpTo(header: BackupHeader): string {
  const all = codeMigrations(migrationsFolder);
  const last = all.findIndex((m) => m.hash === header.schema.hash || m.when === header.schema.when);
  if (last < 0)
    throw new RestoreRefused(
      `This backup's schema (${header.schema.tag}, Scout ${header.app}) is newer than this version of Scout knows. ` +
        'Restore it with that version of Scout or a later one.',
    );
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'scout-restore-migrations-'));
  fs.mkdirSync(path.join(folder, 'meta'));
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'));
  journal.entries = journal.entries.slice(0, last + 1);
  fs.writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify(journal));
  for (const entry of journal.entries as { tag: string }[])
    fs.copyFileSync(path.join(migrationsFolder, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  return folder;
}

/**
 * Restores a backup into the database at `url`, which must hold nothing of Scout's (`force`: its
 * schemas are dropped first). Schema up to the backup's version (migrations), rows table by table
 * in one transaction (foreign keys checked; the app's triggers off while loading, as the rows are
 * already what they produced), sequences, then the code's remaining migrations. A file cut short
 * is refused before anything is committed.
 */
export async function restoreBackup(o: {
  file: string;
  url: string;
  force: boolean;
}): Promise<RestoreSummary> {
  const header = await readBackupHeader(o.file);
  // connectDatabase's pool hears its connections' own errors: db:restore stops the embedded
  // PostgreSQL right after pool.end(), which resolves before they have closed, and an unheard
  // "terminating connection" error ended the CLI (CI, issue 31).
  const database = connectDatabase(o.url, { max: 2, applicationName: 'scout-restore' });
  const { pool } = database;
  const client = await pool.connect();
  let folder: string | undefined;
  try {
    if (!(await databaseIsEmpty(client))) {
      if (!o.force)
        throw new RestoreRefused(
          'The target database is not empty: restore into a fresh DATA_DIR or database, or add --force to replace everything in it.',
        );
      await emptyDatabase(client);
    }
    // The whole file is read once before anything is written: a file cut short changes nothing.
    await loadSections(null, o.file, { jobsFit: false });
    folder = migrationsUpTo(header);
    await runMigrations(pool, { folder });
    const { rows: queue } = await client.query<{ version: number }>(
      'select version from pgboss.version limit 1',
    );
    const jobsFit = header.jobQueueVersion !== null && queue[0]?.version === header.jobQueueVersion;
    await client.query('begin');
    const loaded = await loadSections(client, o.file, { jobsFit });
    await client.query('commit');
    await runMigrations(pool);
    return { header, ...loaded };
  } catch (e) {
    await client.query('rollback').catch(() => {});
    throw e;
  } finally {
    client.release();
    await database.close();
    if (folder) fs.rmSync(folder, { recursive: true, force: true });
  }
}

/** Reads every section of the file into `client` (null: only checks that the file is whole). */
async function loadSections(client: pg.ClientBase | null, file: string, o: { jobsFit: boolean }) {
  const lines = readline
    .createInterface({
      input: fs.createReadStream(file).pipe(createGunzip()),
      crlfDelay: Number.POSITIVE_INFINITY,
    })
    [Symbol.asyncIterator]();
  const next = async () => {
    const { value, done } = await lines.next();
    if (done)
      throw new RestoreRefused('The backup file ends too early: it is incomplete (nothing was restored).');
    return value as string;
  };
  // A line cut short (the file ends mid-line) is not JSON: the same refusal as a missing end.
  const section = <T>(line: string, prefix: string): T => {
    try {
      return JSON.parse(line.slice(prefix.length)) as T;
    } catch {
      throw new RestoreRefused('The backup file is incomplete or damaged (nothing was restored).');
    }
  };
  await next(); // the header, read already
  const loaded: Record<string, number> = {};
  const skipped: string[] = [];
  while (true) {
    const line = await next();
    if (line.startsWith(TABLE_PREFIX)) {
      const table = section<TableSection>(line, TABLE_PREFIX);
      const keep = table.schema !== 'pgboss' || o.jobsFit;
      if (client && !keep)
        skipped.push(`${qualified(table)} (the job queue's version differs: queued jobs are not restored)`);
      loaded[qualified(table)] =
        client && keep ? await copySection(client, table, next) : await skipSection(next);
    } else if (line.startsWith(SEQUENCES_PREFIX)) {
      const sequences = section<Record<string, number | null>>(line, SEQUENCES_PREFIX);
      for (const [name, value] of Object.entries(sequences)) {
        if (!client || value === null || (name.startsWith('pgboss.') && !o.jobsFit)) continue;
        const [schema, sequence] = name.split('.');
        await client.query('select setval($1::regclass, $2)', [
          `${quoteIdent(schema)}.${quoteIdent(sequence)}`,
          value,
        ]);
      }
    } else if (line.startsWith(END_PREFIX)) {
      const end = section<BackupEnd>(line, END_PREFIX);
      for (const [name, count] of Object.entries(end.rows))
        if (loaded[name] !== count)
          throw new RestoreRefused(
            `${name}: ${loaded[name] ?? 0} rows read, the backup says ${count}. Nothing was restored.`,
          );
      const rows = Object.values(loaded).reduce((a, b) => a + b, 0);
      return { rows, tables: Object.keys(loaded).length - skipped.length, skipped };
    } else
      throw new RestoreRefused(
        `The backup file is incomplete or damaged (nothing was restored): unexpected line ${JSON.stringify(line.slice(0, 80))}`,
      );
  }
}

async function copySection(client: pg.ClientBase, table: TableSection, next: () => Promise<string>) {
  await client.query(`alter table ${tableSql(table)} disable trigger user`);
  const copy = client.query(copyFrom(`copy ${tableSql(table)} (${columnsSql(table.columns)}) from stdin`));
  let rows = 0;
  async function* body() {
    let batch: string[] = [];
    while (true) {
      const line = await next();
      if (line === END_OF_DATA) break;
      batch.push(line);
      rows += 1;
      if (batch.length === 1000) {
        yield `${batch.join('\n')}\n`;
        batch = [];
      }
    }
    if (batch.length) yield `${batch.join('\n')}\n`;
  }
  await pipeline(body() as unknown as Readable, copy);
  await client.query(`alter table ${tableSql(table)} enable trigger user`);
  return rows;
}

async function skipSection(next: () => Promise<string>) {
  let rows = 0;
  while ((await next()) !== END_OF_DATA) rows += 1;
  return rows;
}
