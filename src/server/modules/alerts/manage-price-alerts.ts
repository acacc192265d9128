import type { PriceAlert } from '#contracts/alerts.ts';
import type { AlertCondition } from '#domain/alerts/alert-rules.ts';
import type { MarketplaceCode } from '#domain/marketplaces.ts';
import { minorUnits, minorUnitsOrNull } from '#domain/money.ts';
import { priceAlerts } from '#server/db/schema/index.ts';
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
import { type EvaluationDeps, evaluatePriceAlerts } from './evaluate-alerts.ts';
import { type CurrentObservation, freshValues } from './product-observations.ts';

const iso = (d: Date | null) => d?.toISOString() ?? null;

type Db = EvaluationDeps['db'];
type Row = typeof priceAlerts.$inferSelect;

/**
 * A price alert as the panel shows it: the price its user sees now (shared observations and their
 * own browser readings), when and by whom it was observed, and whether the alert waits for a
 * fresher one (the newest is older than ALERT_MAX_OBSERVATION_AGE_HOURS).
 */
function view(a: Row, o: CurrentObservation, freshness: Freshness): PriceAlert {
  const seen = o.seen.priceCents ?? { at: o.observedAt, source: o.source };
  const fresh = freshValues(o, freshness.now, freshness.maxObservationAgeMs).priceCents !== null;
  return {
    id: a.id,
    asin: o.asin,
    marketplace: o.marketplace,
    productName: o.title,
    targetPriceCents: minorUnits(a.targetPriceCents),
    currency: a.currency,
    condition: a.condition,
    enabled: a.enabled,
    triggered: a.triggered,
    currentPriceCents: minorUnitsOrNull(o.priceCents),
    observedAt: seen.at.toISOString(),
    source: seen.source,
    waitingForFreshData: !fresh,
    lastCheckedAt: iso(a.lastCheckedAt),
    lastTriggeredAt: iso(a.lastTriggeredAt),
    createdAt: a.createdAt.toISOString(),
  };
}

const priceKind: AlertKind<typeof priceAlerts, PriceAlert> = {
  table: priceAlerts,
  what: 'price_alert',
  evaluate: evaluatePriceAlerts,
  view,
};

export const listPriceAlerts = (o: { db: Db; userId: string; freshness: Freshness }) =>
  listAlerts(priceKind, o);

/** Creates a price alert on an ASIN (resolved against the sources) and evaluates it at once. */
export const createPriceAlert = (
  d: EvaluationDeps,
  o: {
    userId: string;
    marketplace: MarketplaceCode;
    asin: string;
    targetPriceCents: number;
    condition: AlertCondition;
    enabled: boolean;
    sources?: ObservationSource[];
  },
) =>
  createAlert(priceKind, d, o, (product) => ({
    targetPriceCents: o.targetPriceCents,
    currency: product.currency,
    condition: o.condition,
    enabled: o.enabled,
  }));

/** Edits target, condition or the enabled toggle (a changed rule is armed again: alert-store.ts). */
export async function updatePriceAlert(
  d: EvaluationDeps,
  o: {
    userId: string;
    id: string;
    changes: { targetPriceCents?: number; condition?: AlertCondition; enabled?: boolean };
  },
): Promise<PriceAlert> {
  const current = await getAlert(priceKind, { db: d.db, userId: o.userId, id: o.id, freshness: d });
  const { enabled, ...rule } = o.changes;
  const ruleChanged =
    (rule.targetPriceCents !== undefined && rule.targetPriceCents !== current.targetPriceCents) ||
    (rule.condition !== undefined && rule.condition !== current.condition);
  return updateAlert(priceKind, d, { userId: o.userId, id: o.id, current, rule, ruleChanged, enabled });
}

export const deletePriceAlert = (o: { db: Db; userId: string; id: string }) => deleteAlert(priceKind, o);
