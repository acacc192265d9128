import { createHash } from 'node:crypto';

/**
 * A Scout backup (ADR 141): gzip of UTF-8 lines.
 *
 *   -- scout-backup {header JSON}
 *   -- table {"schema":"public","name":"users","columns":["id",…]}
 *   <the table's rows in PostgreSQL's COPY text format, one per line>
 *   \.
 *   … one section per table, parents before the tables that refer to them …
 *   -- sequences {"public.outbox_id_seq":42,…}
 *   -- end {"rows":{"public.users":12,…}}
 *
 * The schema itself is not in the file: the restore builds it with the code's own migrations up to
 * the backup's schema version, loads the rows, then migrates to the code's version. The last line
 * says how many rows each section holds, so a truncated file is refused rather than half restored.
 */
export const BACKUP_FORMAT = 1;
export const HEADER_PREFIX = '-- scout-backup ';
export const TABLE_PREFIX = '-- table ';
export const SEQUENCES_PREFIX = '-- sequences ';
export const END_PREFIX = '-- end ';
export const END_OF_DATA = '\\.';

export interface BackupHeader {
  format: number;
  /** Scout's version that wrote it (package.json). */
  app: string;
  createdAt: string;
  /** `PostgreSQL 18.4` */
  database: string;
  /** The newest migration the database had: the restore rebuilds the schema up to it. */
  schema: { tag: string; hash: string; when: number };
  /** pg-boss's schema version: queued jobs are restored only into the same one. */
  jobQueueVersion: number | null;
  /**
   * Which secrets the data needs (a hash, never the secret): AUTH_SECRET signs the session
   * cookies, ENCRYPTION_KEY seals the sellers' Amazon tokens. A restore with others is refused
   * unless told (sessions would be signed out and Amazon connections unreadable).
   */
  secrets: { authSecret: string | null; encryptionKey: string | null };
}

export interface TableSection {
  schema: string;
  name: string;
  columns: string[];
}

export interface BackupEnd {
  rows: Record<string, number>;
}

/** A secret's fingerprint: enough to tell two apart, useless to find either. */
export const fingerprint = (secret: string | Buffer) =>
  createHash('sha256').update('scout-backup-fingerprint:').update(secret).digest('hex').slice(0, 16);

export const qualified = (t: { schema: string; name: string }) => `${t.schema}.${t.name}`;

/** The pg-boss tables worth restoring: its queues, schedules and jobs (not its instances, stats or warnings). */
export const JOB_QUEUE_TABLES = new Set(['queue', 'schedule', 'subscription', 'job', 'job_dependency']);
