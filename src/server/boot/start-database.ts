import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../db/embedded-postgres.ts';
import type { DatabaseServerStatus } from '../db/supervise-postgres.ts';
import type { Env } from '../env.ts';
import type { Logger } from '../lib/logger.ts';
import { claimDataDir } from './data-dir-lock.ts';

export interface DatabaseServer {
  url: string;
  embedded: boolean;
  /** The embedded server's state (null for an external DATABASE_URL: the pool reconnects by itself). */
  status(): DatabaseServerStatus | null;
  stop(): Promise<void>;
}

const APP_DATABASE = 'scout';

/** DATABASE_URL when set; otherwise the embedded PostgreSQL with its cluster in $DATA_DIR/postgres. */
export async function startDatabase(env: Env, logger: Logger): Promise<DatabaseServer> {
  if (env.DATABASE_URL) {
    return { url: env.DATABASE_URL, embedded: false, status: () => null, stop: async () => {} };
  }
  const releaseLock = claimDataDir(env.dataDir);
  const server = await startEmbeddedPostgres({
    clusterDir: path.join(env.dataDir, 'postgres'),
    logger,
  }).catch((e) => {
    releaseLock();
    throw e;
  });
  await ensureDatabase(server.url, APP_DATABASE);
  const url = new URL(server.url);
  url.pathname = `/${APP_DATABASE}`;
  logger.info({ port: server.port, dataDir: env.dataDir }, 'embedded PostgreSQL started on 127.0.0.1');
  return {
    url: url.toString(),
    embedded: true,
    status: server.status,
    stop: async () => {
      await server.stop();
      releaseLock();
    },
  };
}

export async function ensureDatabase(adminUrl: string, name: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}
