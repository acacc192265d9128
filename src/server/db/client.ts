import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = NodePgDatabase<Schema>;
/** A transaction of `Db` (what `db.transaction(tx => …)` hands over): services take `Db | Tx`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  pool: pg.Pool;
  close(): Promise<void>;
}

// Return bigint counts and numerics as JS numbers/strings consistently: int8 (count(*)) → number.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

export interface PoolOptions {
  /** Connections at most (DATABASE_POOL_MAX). */
  max?: number;
  /** Longest wait for a free connection before the query fails with `busy` (DATABASE_POOL_WAIT_MS). */
  waitMs?: number;
  /** Where a connection's own errors go (a database that dies mid-query); none: ignored. */
  onConnectionError?: (err: Error) => void;
  /** How the connections name themselves to PostgreSQL (pg_stat_activity): a command's own, e.g. `scout-restore`. */
  applicationName?: string;
}

export function connectDatabase(url: string, options: PoolOptions = {}): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    idleTimeoutMillis: 30_000,
    // Waiting in the pool's queue and opening a connection both count: past it, `busy` (503).
    connectionTimeoutMillis: options.waitMs ?? 10_000,
    application_name: options.applicationName,
  });
  const onError = options.onConnectionError ?? (() => {});
  // An idle client losing its connection (database restart) must not crash the process…
  pool.on('error', onError);
  // …nor a checked-out one: pg-pool removes its own listener while a client is lent, and a client
  // whose server dies between two queries of a transaction emits 'error' with nobody listening.
  pool.on('connect', (client) => client.on('error', onError));
  const db = drizzle({ client: pool, schema });
  return { db, pool, close: () => pool.end() };
}
