/**
 * Opportunity scanner (pro and elite; docs/toolkit.md "Opportunity scanner"). A scan is created with
 * the number of listings to read; each step reads the next batch of the marketplace's catalog (by id,
 * the scan row locked so two steps never read the same batch), keeps the listings that match the
 * criteria, leaves out those an enabled sourcing rule rules out (counted per rule) and merges the
 * others into the best 25 by opportunity score.
 */
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { marginMidpoint, type ProductEconomics } from '#domain/estimators/margin.ts';
import { unitsFigure } from '#domain/estimators/monthly-units.ts';
import { matchesScan, mergeTopHits, type ScanCriteria } from '#domain/market/opportunity-scan.ts';
import { isRuledOut, type SourcingRuleId, sourcingFlags } from '#domain/market/sourcing-rules.ts';
import type { MarketplaceCode } from '#domain/marketplaces.ts';
import type { Db } from '#server/db/client.ts';
import { catalogProducts, opportunityScans, type ScanHit } from '#server/db/schema/index.ts';
import { notFound } from '#server/lib/app-error.ts';
import type { SellerFeeView } from '#server/modules/fees/index.ts';
import {
  getSourcingSettings,
  PRODUCT_RESULT_COLUMNS,
  type ProductResultRow,
  productResultJoins,
  sourcingFactsOf,
  toProductResult,
} from '#server/modules/research/index.ts';

export const SCAN_BATCH = 400;

type ScanRow = typeof opportunityScans.$inferSelect;
const toView = (s: ScanRow) => ({
  id: s.id,
  marketplace: s.marketplace,
  criteria: s.criteria,
  status: s.status,
  processed: s.processed,
  total: s.total,
  matched: s.matched,
  results: s.results,
  sourcing: s.sourcing,
  excluded: s.excluded,
  createdAt: s.createdAt.toISOString(),
  finishedAt: s.finishedAt?.toISOString() ?? null,
});
export type ScanView = ReturnType<typeof toView>;

export async function startOpportunityScan(o: {
  db: Db;
  userId: string;
  marketplace: MarketplaceCode;
  criteria: ScanCriteria;
  now: Date;
  fees: SellerFeeView;
}): Promise<ScanView> {
  const [counted] = await o.db
    .select({ n: count() })
    .from(catalogProducts)
    .where(and(eq(catalogProducts.marketplace, o.marketplace), eq(catalogProducts.listed, true)));
  const total = counted?.n ?? 0;
  const [scan] = await o.db
    .insert(opportunityScans)
    .values({
      userId: o.userId,
      marketplace: o.marketplace,
      // Without a cost assumption there is no margin: the minimum reads the share left after fees.
      criteria: {
        ...o.criteria,
        marginBasis: o.fees.settings.costAssumption.kind === 'none' ? 'leftAfterFees' : 'margin',
      },
      // The rules as they are now: switching one during the scan does not change this scan.
      sourcing: await getSourcingSettings({ db: o.db, userId: o.userId }),
      total,
      status: total === 0 ? 'done' : 'running',
      finishedAt: total === 0 ? o.now : null,
      createdAt: o.now,
    })
    .returning();
  return toView(scan);
}

export async function stepOpportunityScan(o: {
  db: Db;
  userId: string;
  id: string;
  now: Date;
  fees: SellerFeeView;
  batch?: number;
}) {
  return o.db.transaction(async (tx) => {
    const [scan] = await tx
      .select()
      .from(opportunityScans)
      .where(and(eq(opportunityScans.id, o.id), eq(opportunityScans.userId, o.userId)))
      .for('update');
    if (!scan) throw notFound('scan');
    if (scan.status === 'done') return toView(scan);
    const batch = o.batch ?? SCAN_BATCH;
    const { rows } = await tx.execute<ProductResultRow & { in_history: boolean }>(sql`
      select ${PRODUCT_RESULT_COLUMNS},
        exists (select 1 from product_searches s where s.user_id = ${o.userId} and s.top_asin = p.asin
                and s.marketplace = p.marketplace) as in_history
      from catalog_products p ${productResultJoins(o.userId)}
      where p.marketplace = ${scan.marketplace} and p.id > ${scan.cursor} and p.listed
      order by p.id limit ${batch}`);
    const hits: ScanHit[] = [];
    const excluded = { ...scan.excluded };
    for (const row of rows) {
      const p = toProductResult(row, null, o.now, o.fees);
      const units = unitsFigure(p.units);
      const competition = p.competition?.score ?? null;
      const basis = scan.criteria.marginBasis ?? 'margin';
      const range = p.economics ? scanFigure(p.economics, basis) : null;
      const marginPercent = range ? Math.round(((range.low + range.high) / 2) * 10) / 10 : null;
      // A match has known units, competition and margin, so its score is known too.
      if (!matchesScan({ units, competition, marginPercent }, scan.criteria) || p.opportunity.score === null)
        continue;
      const flags = scan.sourcing ? sourcingFlags(sourcingFactsOf(p), scan.sourcing) : [];
      if (isRuledOut(flags)) {
        for (const f of flags.filter((x) => x.enabled))
          excluded[f.rule as SourcingRuleId] = (excluded[f.rule as SourcingRuleId] ?? 0) + 1;
        continue;
      }
      hits.push({
        productId: p.id,
        asin: p.asin,
        title: p.title,
        category: p.categoryPath,
        currency: p.currency,
        priceCents: p.priceCents,
        units: units as number,
        competition: competition as number,
        marginPercent: marginPercent as number,
        marginRange: range ?? undefined,
        marginBasis: basis,
        fba: p.economics?.fees.size.basis,
        ...(p.economics?.cost && basis === 'margin'
          ? {
              cost: {
                minor: p.economics.cost.minor,
                basis: p.economics.cost.basis,
                ...(p.economics.cost.bp !== undefined ? { bp: p.economics.cost.bp } : {}),
              },
            }
          : {}),
        score: p.opportunity.score,
        components: p.opportunity.components,
        inYourHistory: p.isFavourite || !!row.in_history,
        flags,
      });
    }
    const done = rows.length < batch;
    const [updated] = await tx
      .update(opportunityScans)
      .set({
        cursor: rows.length ? Number(rows[rows.length - 1].id) : scan.cursor,
        processed: done ? scan.total : Math.min(scan.total, scan.processed + rows.length),
        matched: scan.matched + hits.length,
        excluded,
        results: mergeTopHits(scan.results, hits),
        status: done ? 'done' : 'running',
        finishedAt: done ? o.now : null,
      })
      .where(eq(opportunityScans.id, scan.id))
      .returning();
    return toView(updated);
  });
}

export async function latestOpportunityScan(o: { db: Db; userId: string }): Promise<ScanView | null> {
  const [scan] = await o.db
    .select()
    .from(opportunityScans)
    .where(eq(opportunityScans.userId, o.userId))
    .orderBy(desc(opportunityScans.createdAt))
    .limit(1);
  return scan ? toView(scan) : null;
}

/** The scan's figure of a product: its margin range, or the share of the revenue left after fees. */
function scanFigure(
  e: ProductEconomics,
  basis: 'margin' | 'leftAfterFees',
): { low: number; high: number } | null {
  if (basis === 'margin') return e.marginPercent && marginMidpoint(e) !== null ? e.marginPercent : null;
  const revenue = e.fees.revenueMinor;
  if (revenue <= 0) return null;
  const pct = (v: number) => Math.round((v / revenue) * 1000) / 10;
  return { low: pct(e.fees.leftAfterFees.lowMinor), high: pct(e.fees.leftAfterFees.highMinor) };
}
