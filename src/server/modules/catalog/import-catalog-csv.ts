import { sql } from 'drizzle-orm';
import {
  type CatalogHeader,
  type CatalogRow,
  parseCatalogRow,
  type RowProblem,
  readCatalogHeader,
} from '#domain/catalog/catalog-row.ts';
import { categoryPath } from '#domain/catalog/departments.ts';
import { CsvSyntaxError, readCsvRecords } from '#domain/csv-reader.ts';
import { MARKETPLACES, type MarketplaceCode, productUrl } from '#domain/marketplaces.ts';
import { minorUnitsPerMajor } from '#domain/money.ts';
import type { Db, Tx } from '#server/db/client.ts';
import type { CatalogSource } from '#server/db/schema/index.ts';
import { AppError } from '#server/lib/app-error.ts';
import { createCategoryResolver } from './catalog-categories.ts';
import { lockCatalogWrites } from './lock-catalog-writes.ts';

export interface ImportCatalogOptions {
  /** A database, or a transaction to import inside (it then becomes a savepoint). */
  db: Db | Tx;
  marketplace: MarketplaceCode;
  /** The file's text, in chunks (a read stream with an encoding): never loaded whole. */
  input: AsyncIterable<string>;
  source: Extract<CatalogSource, 'sample' | 'csv_import'>;
  /** The file name, kept on every row as its provenance. */
  sourceRef: string;
  /** When the file's figures were observed on Amazon. */
  observedAt: Date;
  /** id → name from the dataset's categories file, for files with a `category_id` column. */
  categoryNames?: Map<string, string>;
  batchSize?: number;
  onProgress?: (progress: { rowsRead: number }) => void;
}

export interface ImportProblem extends RowProblem {
  line: number;
}

export interface ImportReport {
  rowsRead: number;
  inserted: number;
  updated: number;
  /** Rows whose product already holds a newer observation (kept in its history only). */
  keptNewer: number;
  badRows: number;
  /** The first MAX_REPORTED_PROBLEMS bad rows, with their line numbers. */
  problems: ImportProblem[];
}

export const MAX_REPORTED_PROBLEMS = 100;

/** A file that cannot be imported at all; nothing was changed. */
export const invalidCatalogFile = (reason: string, params: Record<string, string | number> = {}) =>
  new AppError('catalog_file_invalid', 400, { reason, ...params });

/**
 * Imports a catalog CSV in one transaction, in batches: products are upserted by (marketplace,
 * ASIN) and each row adds a snapshot keyed by (product, source, observation time), so importing
 * the same file twice changes nothing the second time. Bad rows are skipped, counted and reported
 * with their line numbers; a bad file (unreadable CSV, missing columns, no valid row, or more bad
 * rows than good ones) rolls everything back and throws `catalog_file_invalid`.
 */
export async function importCatalogCsv(o: ImportCatalogOptions): Promise<ImportReport> {
  const batchSize = o.batchSize ?? 1000;
  const { domain, currency } = MARKETPLACES[o.marketplace];
  const site = { domain, minorUnits: minorUnitsPerMajor(currency) };
  const report: ImportReport = {
    rowsRead: 0,
    inserted: 0,
    updated: 0,
    keptNewer: 0,
    badRows: 0,
    problems: [],
  };

  return o.db.transaction(async (tx) => {
    await lockCatalogWrites(tx);
    const categories = createCategoryResolver(tx, o.marketplace);
    let header: CatalogHeader | null = null;
    let columns = 0;
    let batch: PreparedRow[] = [];
    const bad = (line: number, problem: RowProblem) => {
      report.badRows += 1;
      if (report.problems.length < MAX_REPORTED_PROBLEMS) report.problems.push({ line, ...problem });
    };

    try {
      for await (const record of readCsvRecords(o.input)) {
        if (!header) {
          const read = readCatalogHeader(record.fields);
          if (read.missing.length > 0)
            throw invalidCatalogFile('missing_columns', { columns: read.missing.join(', ') });
          header = read.header;
          columns = record.fields.length;
          continue;
        }
        report.rowsRead += 1;
        const parsed = parseCatalogRow(header, record.fields, columns, site);
        if ('problem' in parsed) {
          bad(record.line, parsed.problem);
        } else {
          const name = parsed.row.categoryName ?? resolveCategoryId(parsed.row, o.categoryNames);
          if (name === undefined) bad(record.line, { code: 'unknown_category', column: 'category_id' });
          else
            batch.push({
              row: parsed.row,
              category: name ? await categories.resolve(categoryPath(name)) : null,
            });
        }
        if (batch.length >= batchSize) {
          await writeBatch(tx, o, batch, report);
          batch = [];
        }
        if (report.rowsRead % 10_000 === 0) o.onProgress?.({ rowsRead: report.rowsRead });
      }
    } catch (e) {
      if (e instanceof CsvSyntaxError) throw invalidCatalogFile('csv_syntax', { line: e.line });
      throw e;
    }
    if (!header) throw invalidCatalogFile('empty_file');
    if (batch.length > 0) await writeBatch(tx, o, batch, report);
    o.onProgress?.({ rowsRead: report.rowsRead });
    const good = report.rowsRead - report.badRows;
    if (good === 0) throw invalidCatalogFile('no_valid_rows', { badRows: report.badRows });
    if (report.badRows > good)
      throw invalidCatalogFile('mostly_bad_rows', { badRows: report.badRows, rows: report.rowsRead });
    return report;
  });
}

