/**
 * Calibration crawl benchmark (docs/estimators.md "Calibration crawl"): the Keepa tokens the crawl
 * spends until a root category's curve calibrates, and the held-out median error of the curve it
 * fits (5-fold cross-validation grouped by product, as every fit is measured) against the
 * uncalibrated literature curve on the same held-out pairs, per marketplace and category.
 *
 * Data: the Keepa stand-in's categories, built from the real captured `/product` answer
 * (tests/helpers/keepa-catalog.ts): real history shapes and Keepa's formats, with ranks scaled per
 * product and badges read off a SYNTHETIC curve per category (below) with a deterministic noise.
 * So the tokens per category measure the crawl itself (queries, products, pages), and the error
 * measures how well the fit recovers a known relation from badge-ladder readings — not Amazon's
 * real relation, which needs a real Keepa key (the same crawl, `npm run cli -- sales-curves:fit`
 * prints each category's fit and error, and this benchmark reads SALES_PAIRS_CSV as
 * sales-estimator does). Results: bench/results/sales-calibration.json.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { MarketplaceCode } from '#domain/marketplaces.ts';
import { startDatabase } from '#server/boot/start-database.ts';
import { connectDatabase } from '#server/db/client.ts';
import { runMigrations } from '#server/db/migrate.ts';
import { loadEnv } from '#server/env.ts';
import { createLogger } from '#server/lib/logger.ts';
import { resolveRootCategory } from '#server/modules/catalog/index.ts';
import { runCalibration, startCalibration } from '#server/modules/market-data/index.ts';
import type { SyntheticCurve } from '#tests/helpers/keepa-catalog.ts';
import { startKeepaStandIn } from '#tests/helpers/keepa-stand-in.ts';
import { writeResult } from './lib/write-result.ts';

const DOMAIN: Record<MarketplaceCode, number> = { US: 1, UK: 2, DE: 3, FR: 4, JP: 5, CA: 6, IT: 8, ES: 9 };

/** The stand-in's categories: root names as Amazon gives them, and each one's synthetic curve. */
const CATEGORIES: { marketplace: MarketplaceCode; catId: number; name: string; curve: SyntheticCurve }[] = [
  {
    marketplace: 'US',
    catId: 16310091,
    name: 'Industrial & Scientific',
    curve: { a: 13.5, b: 0.8, spread: 1.6 },
  },
  {
    marketplace: 'US',
    catId: 3760911,
    name: 'Beauty & Personal Care',
    curve: { a: 14.6, b: 0.85, spread: 1.8 },
  },
  { marketplace: 'US', catId: 1055398, name: 'Home & Kitchen', curve: { a: 15.2, b: 0.9, spread: 1.5 } },
  {
    marketplace: 'DE',
    catId: 3167641,
    name: 'Küche, Haushalt & Wohnen',
    curve: { a: 13.9, b: 0.85, spread: 1.6 },
  },
  { marketplace: 'JP', catId: 52374051, name: 'ビューティー', curve: { a: 13.2, b: 0.75, spread: 1.7 } },
];

const keepa = await startKeepaStandIn({ refillRate: 1000 });
const lastUpdate = new Date(Date.now() - 3_600_000);
for (const [i, c] of CATEGORIES.entries())
  keepa.addCategory({
    domainId: DOMAIN[c.marketplace],
    catId: c.catId,
    name: c.name,
    curve: c.curve,
    products: 300,
    seed: 11 + i,
    lastUpdate,
  });

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scout-bench-calibration-'));
fs.chmodSync(dataDir, 0o755);
const env = loadEnv({
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  CATALOG_SAMPLE: 'false',
  KEEPA_API_KEY: keepa.key,
  KEEPA_API_BASE: keepa.url,
  MARKET_DATA_SOURCES: 'keepa',
  SALES_CALIBRATION_DAILY_TOKENS: '100000',
});
const logger = createLogger({ level: 'silent' });
const postgres = await startDatabase(env, logger);
const database = connectDatabase(postgres.url);
await runMigrations(database.pool);
const deps = { env, database, logger, now: () => new Date() };

for (const c of CATEGORIES) {
  const departmentId = await resolveRootCategory(database.db, { marketplace: c.marketplace, name: c.name });
  await startCalibration(deps, { marketplace: c.marketplace, departmentId: departmentId as number });
}
const started = Date.now();
for (let run = 0; run < 40; run++) {
  const result = await runCalibration(deps, { deadline: Date.now() + 60_000 });
  if (result.steps === 0) break;
}
const seconds = (Date.now() - started) / 1000;

const { rows } = await database.db.execute<{
  marketplace: MarketplaceCode;
  name: string;
  state: string;
  tokens_spent: number;
  queries: number;
  products_fetched: number;
  pairs: number | null;
  products: number | null;
  rank_min: number | null;
  rank_max: number | null;
  curve: { a: number; b: number; error: { medianApe: number; p80Ape: number; heldOutPairs: number } } | null;
  literature_median_ape: number | null;
  reason: string | null;
}>(sql`
  select k.marketplace, c.name, k.state, k.tokens_spent, k.queries, k.products_fetched, f.pairs, f.products,
    f.rank_min, f.rank_max, f.curve, f.literature_median_ape, f.reason
  from sales_calibration_crawls k join catalog_categories c on c.id = k.department_id
  left join lateral (select * from sales_curve_fits f where f.department_id = k.department_id
    order by f.fitted_at desc, f.id desc limit 1) f on true
  order by k.marketplace, c.name`);

const categories = rows.map((r) => {
  const truth = CATEGORIES.find((c) => c.marketplace === r.marketplace && c.name === r.name)?.curve;
  const median = r.curve?.error.medianApe ?? null;
  return {
    marketplace: r.marketplace,
    category: r.name,
    state: r.state,
    tokens: Number(r.tokens_spent),
    queries: Number(r.queries),
    productsFetched: Number(r.products_fetched),
    pairs: r.pairs,
    products: r.products,
    ranks: [r.rank_min, r.rank_max],
    syntheticCurve: truth ? { a: truth.a, b: truth.b } : null,
    fittedCurve: r.curve ? { a: r.curve.a, b: r.curve.b } : null,
    heldOutPairs: r.curve?.error.heldOutPairs ?? null,
    medianApe: median,
    p80Ape: r.curve?.error.p80Ape ?? null,
    literatureMedianApe: r.literature_median_ape,
    ratioToLiterature:
      median !== null && r.literature_median_ape
        ? Math.round((median / r.literature_median_ape) * 1000) / 1000
        : null,
    reason: r.reason,
  };
});
const calibrated = categories.filter((c) => c.state === 'calibrated');
writeResult('sales-calibration', {
  data: 'Keepa stand-in: categories built from the real captured /product answer, badges read off synthetic curves (tests/helpers/keepa-catalog.ts)',
  standInTokensConsumed: keepa.spent(),
  seconds: Math.round(seconds * 10) / 10,
  tokensPerCalibratedCategory: calibrated.length
    ? Math.round(calibrated.reduce((a, c) => a + c.tokens, 0) / calibrated.length)
    : null,
  categories,
});
await database.close();
await postgres.stop();
await keepa.close();
fs.rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
