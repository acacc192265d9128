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
import {
  type AlertKind,
  createAlert,
  deleteAlert,
  type Freshness,
  getAlert,
  listAlerts,
  updateAlert,
} from './alert-store.ts';
import { type EvaluationDeps, evaluateMultiCriteriaAlerts } from './evaluate-alerts.ts';
import { type CurrentObservation, freshValues } from './product-observations.ts';

type Db = EvaluationDeps['db'];

const problemError = (p: MultiCriteriaProblem) =>
  p.code === 'nameAndAsinRequired'
    ? new AppError('alert_name_and_asin_required', 400)
    : p.code === 'criterionRequired'
      ? new AppError('alert_criterion_required', 400)
      : new AppError('alert_threshold_invalid', 400, { criterion: p.criterion });

/** An alert with the figures its user sees now, and whether it waits for fresher ones. */
function view(
  a: typeof multiCriteriaAlerts.$inferSelect,
  o: CurrentObservation,
  freshness: Freshness,
): MultiCriteriaAlert {
  const fresh = freshValues(o, freshness.now, freshness.maxObservationAgeMs);
  const judged = multiCriteriaMet(a.criteria, fresh).met !== null;
  const { priceCents, stockQuantity, inStock, bestSellersRank, reviewCount, rating } = o;
  return {
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
  };
}

const multiKind: AlertKind<typeof multiCriteriaAlerts, MultiCriteriaAlert> = {
  table: multiCriteriaAlerts,
  what: 'multi_criteria_alert',
  evaluate: evaluateMultiCriteriaAlerts,
  view,
};

export const listMultiCriteriaAlerts = (o: { db: Db; userId: string; freshness: Freshness }) =>
  listAlerts(multiKind, o);

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
  return createAlert(multiKind, d, o, () => ({
    name: o.name.trim(),
    criteria: o.criteria,
    enabled: o.enabled,
  }));
}

/** Edits name, criteria or the toggle (a changed rule is armed again: alert-store.ts). */
export async function updateMultiCriteriaAlert(
  d: EvaluationDeps,
  o: { userId: string; id: string; changes: { name?: string; criteria?: Criteria; enabled?: boolean } },
): Promise<MultiCriteriaAlert> {
  const current = await getAlert(multiKind, { db: d.db, userId: o.userId, id: o.id, freshness: d });
  const next = {
    name: o.changes.name ?? current.name,
    asin: current.asin,
    criteria: o.changes.criteria ?? current.criteria,
  };
  const problem = multiCriteriaProblem(next);
  if (problem) throw problemError(problem);
  return updateAlert(multiKind, d, {
    userId: o.userId,
    id: o.id,
    current,
    rule: { name: next.name.trim(), criteria: next.criteria },
    ruleChanged: !sameCriteria(next.criteria, current.criteria),
    enabled: o.changes.enabled,
  });
}

export const deleteMultiCriteriaAlert = (o: { db: Db; userId: string; id: string }) =>
  deleteAlert(multiKind, o);
