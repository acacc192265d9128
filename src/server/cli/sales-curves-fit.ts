import { sql } from 'drizzle-orm';
import { MARKETPLACE_CODES, parseMarketplace } from '#domain/marketplaces.ts';
import { catalogCategories, type salesCurveFits } from '#server/db/schema/index.ts';
import type { SqlRow } from '#server/db/sql-row.ts';
import { refreshCatalogMetrics } from '#server/modules/catalog/index.ts';
import { type CliCommand, cliOption } from './commands.ts';

const USAGE = 'sales-curves:fit [--marketplace US]';

type FitRow = SqlRow<typeof catalogCategories, 'name'> &
  SqlRow<
    typeof salesCurveFits,
    'pairs' | 'products' | 'rankMin' | 'rankMax' | 'curve' | 'reason' | 'literatureMedianApe' | 'fittedAt'
  >;

/**
 * Fits the BSR → monthly units curves now from every (rank, units) pair the database holds (the
 * hourly `sales-curves` job's work, then the stored estimates), and prints each root category's
 * last fit: pairs, products, ranks, the curve and its held-out error, or why there is none.
 */
export const salesCurvesFitCommand: CliCommand = {
  usage: USAGE,
  description: 'Fit the sales curves now from the pairs the database holds; print each root category’s fit.',
  async run(args, { database, now }) {
    const arg = cliOption(args, 'marketplace');
    const one = arg ? parseMarketplace(arg) : null;
    if (arg && !one) throw new Error(`--marketplace: unknown marketplace ${arg}`);
    const db = database.db;
    const present = await db
      .selectDistinct({ marketplace: catalogCategories.marketplace })
      .from(catalogCategories);
    const marketplaces = one
      ? [one]
      : MARKETPLACE_CODES.filter((m) => present.some((p) => p.marketplace === m));
    for (const marketplace of marketplaces) {
      const result = await refreshCatalogMetrics({ db, marketplace, now: now() });
      const { rows } = await db.execute<FitRow>(sql`
        select distinct on (f.department_id) c.name, f.pairs, f.products, f.rank_min, f.rank_max, f.curve,
          f.reason, f.literature_median_ape, f.fitted_at
        from sales_curve_fits f join catalog_categories c on c.id = f.department_id
        where f.marketplace = ${marketplace}
        order by f.department_id, f.fitted_at desc, f.id desc`);
      console.log(
        `${marketplace}: ${result.refitted} root categor${result.refitted === 1 ? 'y' : 'ies'} fitted again, ${result.calibrated} calibrated`,
      );
      for (const r of rows.sort((a, b) => a.name.localeCompare(b.name))) {
        const ranks = r.rank_min === null ? 'no ranks' : `ranks ${r.rank_min}-${r.rank_max}`;
        const fit = r.curve
          ? `units = exp(${r.curve.a} − ${r.curve.b}·ln rank), median error ${r.curve.error.medianApe} %, p80 ${r.curve.error.p80Ape} %`
          : `no curve: ${r.reason}`;
        const literature =
          r.literature_median_ape === null ? '' : `; literature curve ${r.literature_median_ape} %`;
        console.log(`  ${r.name}: ${r.pairs} pairs (${r.products} products), ${ranks}; ${fit}${literature}`);
      }
    }
  },
};