/** undefined: an id that the categories file does not know; null: no category given. */
function resolveCategoryId(row: CatalogRow, names?: Map<string, string>): string | null | undefined {
  if (!row.categoryId) return null;
  return names?.get(row.categoryId);
}

interface PreparedRow {
  row: CatalogRow;
  category: { categoryId: number; departmentId: number } | null;
}

async function writeBatch(tx: Tx, o: ImportCatalogOptions, batch: PreparedRow[], report: ImportReport) {
  // One statement may not touch a row twice: keep the last occurrence of an ASIN in the batch.
  const byAsin = new Map<string, PreparedRow>();
  for (const p of batch) byAsin.set(p.row.asin, p);
  const rows = [...byAsin.values()];
  const col = <T>(pick: (p: PreparedRow) => T) => sql.param(rows.map(pick));
  const currency = MARKETPLACES[o.marketplace].currency;

  const upserted = await tx.execute<{ inserted: boolean }>(sql`
    insert into catalog_products (marketplace, asin, title, brand, category_id, department_id, image_url,
      product_url, currency, price_cents, list_price_cents, rating, review_count, bought_last_month,
      best_sellers_rank, is_best_seller, source, source_ref, observed_at, updated_at)
    select ${o.marketplace}, u.asin, u.title, u.brand, u.category_id, u.department_id, u.image_url,
      u.product_url, ${currency}, u.price_cents, u.list_price_cents, u.rating, u.review_count,
      u.bought_last_month, u.best_sellers_rank, u.is_best_seller, ${o.source}, ${o.sourceRef},
      ${o.observedAt}, now()
    from unnest(${col((p) => p.row.asin)}::text[], ${col((p) => p.row.title)}::text[],
      ${col((p) => p.row.brand)}::text[], ${col((p) => p.category?.categoryId ?? null)}::int[],
      ${col((p) => p.category?.departmentId ?? null)}::int[], ${col((p) => p.row.imageUrl)}::text[],
      ${col((p) => productUrl(o.marketplace, p.row.asin))}::text[], ${col((p) => p.row.priceCents)}::int[],
      ${col((p) => p.row.listPriceCents)}::int[], ${col((p) => p.row.rating)}::real[],
      ${col((p) => p.row.reviewCount)}::int[], ${col((p) => p.row.boughtLastMonth)}::int[],
      ${col((p) => p.row.bestSellersRank)}::int[], ${col((p) => p.row.isBestSeller)}::bool[])
      as u(asin, title, brand, category_id, department_id, image_url, product_url, price_cents,
        list_price_cents, rating, review_count, bought_last_month, best_sellers_rank, is_best_seller)
    on conflict (marketplace, asin) do update set
      title = excluded.title,
      brand = coalesce(excluded.brand, catalog_products.brand),
      category_id = coalesce(excluded.category_id, catalog_products.category_id),
      department_id = coalesce(excluded.department_id, catalog_products.department_id),
      image_url = coalesce(excluded.image_url, catalog_products.image_url),
      price_cents = excluded.price_cents,
      list_price_cents = excluded.list_price_cents,
      rating = excluded.rating,
      review_count = excluded.review_count,
      bought_last_month = excluded.bought_last_month,
      best_sellers_rank = excluded.best_sellers_rank,
      is_best_seller = excluded.is_best_seller,
      source = excluded.source,
      source_ref = excluded.source_ref,
      observed_at = excluded.observed_at,
      metrics_at = null,
      updated_at = now()
    where catalog_products.observed_at <= excluded.observed_at
    returning (xmax = 0) as inserted`);
  for (const r of upserted.rows) {
    if (r.inserted) report.inserted += 1;
    else report.updated += 1;
  }
  report.keptNewer += rows.length - upserted.rows.length;
  // An imported listing is shared data: one known so far only from a private browser observation
  // (docs/extension.md) joins the catalog-wide views, whichever observation is newer.
  await tx.execute(sql`update catalog_products set listed = true
    where marketplace = ${o.marketplace} and not listed and asin = any(${col((p) => p.row.asin)}::text[])`);

  await tx.execute(sql`
    insert into catalog_product_snapshots (product_id, observed_at, source, source_ref, currency, price_cents,
      list_price_cents, best_sellers_rank, rating, review_count, bought_last_month)
    select p.id, ${o.observedAt}, ${o.source}, ${o.sourceRef}, ${currency}, u.price_cents, u.list_price_cents,
      u.best_sellers_rank, u.rating, u.review_count, u.bought_last_month
    from unnest(${col((p) => p.row.asin)}::text[], ${col((p) => p.row.priceCents)}::int[],
      ${col((p) => p.row.listPriceCents)}::int[], ${col((p) => p.row.bestSellersRank)}::int[],
      ${col((p) => p.row.rating)}::real[], ${col((p) => p.row.reviewCount)}::int[],
      ${col((p) => p.row.boughtLastMonth)}::int[])
      as u(asin, price_cents, list_price_cents, best_sellers_rank, rating, review_count, bought_last_month)
    join catalog_products p on p.marketplace = ${o.marketplace} and p.asin = u.asin
    on conflict (product_id, source, observed_at) where private_to is null do update set
      source_ref = excluded.source_ref, price_cents = excluded.price_cents,
      list_price_cents = excluded.list_price_cents, best_sellers_rank = excluded.best_sellers_rank,
      rating = excluded.rating, review_count = excluded.review_count,
      bought_last_month = excluded.bought_last_month`);
}
