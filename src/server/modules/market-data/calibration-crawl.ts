import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import {
  CALIBRATION_BANDS,
  FINDER_PAGE_SIZE,
  MAX_PASSES,
  MIN_BADGE,
  nextStep,
  PRODUCTS_PER_BAND,
  rootCategoryKey,
  spreadPick,
} from '#domain/estimators/calibration-plan.ts';
import type { MarketplaceCode } from '#domain/marketplaces.ts';
import {
  catalogCategories,
  type catalogProducts,
  marketSourceUsage,
  salesCalibrationCrawls,
} from '#server/db/schema/index.ts';
import type { SqlRow } from '#server/db/sql-row.ts';
import { refitSalesCurves } from '#server/modules/catalog/index.ts';
import {
  type MarketDataSource,
  MarketSourceError,
} from '#server/providers/market-data/market-data-source.ts';
import { CALIBRATION_ACCOUNT, calibrationCallPolicy, dbCallPolicy, utcDay } from './call-policy.ts';
import { fetchProducts } from './fetch-products.ts';
import { type MarketDataDeps, marketSources } from './market-sources.ts';

export type CalibrationCrawl = typeof salesCalibrationCrawls.$inferSelect;

/** Keepa, spending from the calibration crawl's daily allowance and the operator's cap; null: no Keepa. */
export async function calibrationSource(deps: MarketDataDeps): Promise<MarketDataSource | null> {
  const db = deps.database.db;
  const base = dbCallPolicy({ db, env: deps.env, now: deps.now, logger: deps.logger });
  const policy = calibrationCallPolicy(base, { db, env: deps.env, now: deps.now });
  const [keepa] = await marketSources(deps, { userId: null, policy, only: ['keepa'] });
  return keepa?.findProducts && keepa.rootCategories ? keepa : null;
}

/** Tokens the calibration crawl was charged today (all instances). */
export async function calibrationTokensToday(deps: MarketDataDeps): Promise<number> {
  const [usage] = await deps.database.db
    .select({ units: marketSourceUsage.units })
    .from(marketSourceUsage)
    .where(
      and(
        eq(marketSourceUsage.day, utcDay(deps.now())),
        eq(marketSourceUsage.source, 'keepa'),
        eq(marketSourceUsage.userId, CALIBRATION_ACCOUNT),
      ),
    );
  return usage?.units ?? 0;
}

/**
 * Amazon's node id of a department (Keepa's root category id): stored once a Keepa product or the
 * root category list named it; otherwise Keepa's root categories are asked (1 token) and every
 * department of the marketplace is matched by name.
 */
async function browseNodeOf(
  deps: MarketDataDeps,
  source: MarketDataSource,
  o: { marketplace: MarketplaceCode; departmentId: number },
  signal?: AbortSignal,
): Promise<number | null> {
  const db = deps.database.db;
  const [department] = await db
    .select({ name: catalogCategories.name, node: catalogCategories.browseNodeId })
    .from(catalogCategories)
    .where(eq(catalogCategories.id, o.departmentId));
  if (!department) return null;
  if (department.node) return department.node;
  const roots =
    (await source.rootCategories?.({ marketplace: o.marketplace }, { userId: null, signal })) ?? [];
  const departments = await db
    .select({ id: catalogCategories.id, name: catalogCategories.name })
    .from(catalogCategories)
    .where(and(eq(catalogCategories.marketplace, o.marketplace), isNull(catalogCategories.parentId)));
  const byName = new Map(roots.map((r) => [rootCategoryKey(r.name), r.id]));
  for (const d of departments) {
    const node = byName.get(rootCategoryKey(d.name));
    if (node)
      await db.update(catalogCategories).set({ browseNodeId: node }).where(eq(catalogCategories.id, d.id));
  }
  return byName.get(rootCategoryKey(department.name)) ?? null;
}

/**
 * One step of a category's calibration crawl: the next rank band's Product Finder page of products
 * with a badge, a few of them (spread over the page, not yet fetched) with their whole history,
 * then the category's curve fitted again on its pairs. Returns the crawl as it stands after the
 * step; a source refusal (busy, out of tokens, the allowance spent) is thrown for the caller.
 */
