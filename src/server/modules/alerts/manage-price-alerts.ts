import { and, desc, eq } from 'drizzle-orm';
import type { PriceAlert } from '#contracts/alerts.ts';
import type { AlertCondition } from '#domain/alerts/alert-rules.ts';
import type { MarketplaceCode } from '#domain/marketplaces.ts';
import { minorUnits, minorUnitsOrNull } from '#domain/money.ts';
import { priceAlerts } from '#server/db/schema/index.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { ObservationSource } from '#server/modules/tracking/index.ts';
import { resolveProduct } from '#server/modules/tracking/index.ts';
import { type EvaluationDeps, evaluatePriceAlerts } from './evaluate-alerts.ts';
import { currentObservations, freshValues, observationKey } from './product-observations.ts';

const iso = (d: Date | null) => d?.toISOString() ?? null;

type Db = EvaluationDeps['db'];
type Row = typeof priceAlerts.$inferSelect;

/** How old a figure may be for an alert to evaluate it (ALERT_MAX_OBSERVATION_AGE_HOURS), at `now`. */
export type Freshness = Pick<EvaluationDeps, 'now' | 'maxObservationAgeMs'>;

/**
 * The alerts as the panel shows them: the price the user sees now (shared observations and their
 * own browser readings), when and by whom it was observed, and whether the alert waits for a
 * fresher one (the newest is older than ALERT_MAX_OBSERVATION_AGE_HOURS).
 */
async function views(db: Db, rows: Row[], freshness: Freshness): Promise<PriceAlert[]> {
  const observations = await currentObservations(
    db,
    rows.map((r) => ({ productId: r.productId, userId: r.userId })),
  );
  return rows.flatMap((a) => {
    const o = observations.get(observationKey(a.productId, a.userId));
    if (!o) return [];
    const seen = o.seen.priceCents ?? { at: o.observedAt, source: o.source };
    const fresh = freshValues(o, freshness.now, freshness.maxObservationAgeMs).priceCents !== null;
    return [
      {
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
      },
    ];
  });
}

export async function listPriceAlerts(o: {
  db: Db;
  userId: string;
  freshness: Freshness;
}): Promise<PriceAlert[]> {
  const rows = await o.db
    .select()
    .from(priceAlerts)
    .where(eq(priceAlerts.userId, o.userId))
    .orderBy(desc(priceAlerts.createdAt));
  return views(o.db, rows, o.freshness);
}

export async function getPriceAlert(o: {
  db: Db;
  userId: string;
  id: string;
  freshness: Freshness;
}): Promise<PriceAlert> {
  const rows = await o.db
    .select()
    .from(priceAlerts)
    .where(and(eq(priceAlerts.id, o.id), eq(priceAlerts.userId, o.userId)));
  const [view] = await views(o.db, rows, o.freshness);
  if (!view) throw new AppError('not_found', 404, { what: 'price_alert' });
  return view;
}

/** Creates a price alert on an ASIN (resolved against the sources) and evaluates it at once. */
export async function createPriceAlert(
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
): Promise<PriceAlert> {
  const product = await resolveProduct({ ...d, ...o });
  const [row] = await d.db
    .insert(priceAlerts)
    .values({
      userId: o.userId,
      productId: product.id,
      targetPriceCents: o.targetPriceCents,
      currency: product.currency,
      condition: o.condition,
      enabled: o.enabled,
      createdAt: d.now,
      updatedAt: d.now,
    })
    .returning({ id: priceAlerts.id });
  await evaluatePriceAlerts(d, { alertIds: [row.id] });
  return getPriceAlert({ db: d.db, userId: o.userId, id: row.id, freshness: d });
}

/**
 * Edits target, condition or the enabled toggle. A changed rule or a re-enabled alert is armed
 * again (not triggered, observation not yet seen) and evaluated at once; a disabled alert is not
 * triggered.
 */
export async function updatePriceAlert(
  d: EvaluationDeps,
  o: {
    userId: string;
    id: string;
    changes: { targetPriceCents?: number; condition?: AlertCondition; enabled?: boolean };
  },
): Promise<PriceAlert> {
  const current = await getPriceAlert({ db: d.db, userId: o.userId, id: o.id, freshness: d });
  const c = o.changes;
  const rearm =
    (c.targetPriceCents !== undefined && c.targetPriceCents !== current.targetPriceCents) ||
    (c.condition !== undefined && c.condition !== current.condition) ||
    (c.enabled === true && !current.enabled);
  // A switched-off alert is not watching: it is not "triggered" either (armed again when switched on).
  const disabled = c.enabled === false || (c.enabled === undefined && !current.enabled);
  const reset = rearm || disabled;
  await d.db
    .update(priceAlerts)
    .set({ ...c, updatedAt: d.now, ...(reset ? { triggered: false, lastSnapshotId: null } : {}) })
    .where(and(eq(priceAlerts.id, o.id), eq(priceAlerts.userId, o.userId)));
  if (rearm && !disabled) await evaluatePriceAlerts(d, { alertIds: [o.id] });
  return getPriceAlert({ db: d.db, userId: o.userId, id: o.id, freshness: d });
}

export async function deletePriceAlert(o: { db: Db; userId: string; id: string }): Promise<void> {
  const deleted = await o.db
    .delete(priceAlerts)
    .where(and(eq(priceAlerts.id, o.id), eq(priceAlerts.userId, o.userId)))
    .returning({ id: priceAlerts.id });
  if (deleted.length === 0) throw new AppError('not_found', 404, { what: 'price_alert' });
}
