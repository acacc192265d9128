import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { importCatalogCsv } from '#server/modules/catalog/import-catalog-csv.ts';
import { lockCatalogWrites } from '#server/modules/catalog/index.ts';
import { readTextChunks, SAMPLE_CATALOG_DIR } from '#server/modules/catalog/load-sample-catalog.ts';
import { readCategoryNames } from '#server/modules/catalog/read-category-names.ts';
import { refreshCatalogMetrics } from '#server/modules/catalog/refresh-catalog-metrics.ts';

/** Imports the 4,960 real US sample rows with the real importer and refreshes their estimates. */
export async function importUsSample(db: Db): Promise<number> {
  const report = await importCatalogCsv({
    db,
    marketplace: 'US',
    input: readTextChunks(path.join(SAMPLE_CATALOG_DIR, 'us-2023-sample.csv')),
    source: 'csv_import',
    sourceRef: 'us-2023-sample.csv',
    observedAt: new Date('2023-01-01T00:00:00Z'),
    categoryNames: await readCategoryNames(
      readTextChunks(path.join(SAMPLE_CATALOG_DIR, 'us-2023-categories.csv')),
    ),
  });
  await refreshCatalogMetrics({ db, marketplace: 'US', now: new Date() });
  return report.inserted;
}

/**
 * Grows the US catalog to `rows` listings, for benchmarks only, with one INSERT … SELECT over
 * generate_series: listing i copies real sample listing (i mod n) — its title, category, badge,
 * rank and stored estimates — with a new ASIN, its price spread ±10 % and its units ±20 %
 * (deterministic, so sorts and sums are not all ties). Written as a bulk catalog writer (under the
 * catalog write lock), as an import would be. Returns false, having added nothing, when the
 * insert takes longer than `maxMinutes` (statement timeout: the machine cannot build it in time).
 */
export async function growUsCatalog(db: Db, rows: number, maxMinutes = 0): Promise<boolean> {
  try {
    await grow(db, rows, maxMinutes);
  } catch (e) {
    if (
      (e as { code?: string }).code === '57014' ||
      (e as { cause?: { code?: string } }).cause?.code === '57014'
    )
      return false;
    throw e;
  }
  await db.execute(sql`vacuum analyze catalog_products`);
  return true;
}

async function grow(db: Db, rows: number, maxMinutes: number) {
  await db.transaction(async (tx) => {
    await lockCatalogWrites(tx);
    if (maxMinutes > 0)
      await tx.execute(sql.raw(`set local statement_timeout = ${Math.round(maxMinutes * 60_000)}`));
    await tx.execute(sql`
      with sample as (
        select row_number() over (order by id) - 1 as k, p.* from catalog_products p
        where marketplace = 'US' and source = 'csv_import' and asin not like 'X%'),
      n as (select count(*) as n from sample),
      have as (select count(*) as c from catalog_products where marketplace = 'US')
      insert into catalog_products (marketplace, asin, title, brand, category_id, department_id,
        image_url, product_url, currency, price_cents, list_price_cents, rating, review_count,
        bought_last_month, best_sellers_rank, offer_count, is_best_seller, listed, source, source_ref,
        observed_at, est_monthly_units, est_units_method, competition_score, opportunity_score, metrics_at)
      select 'US', 'X' || lpad(upper(to_hex(g)), 9, '0'), s.title, s.brand, s.category_id, s.department_id,
        s.image_url, 'https://www.amazon.com/dp/X' || lpad(upper(to_hex(g)), 9, '0'), s.currency,
        (s.price_cents * (0.9 + ((g * 7919) % 21) / 100.0))::int, s.list_price_cents, s.rating,
        s.review_count, s.bought_last_month, s.best_sellers_rank, s.offer_count, s.is_best_seller,
        true, s.source, 'generated', s.observed_at,
        (s.est_monthly_units * (0.8 + ((g * 104729) % 41) / 100.0))::int, s.est_units_method,
        s.competition_score, s.opportunity_score, s.metrics_at
      from n, have, generate_series((select c from have) + 1, ${rows}) g
        join sample s on s.k = g % (select n from n)`);
  });
}
