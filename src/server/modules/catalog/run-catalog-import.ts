import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { eq } from 'drizzle-orm';
import type { MarketplaceCode } from '#domain/marketplaces.ts';
import { catalogImports } from '#server/db/schema/index.ts';
import type { AppDeps } from '#server/http/types.ts';
import { isAppError } from '#server/lib/app-error.ts';
import { ensureDir } from '#server/lib/ensure-dir.ts';
import { importCatalogCsv } from './import-catalog-csv.ts';
import { STALE_IMPORT_MS } from './list-catalog-imports.ts';
import { readTextChunks, SAMPLE_CATALOG_DIR } from './load-sample-catalog.ts';
import { readCategoryNames } from './read-category-names.ts';
import { refreshCatalogMetrics } from './refresh-catalog-metrics.ts';

/** How often a running import writes its progress (the admin page polls it). */
const PROGRESS_EVERY_MS = 1000;

/**
 * Saves an uploaded catalog file (streamed to DATA_DIR/imports, never held in memory), records an
 * import row and runs the import in the background on this instance. The admin page follows the
 * row: bytes read, rows read, the estimates phase, then the report or the error.
 */
export async function startCatalogImport(o: {
  deps: Pick<AppDeps, 'database' | 'env' | 'logger' | 'now'>;
  body: ReadableStream<Uint8Array>;
  fileName: string;
  marketplace: MarketplaceCode;
  observedAt: Date;
  userId: string;
}): Promise<{ id: number }> {
  const { database, env, logger } = o.deps;
  const dir = path.join(env.dataDir, 'imports');
  ensureDir(dir);
  const file = path.join(dir, `upload-${randomUUID()}.csv`);
  try {
    await pipeline(
      Readable.fromWeb(o.body as import('node:stream/web').ReadableStream),
      fs.createWriteStream(file),
    );
  } catch (e) {
    fs.rmSync(file, { force: true });
    throw e;
  }
  const [row] = await database.db
    .insert(catalogImports)
    .values({
      fileName: o.fileName,
      marketplace: o.marketplace,
      phase: 'queued',
      bytesTotal: fs.statSync(file).size,
      createdBy: o.userId,
      createdAt: o.deps.now(),
      updatedAt: o.deps.now(),
    })
    .returning({ id: catalogImports.id });

  void runQueued(o.deps, row.id, () => runImport({ ...o, file, id: row.id })).catch((err) =>
    logger.error({ err, importId: row.id }, 'catalog import crashed'),
  );
  return { id: row.id };
}

/**
 * Imports on this instance run one after another. Each holds a database connection and the catalog's
 * write lock for its whole transaction (lock-catalog-writes.ts): imports waiting on the lock side by
 * side would tie up the connection pool. A waiting import keeps its row fresh (it is queued, not
 * interrupted); instances still take turns through the lock.
 */
let queue: Promise<unknown> = Promise.resolve();
function runQueued(deps: Pick<AppDeps, 'database'>, id: number, job: () => Promise<void>): Promise<void> {
  const heartbeat = setInterval(() => {
    void deps.database.db
      .update(catalogImports)
      .set({ updatedAt: new Date() })
      .where(eq(catalogImports.id, id))
      .catch(() => {});
  }, STALE_IMPORT_MS / 4);
  const start = () => {
    clearInterval(heartbeat);
    return job();
  };
  const run = queue.then(start, start);
  queue = run.catch(() => {});
  return run;
}

async function runImport(o: {
  deps: Pick<AppDeps, 'database' | 'logger' | 'now'>;
  file: string;
  id: number;
  fileName: string;
  marketplace: MarketplaceCode;
  observedAt: Date;
}) {
  const db = o.deps.database.db;
  let bytesRead = 0;
  let rowsRead = 0;
  let lastWrite = 0;
  const writeProgress = async (force = false) => {
    if (!force && Date.now() - lastWrite < PROGRESS_EVERY_MS) return;
    lastWrite = Date.now();
    await db
      .update(catalogImports)
      .set({ bytesRead, rowsRead, updatedAt: new Date() })
      .where(eq(catalogImports.id, o.id));
  };
  await db
    .update(catalogImports)
    .set({ phase: 'reading', updatedAt: new Date() })
    .where(eq(catalogImports.id, o.id));
  async function* counted(): AsyncGenerator<string> {
    for await (const chunk of readTextChunks(o.file)) {
      bytesRead += Buffer.byteLength(chunk as string);
      await writeProgress();
      yield chunk as string;
    }
  }
  try {
    const categoryNames = await readCategoryNames(
      readTextChunks(path.join(SAMPLE_CATALOG_DIR, 'us-2023-categories.csv')),
    );
    const report = await importCatalogCsv({
      db,
      marketplace: o.marketplace,
      input: counted(),
      source: 'csv_import',
      sourceRef: o.fileName,
      observedAt: o.observedAt,
      categoryNames,
      onProgress: (p) => {
        rowsRead = p.rowsRead;
      },
    });
    await writeProgress(true);
    // The file is in; the marketplace's estimates are recomputed (seconds per 100k products): a
    // phase of its own for the admin page, with a heartbeat so it is not taken for an interruption.
    await db
      .update(catalogImports)
      .set({ phase: 'estimating', updatedAt: new Date() })
      .where(eq(catalogImports.id, o.id));
    let lastBeat = Date.now();
    await refreshCatalogMetrics({
      db,
      marketplace: o.marketplace,
      now: o.deps.now(),
      onBatch: async () => {
        if (Date.now() - lastBeat < PROGRESS_EVERY_MS) return;
        lastBeat = Date.now();
        await db.update(catalogImports).set({ updatedAt: new Date() }).where(eq(catalogImports.id, o.id));
      },
    });
    await db
      .update(catalogImports)
      .set({
        status: 'done',
        report,
        rowsRead: report.rowsRead,
        finishedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(catalogImports.id, o.id));
    o.deps.logger.info(
      { importId: o.id, file: o.fileName, ...report, problems: undefined },
      'catalog import done',
    );
  } catch (e) {
    const error = isAppError(e) ? { code: e.code, params: e.params } : { code: 'internal_error', params: {} };
    if (!isAppError(e)) o.deps.logger.error({ err: e, importId: o.id }, 'catalog import failed');
    await db
      .update(catalogImports)
      .set({ status: 'failed', error, finishedAt: new Date(), updatedAt: new Date() })
      .where(eq(catalogImports.id, o.id));
  } finally {
    fs.rmSync(o.file, { force: true });
  }
}