export async function calibrationStep(
  deps: MarketDataDeps,
  o: { crawl: CalibrationCrawl; source: MarketDataSource; signal?: AbortSignal; maxWaitMs: number },
): Promise<CalibrationCrawl> {
  const db = deps.database.db;
  const { crawl, source } = o;
  const ctx = { userId: null, signal: o.signal, maxWaitMs: o.maxWaitMs };
  const before = await calibrationTokensToday(deps);
  const save = async (set: { [K in keyof CalibrationCrawl]?: CalibrationCrawl[K] | SQL }) => {
    const spent = (await calibrationTokensToday(deps)) - before;
    const [row] = await db
      .update(salesCalibrationCrawls)
      .set({
        ...set,
        tokensSpent: sql`${salesCalibrationCrawls.tokensSpent} + ${Math.max(0, spent)}`,
        lastRunAt: deps.now(),
        updatedAt: deps.now(),
      })
      .where(eq(salesCalibrationCrawls.id, crawl.id))
      .returning();
    return row;
  };
  try {
    const node = crawl.browseNodeId ?? (await browseNodeOf(deps, source, crawl, o.signal));
    if (!node) return save({ state: 'failed', lastErrorCode: 'unknown_category', lastErrorAt: deps.now() });
    const band = CALIBRATION_BANDS[crawl.band];
    const found = await source.findProducts?.(
      {
        marketplace: crawl.marketplace,
        query: {
          rootCategoryIds: [node],
          rankMin: band.rankMin,
          rankMax: band.rankMax,
          monthlySoldMin: MIN_BADGE,
        },
        page: crawl.page,
        perPage: FINDER_PAGE_SIZE,
      },
      ctx,
    );
    const asins = found?.asins ?? [];
    const { rows: known } = asins.length
      ? await db.execute<SqlRow<typeof catalogProducts, 'asin'>>(sql`
          select p.asin from catalog_products p
          where p.marketplace = ${crawl.marketplace} and p.asin = any(${sql.param(asins)}::text[])
            and exists (select 1 from catalog_product_snapshots s where s.product_id = p.id and s.source = 'keepa')`)
      : { rows: [] };
    const fresh = asins.filter((a) => !known.some((k) => k.asin === a));
    const fetched = fresh.length
      ? await fetchProducts(deps, {
          marketplace: crawl.marketplace,
          asins: spreadPick(fresh, PRODUCTS_PER_BAND),
          userId: null,
          sources: [source],
          history: { since: new Date(0) },
          ratings: false,
          maxWaitMs: o.maxWaitMs,
          signal: o.signal,
        })
      : null;
    const failure = fetched?.failed[0];
    if (failure && !fetched?.stored.length)
      throw new MarketSourceError(failure.source, failure.code as never, 'calibration fetch', {
        ...(failure.waitMs === undefined ? {} : { waitMs: failure.waitMs }),
        ...(failure.scope === undefined ? {} : { scope: failure.scope }),
      });
    const next = nextStep(crawl);
    const { curves } = await refitSalesCurves({
      db,
      marketplace: crawl.marketplace,
      now: deps.now(),
      departmentIds: [crawl.departmentId],
    });
    const calibrated = curves.has(crawl.departmentId);
    return save({
      browseNodeId: node,
      queries: sql`${salesCalibrationCrawls.queries} + 1`,
      productsFetched: sql`${salesCalibrationCrawls.productsFetched} + ${fetched?.stored.length ?? 0}`,
      ...next,
      // Every MAX_PASSES pages over the bands without a curve, the crawl stops (an admin restarts it).
      state: calibrated
        ? 'calibrated'
        : next.band === 0 && next.page % MAX_PASSES === 0
          ? 'exhausted'
          : 'crawling',
      ...(calibrated ? { calibratedAt: deps.now() } : {}),
      lastErrorCode: null,
    });
  } catch (e) {
    if (!(e instanceof MarketSourceError)) throw e;
    const code =
      e.code === 'cap_reached' && e.detail.scope === 'calibration' ? 'calibration_allowance' : e.code;
    // Not on the plan or the key refused: no retry helps; otherwise the next run goes on.
    const final = e.code === 'not_in_plan' || e.code === 'refused';
    await save({
      lastErrorCode: code,
      lastErrorAt: deps.now(),
      ...(final ? { state: 'failed' as const } : {}),
    });
    throw e;
  }
}
