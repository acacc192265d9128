import { sql } from 'drizzle-orm';
import {
  MAX_OBSERVATION_AGE_MS,
  type ObservationInput,
  type ObservationsReport,
} from '#contracts/observations.ts';
import { withoutLinks } from '#domain/observations/without-links.ts';
import type { Db, Tx } from '#server/db/client.ts';
import type { keywordRankObservations } from '#server/db/schema/index.ts';
import type { SqlRow } from '#server/db/sql-row.ts';
import { hitRateLimit } from '#server/lib/rate-limit.ts';
import {
  BROWSER_MERGE_WINDOW_MS,
  type BrowserFigures,
  findOrAddProduct,
  findRootCategories,
  recordBrowserSnapshot,
  recordProductSize,
} from '#server/modules/catalog/index.ts';
import { holdObservation, isTrustedObserver, judgeForSharing } from './share-gate.ts';

const figuresOf = (o: ObservationInput): BrowserFigures => {
  const f: BrowserFigures = {
    priceCents: o.priceCents,
    listPriceCents: o.listPriceCents,
    bestSellersRank: o.bestSellersRank,
    rating: o.rating,
    reviewCount: o.reviewCount,
    boughtLastMonth: o.boughtPastMonth,
  };
  return Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined)) as BrowserFigures;
};

/**
 * Search positions of a product that the observer tracks (or anyone tracks, when shared) become
 * its keyword rank history; a second look at the same page within the merge window updates the row.
 */
async function recordKeywordRank(
  tx: Tx,
  o: { productId: number; userId: string; shared: boolean; observedAt: Date; input: ObservationInput },
): Promise<boolean> {
  const { keyword, organicPosition, sponsoredPosition } = o.input;
  if (o.input.pageKind !== 'search' || !keyword || (!organicPosition && !sponsoredPosition)) return false;
  const trackers = o.shared ? sql`` : sql`and user_id = ${o.userId}`;
  const { rows: tracked } = await tx.execute(
    sql`select 1 from tracked_products where product_id = ${o.productId} ${trackers} limit 1`,
  );
  if (tracked.length === 0) return false;
  const key = keyword.toLowerCase();
  const page = o.input.searchPage ?? 1;
  const from = new Date(o.observedAt.getTime() - BROWSER_MERGE_WINDOW_MS);
  const { rows } = await tx.execute<SqlRow<typeof keywordRankObservations, 'id'>>(sql`
    select id from keyword_rank_observations
    where product_id = ${o.productId} and user_id = ${o.userId} and keyword = ${key} and page = ${page}
      and observed_at between ${from} and ${new Date(o.observedAt.getTime() + BROWSER_MERGE_WINDOW_MS)}
    order by observed_at desc limit 1`);
  if (rows.length > 0) {
    await tx.execute(sql`update keyword_rank_observations set
      organic_position = coalesce(${organicPosition ?? null}, organic_position),
      sponsored_position = coalesce(${sponsoredPosition ?? null}, sponsored_position),
      observed_at = greatest(observed_at, ${o.observedAt}) where id = ${rows[0].id}`);
  } else {
    await tx.execute(sql`insert into keyword_rank_observations
      (product_id, user_id, shared, keyword, observed_at, page, organic_position, sponsored_position)
      values (${o.productId}, ${o.userId}, ${o.shared}, ${key}, ${o.observedAt}, ${page},
        ${organicPosition ?? null}, ${sponsoredPosition ?? null})`);
  }
  return true;
}

/** Per-user daily caps (OBSERVATIONS_PER_DAY, OBSERVED_NEW_PRODUCTS_PER_DAY) and the sharing rule. */
export interface ObservationLimits {
  perDay: number;
  newProductsPerDay: number;
  /** Users, the observer included, whose readings must agree before a value is shared. */
  agreeingUsers: number;
}

const DAY_MS = 86_400_000;

/** The caps and the sharing rule from the configuration (every entry point that records observations). */
export const observationLimitsOf = (env: {
  OBSERVATIONS_PER_DAY: number;
  OBSERVED_NEW_PRODUCTS_PER_DAY: number;
  OBSERVATIONS_AGREEING_USERS: number;
}): ObservationLimits => ({
  perDay: env.OBSERVATIONS_PER_DAY,
  newProductsPerDay: env.OBSERVED_NEW_PRODUCTS_PER_DAY,
  agreeingUsers: env.OBSERVATIONS_AGREEING_USERS,
});

/**
 * Stores a batch of what a user's browser saw on Amazon pages (POST /api/v1/observations): each
 * product's figures as a `browser` snapshot, unknown ASINs added to the catalog from their title
 * (links removed; unlisted until a value is shared), search positions of tracked products as
 * keyword ranks. Private to the user unless `shared` (OBSERVATIONS_SHARED) and then only when the
 * operator trusts the observer or the figures agree with another source or other users
 * (share-gate.ts); the others are held back, outliers shown to the operator. At most `perDay`
 * observations and `newProductsPerDay` new products per user and day: the rest are skipped. One
 * transaction under a per-user lock, so concurrent batches of one user merge instead of doubling.
 */
