import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { connectDatabase } from '#server/db/client.ts';
import { createLogger } from '#server/lib/logger.ts';
import { loadSampleCatalogIfEmpty } from '#server/modules/catalog/load-sample-catalog.ts';
import { type ServerProcess, startServer, tempDataDir } from './server-process.ts';

export const TEMPLATE_DATABASE = 'scout_template';
/** The migrated template with the bundled sample catalog loaded (`sampleCatalog`). */
const SAMPLE_TEMPLATE_DATABASE = 'scout_template_sample';
const SAMPLE_TEMPLATE_LOCK = 7263549;

/**
 * A fresh database copied from the migrated template (~50 ms); drop it when the file is done.
 * `sampleCatalog`: copied from the template with the sample catalog loaded, as the server's first
 * start leaves it — made once per run by the first file that asks (a load is ~2.5 s of Node and
 * more of PostgreSQL; eleven files each loaded it before).
 */
export async function createTestDatabase(
  adminUrl: string,
  o: { sampleCatalog?: boolean } = {},
): Promise<{ url: string; drop: () => Promise<void> }> {
  if (o.sampleCatalog) {
    sampleTemplateReady ??= ensureSampleTemplate(adminUrl);
    await sampleTemplateReady;
  }
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(
      `create database ${name} template ${o.sampleCatalog ? SAMPLE_TEMPLATE_DATABASE : TEMPLATE_DATABASE}`,
    );
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** Once per worker process: its next files know the template exists (no lock, no look-up again). */
let sampleTemplateReady: Promise<void> | undefined;

/** Makes the sample template unless it exists; files of parallel workers wait for the one making it. */
async function ensureSampleTemplate(adminUrl: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock($1)', [SAMPLE_TEMPLATE_LOCK]);
    const found = await admin.query('select 1 from pg_database where datname = $1', [
      SAMPLE_TEMPLATE_DATABASE,
    ]);
    if (found.rowCount) return;
    // Built under another name and renamed once complete: a template is never seen half loaded.
    const building = `${SAMPLE_TEMPLATE_DATABASE}_building`;
    await admin.query(`drop database if exists ${building} with (force)`);
    await admin.query(`create database ${building} template ${TEMPLATE_DATABASE}`);
    const url = new URL(adminUrl);
    url.pathname = `/${building}`;
    const database = connectDatabase(url.toString(), { max: 2 });
    try {
      await loadSampleCatalogIfEmpty({ db: database.db, logger: createLogger({ level: 'warn' }) });
    } finally {
      await database.close();
    }
    await admin.query(`alter database ${building} rename to ${SAMPLE_TEMPLATE_DATABASE}`);
  } finally {
    await admin.end(); // ends the session, and its advisory lock with it
  }
}

/**
 * The real server (`startServer`) on a fresh copy of the migrated template, for tests whose subject
 * is not the embedded PostgreSQL (a cluster of its own costs an initdb and a second PostgreSQL).
 * `stop` stops the server, then drops its database.
 */
export async function startServerOnTestDatabase(o: {
  adminUrl: string;
  dataDirPrefix: string;
  env?: Record<string, string>;
}): Promise<{ server: ServerProcess; stop: () => Promise<void> }> {
  const database = await createTestDatabase(o.adminUrl);
  const server = await startServer({
    dataDir: tempDataDir(o.dataDirPrefix),
    env: { ...o.env, DATABASE_URL: database.url },
  });
  return {
    server,
    stop: async () => {
      await server.stop();
      await database.drop();
    },
  };
}
