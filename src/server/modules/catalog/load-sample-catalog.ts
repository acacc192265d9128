import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { MarketplaceCode } from '#domain/marketplaces.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { catalogProducts } from '#server/db/schema/index.ts';
import type { Logger } from '#server/lib/logger.ts';
import { type ImportReport, importCatalogCsv } from './import-catalog-csv.ts';
import { readCategoryNames } from './read-category-names.ts';
import { refreshCatalogMetrics } from './refresh-catalog-metrics.ts';

/** The bundled sample catalog (real 2023 listings, ODC-By 1.0; see data/catalog/README.md). */
export const SAMPLE_CATALOG_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../data/catalog',
);

export const SAMPLE_FILES: { file: string; marketplace: MarketplaceCode; categories?: string }[] = [
  { file: 'us-2023-sample.csv', marketplace: 'US', categories: 'us-2023-categories.csv' },
  { file: 'ca-2023-sample.csv', marketplace: 'CA' },
];

/**
 * The source says "scraped in 2023" without a date: sample figures are dated 1 January 2023 and
 * shown with their year only (see docs/catalog.md).
 */
export const SAMPLE_OBSERVED_AT = new Date('2023-01-01T00:00:00Z');

const SAMPLE_LOCK = 7263548;

/** Opens a text file as a stream of chunks (never read whole). */
export const readTextChunks = (file: string): AsyncIterable<string> =>
  fs.createReadStream(file, { encoding: 'utf8', highWaterMark: 256 * 1024 });

/**
 * Loads the bundled sample when the catalog is empty (first start). Later starts only run one
 * `exists` query. Several instances starting together load it once (advisory lock).
 */
export async function loadSampleCatalogIfEmpty(o: {
  db: Db;
  logger: Logger;
  dir?: string;
}): Promise<Record<string, ImportReport> | null> {
  const isEmpty = async (db: Db | Tx) =>
    (await db.select({ id: catalogProducts.id }).from(catalogProducts).limit(1)).length === 0;
  if (!(await isEmpty(o.db))) return null;
  const dir = o.dir ?? SAMPLE_CATALOG_DIR;
  const started = Date.now();
  const reports = await o.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SAMPLE_LOCK})`);
    if (!(await isEmpty(tx))) return null;
    const out: Record<string, ImportReport> = {};
    for (const sample of SAMPLE_FILES) {
      const categoryNames = sample.categories
        ? await readCategoryNames(readTextChunks(path.join(dir, sample.categories)))
        : undefined;
      out[sample.marketplace] = await importCatalogCsv({
        db: tx,
        marketplace: sample.marketplace,
        input: readTextChunks(path.join(dir, sample.file)),
        source: 'sample',
        sourceRef: sample.file,
        observedAt: SAMPLE_OBSERVED_AT,
        categoryNames,
      });
      await refreshCatalogMetrics({ db: tx, marketplace: sample.marketplace, now: new Date() });
    }
    return out;
  });
  if (reports) {
    const products = Object.fromEntries(Object.entries(reports).map(([m, r]) => [m, r.inserted]));
    o.logger.info(
      { products, seconds: Math.round((Date.now() - started) / 100) / 10 },
      'sample catalog loaded (the catalog was empty)',
    );
  }
  return reports;
}
