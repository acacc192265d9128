import { sql } from 'drizzle-orm';
import type { CalibrationProgress } from '#contracts/market-data.ts';
import type { MarketplaceCode } from '#domain/marketplaces.ts';
import type { catalogCategories, salesCalibrationCrawls, salesCurveFits } from '#server/db/schema/index.ts';
import type { LeftJoined, SqlRow } from '#server/db/sql-row.ts';
import { calibrationTokensToday } from './calibration-crawl.ts';
import type { MarketDataDeps } from './market-sources.ts';

type Row = SqlRow<typeof catalogCategories, 'name'> & { department_id: number } & LeftJoined<
    SqlRow<
      typeof salesCalibrationCrawls,
      'state' | 'tokensSpent' | 'queries' | 'productsFetched' | 'lastErrorCode' | 'lastRunAt' | 'calibratedAt'
    > &
      SqlRow<
        typeof salesCurveFits,
        'fittedAt' | 'pairs' | 'products' | 'rankMin' | 'rankMax' | 'reason' | 'literatureMedianApe' | 'curve'
      >
  >;

const iso = (d: string | null) => (d ? new Date(d).toISOString() : null);

/**
 * The calibration of a marketplace's sales curves as the admin's Data sources page shows it: each
 * root category with a crawl or a fit — the crawl's state, tokens, queries and products, and the
 * last fit's pairs, products, rank spread, curve and measured error (or why there is none) — and
 * the crawl's tokens today against its daily allowance.
 */
export async function calibrationProgress(
  deps: MarketDataDeps,
  o: { marketplace: MarketplaceCode },
): Promise<CalibrationProgress> {
  const { rows } = await deps.database.db.execute<Row>(sql`
    with fits as (
      select distinct on (department_id) * from sales_curve_fits
      where marketplace = ${o.marketplace} order by department_id, fitted_at desc, id desc
    )
    select c.id as department_id, c.name, k.state, k.tokens_spent, k.queries, k.products_fetched,
      k.last_error_code, k.last_run_at, k.calibrated_at, f.fitted_at, f.pairs, f.products, f.rank_min,
      f.rank_max, f.reason, f.literature_median_ape, f.curve
    from catalog_categories c
    left join sales_calibration_crawls k on k.department_id = c.id
    left join fits f on f.department_id = c.id
    where c.marketplace = ${o.marketplace} and c.parent_id is null and (k.id is not null or f.id is not null)
    order by (f.curve is null), c.name`);
  return {
    marketplace: o.marketplace,
    keepaConfigured: !!deps.env.KEEPA_API_KEY,
    dailyTokens: deps.env.SALES_CALIBRATION_DAILY_TOKENS,
    tokensToday: await calibrationTokensToday(deps),
    categories: rows.map((r) => ({
      departmentId: Number(r.department_id),
      name: r.name,
      crawl: r.state
        ? {
            state: r.state,
            tokensSpent: Number(r.tokens_spent ?? 0),
            queries: Number(r.queries ?? 0),
            productsFetched: Number(r.products_fetched ?? 0),
            lastErrorCode: r.last_error_code,
            lastRunAt: iso(r.last_run_at),
            calibratedAt: iso(r.calibrated_at),
          }
        : null,
      fit: r.fitted_at
        ? {
            fittedAt: iso(r.fitted_at) as string,
            pairs: Number(r.pairs ?? 0),
            products: Number(r.products ?? 0),
            rankMin: r.rank_min,
            rankMax: r.rank_max,
            reason: r.reason,
            literatureMedianApe: r.literature_median_ape,
            curve: r.curve
              ? {
                  a: r.curve.a,
                  b: r.curve.b,
                  medianApe: r.curve.error.medianApe,
                  p80Ape: r.curve.error.p80Ape,
                  heldOutPairs: r.curve.error.heldOutPairs,
                }
              : null,
          }
        : null,
    })),
  };
}