export async function recordObservations(o: {
  db: Db;
  userId: string;
  shared: boolean;
  observations: ObservationInput[];
  limits: ObservationLimits;
  now: Date;
  /** After the batch is stored: the products that got a figure (their alerts are evaluated next). */
  onRecorded?: (productIds: number[]) => Promise<void>;
}): Promise<ObservationsReport> {
  const observed = new Set<number>();
  const report: ObservationsReport = {
    received: o.observations.length,
    recorded: 0,
    merged: 0,
    newProducts: 0,
    keywordRanks: 0,
    sizes: 0,
    held: 0,
    skipped: [],
    shared: o.shared,
  };
  await o.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`browser-observations:${o.userId}`}))`);
    // The caps are per UTC day: the day is in the key (a new day, a new counter).
    const day = o.now.toISOString().slice(0, 10);
    const today = await hitRateLimit(tx, {
      key: `observations-per-day:${day}:${o.userId}`,
      limit: o.limits.perDay,
      windowMs: DAY_MS,
      hits: o.observations.length,
    });
    const trusted = o.shared && (await isTrustedObserver(tx, o.userId));
    const newProductAllowed = async () =>
      (
        await hitRateLimit(tx, {
          key: `observed-products-per-day:${day}:${o.userId}`,
          limit: o.limits.newProductsPerDay,
          windowMs: DAY_MS,
        })
      ).allowed;
    for (const [index, input] of o.observations.entries()) {
      if (index >= today.withinLimit) {
        report.skipped.push({ index, reason: 'daily_limit' });
        continue;
      }
      const observedAt = new Date(input.observedAt);
      if (observedAt.getTime() > o.now.getTime() + 5 * 60_000) {
        report.skipped.push({ index, reason: 'in_future' });
        continue;
      }
      if (observedAt.getTime() < o.now.getTime() - MAX_OBSERVATION_AGE_MS) {
        report.skipped.push({ index, reason: 'too_old' });
        continue;
      }
      const { marketplace, asin } = input;
      // A title or brand is data from a page, never a link into someone's e-mail or screen.
      const title = input.title ? withoutLinks(input.title) : '';
      const brand = input.brand ? withoutLinks(input.brand) || null : null;
      // A trusted observer's title and category are as good as any source's; otherwise only a
      // product the catalog does not know is added, unlisted and without a category (shared).
      const found = await findOrAddProduct({
        db: tx,
        marketplace,
        asin,
        title,
        brand,
        category: trusted && input.pageKind === 'product' ? (input.category ?? null) : null,
        source: 'browser',
        sourceRef: o.userId,
        observedAt,
        listed: trusted,
        refresh: trusted,
        mayAdd: newProductAllowed,
      });
      if (!found.product) {
        report.skipped.push({ index, reason: found.why });
        continue;
      }
      const { product } = found;
      if (found.added) report.newProducts += 1;
      for (const size of input.sizes ?? []) {
        // A size cannot be checked against another source here: shared only from a trusted observer.
        await recordProductSize({
          db: tx,
          productId: product.id,
          userId: o.userId,
          shared: trusted,
          observedAt,
          size,
        });
        report.sizes += 1;
      }
      const figures = figuresOf(input);
      // The rank's root category as the page named it (a product page's BSR line, a best-seller
      // list of a department): a list of a sub-category ranks within it, not the department.
      if (figures.bestSellersRank !== undefined && input.category) {
        const [root] = (await findRootCategories(tx, marketplace, [input.category])).values();
        if (root) figures.rankDepartmentId = root.id;
        else if (input.pageKind === 'bestsellers') delete figures.bestSellersRank;
      }
      const ranked = await recordKeywordRank(tx, {
        productId: product.id,
        userId: o.userId,
        shared: trusted, // positions cannot be checked against anything: shared only from the trusted
        observedAt,
        input,
      });
      if (ranked) report.keywordRanks += 1;
      if (Object.keys(figures).length === 0) {
        if (!ranked && !input.sizes?.length) report.skipped.push({ index, reason: 'nothing_observed' });
        continue;
      }
      const judgement =
        o.shared && !trusted
          ? await judgeForSharing(tx, {
              productId: product.id,
              userId: o.userId,
              figures,
              observedAt,
              agreeingUsersNeeded: o.limits.agreeingUsers,
              now: o.now,
            })
          : null;
      const share = trusted || judgement?.outcome === 'shared';
      const { merged, snapshotId } = await recordBrowserSnapshot({
        db: tx,
        productId: product.id,
        marketplace,
        userId: o.userId,
        shared: share,
        observedAt,
        figures,
      });
      if (judgement && !share && snapshotId !== null) {
        await holdObservation(tx, { snapshotId, productId: product.id, userId: o.userId, judgement });
        report.held += 1;
      }
      if (merged) report.merged += 1;
      else report.recorded += 1;
      observed.add(product.id);
    }
  });
  if (observed.size) await o.onRecorded?.([...observed]);
  return report;
}
