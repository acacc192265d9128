import { and, desc, eq } from 'drizzle-orm';
import type { MultiCriteriaAlert } from '#contracts/alerts.ts';
import {
  type Criteria,
  type MultiCriteriaProblem,
  multiCriteriaMet,
  multiCriteriaProblem,
  sameCriteria,
} from '#domain/alerts/alert-rules.ts';
import type { MarketplaceCode } from '#domain/marketplaces.ts';
import { minorUnitsOrNull } from '#domain/money.ts';
import { multiCriteriaAlerts } from '#server/db/schema/index.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { ObservationSource } from '#server/modules/tracking/index.ts';
import { resolveProduct } from '#server/modules/tracking/index.ts';
import { type EvaluationDeps, evaluateMultiCriteriaAlerts } from './evaluate-alerts.ts';
import type { Freshness } from './manage-price-alerts.ts';
import { currentObservations, freshValues, observationKey } from './product-observations.ts';

type Db = EvaluationDeps['db'];

const problemError = (p: MultiCriteriaProblem) =>
  p.code === 'nameAndAsinRequired'
    ? new AppError('alert_name_and_asin_required', 400)
    : p.code === 'criterionRequired'
      ? new AppError('alert_criterion_required', 400)
      : new AppError('alert_threshold_invalid', 400, { criterion: p.criterion });

/** The alerts with the figures the user sees now, and whether they wait for fresher ones. */
async function views(
  db: Db,
  rows: (typeof multiCriteriaAlerts.$inferSelect)[],
  freshness: Freshness,
): Promise<MultiCriteriaAlert[]> {
  const observations = await currentObservations(
    db,
    rows.map((r) => ({ productId: r.productId, userId: r.userId })),
  );
  return rows.flatMap((a) => {
    const o = observations.get(observationKey(a.productId, a.userId));
    if (!o) return [];
    const fresh = freshValues(o, freshness.now, freshness.maxObservationAgeMs);
    const judged = multiCriteriaMet(a.criteria, fresh).met !== null;
    const { priceCents, stockQuantity, inStock, bestSellersRank, reviewCount, rating } = o;
    return [
      {
        id: a.id,
        name: a.name,
        asin: o.asin,
        marketplace: o.marketplace,
        productName: o.title,
        currency: o.currency,
        criteria: a.criteria,
        enabled: a.enabled,
        triggered: a.triggered,
        current: {
          priceCents: minorUnitsOrNull(priceCents),
          stockQuantity,
          inStock,
          bestSellersRank,
          reviewCount,
          rating,
        },
        observedAt: o.observedAt.toISOString(),
        source: o.source,
        waitingForFreshData: !judged,
        lastCheckedAt: a.lastCheckedAt?.toISOString() ?? null,
        lastTriggeredAt: a.lastTriggeredAt?.toISOString() ?? null,
        createdAt: a.createdAt.toISOString(),
      },
    ];
  });
}

export async function listMultiCriteriaAlerts(o: { db: Db; userId: string; freshness: Freshness }) {
  const rows = await o.db
    .select()
    .from(multiCriteriaAlerts)
    .where(eq(multiCriteriaAlerts.userId, o.userId))
    .orderBy(desc(multiCriteriaAlerts.createdAt));
  return views(o.db, rows, o.freshness);
}

export async function getMultiCriteriaAlert(o: { db: Db; userId: string; id: string; freshness: Freshness }) {
  const rows = await o.db
    .select()
    .from(multiCriteriaAlerts)
    .where(and(eq(multiCriteriaAlerts.id, o.id), eq(multiCriteriaAlerts.userId, o.userId)));
  const [view] = await views(o.db, rows, o.freshness);
  if (!view) throw new AppError('not_found', 404, { what: 'multi_criteria_alert' });
  return view;
}

/** Spec §5: "Name and ASIN required", "Enable at least one criterion"; then evaluated at once. */
export async function createMultiCriteriaAlert(
  d: EvaluationDeps,
  o: {
    userId: string;
    name: string;
    marketplace: MarketplaceCode;
    asin: string;
    criteria: Criteria;
    enabled: boolean;
    sources?: ObservationSource[];
  },
): Promise<MultiCriteriaAlert> {
  const problem = multiCriteriaProblem(o);
  if (problem) throw problemError(problem);
  const product = await resolveProduct({ ...d, ...o });
  const [row] = await d.db
    .insert(multiCriteriaAlerts)
    .values({
      userId: o.userId,
      productId: product.id,
      name: o.name.trim(),
      criteria: o.criteria,
      enabled: o.enabled,
      createdAt: d.now,
      updatedAt: d.now,
    })
    .returning({ id: multiCriteriaAlerts.id });
  await evaluateMultiCriteriaAlerts(d, { alertIds: [row.id] });
  return getMultiCriteriaAlert({ db: d.db, userId: o.userId, id: row.id, freshness: d });
}

/**
 * Edits name, criteria or the toggle; a changed rule or re-enabled alert is armed again, a disabled
 * alert is not triggered.
 */
export async function updateMultiCriteriaAlert(
  d: EvaluationDeps,
  o: { userId: string; id: string; changes: { name?: string; criteria?: Criteria; enabled?: boolean } },
): Promise<MultiCriteriaAlert> {
  const current = await getMultiCriteriaAlert({ db: d.db, userId: o.userId, id: o.id, freshness: d });
  const next = {
    name: o.changes.name ?? current.name,
    asin: current.asin,
    criteria: o.changes.criteria ?? current.criteria,
  };
  const problem = multiCriteriaProblem(next);
  if (problem) throw problemError(problem);
  const rearm =
    !sameCriteria(next.criteria, current.criteria) || (o.changes.enabled === true && !current.enabled);
  // A switched-off alert is not watching: it is not "triggered" either (armed again when switched on).
  const disabled = o.changes.enabled === false || (o.changes.enabled === undefined && !current.enabled);
  const reset = rearm || disabled;
  await d.db
    .update(multiCriteriaAlerts)
    .set({
      name: next.name.trim(),
      criteria: next.criteria,
      ...(o.changes.enabled === undefined ? {} : { enabled: o.changes.enabled }),
      updatedAt: d.now,
      ...(reset ? { triggered: false, lastSnapshotId: null } : {}),
    })
    .where(and(eq(multiCriteriaAlerts.id, o.id), eq(multiCriteriaAlerts.userId, o.userId)));
  if (rearm && !disabled) await evaluateMultiCriteriaAlerts(d, { alertIds: [o.id] });
  return getMultiCriteriaAlert({ db: d.db, userId: o.userId, id: o.id, freshness: d });
}

export async function deleteMultiCriteriaAlert(o: { db: Db; userId: string; id: string }): Promise<void> {
  const deleted = await o.db
    .delete(multiCriteriaAlerts)
    .where(and(eq(multiCriteriaAlerts.id, o.id), eq(multiCriteriaAlerts.userId, o.userId)))
    .returning({ id: multiCriteriaAlerts.id });
  if (deleted.length === 0) throw new AppError('not_found', 404, { what: 'multi_criteria_alert' });
}
