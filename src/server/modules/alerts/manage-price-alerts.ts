import { and, desc, eq } from 'drizzle-orm';
import type { PriceAlert } from '#contracts/alerts.ts';
import type { AlertCondition } from '#domain/alerts/alert-rules.ts';
import type { MarketplaceCode } from '#domain/marketplaces.ts';
import { minorUnits, minorUnitsOrNull } from '#domain/money.ts';
import { type CatalogSource, catalogProducts, priceAlerts } from '#server/db/schema/index.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { ObservationSource } from '#server/modules/tracking/index.ts';
import { resolveProduct } from '#server/modules/tracking/index.ts';
import { type EvaluationDeps, evaluatePriceAlerts } from './evaluate-alerts.ts';

const iso = (d: Date | null) => d?.toISOString() ?? null;

const columns = {
  alert: priceAlerts,
  product: {
    asin: catalogProducts.asin,
    marketplace: catalogProducts.marketplace,
    title: catalogProducts.title,
    priceCents: catalogProducts.priceCents,
    observedAt: catalogProducts.observedAt,
    source: catalogProducts.source,
  },
};

type Joined = {
  alert: typeof priceAlerts.$inferSelect;
  product: {
    asin: string;
    marketplace: MarketplaceCode;
    title: string;
    priceCents: number | null;
    observedAt: Date;
    source: CatalogSource;
  };
};

const toView = ({ alert: a, product: p }: Joined): PriceAlert => ({
  id: a.id,
  asin: p.asin,
  marketplace: p.marketplace,
  productName: p.title,
  targetPriceCents: minorUnits(a.targetPriceCents),
  currency: a.currency,
  condition: a.condition,
  enabled: a.enabled,
  triggered: a.triggered,
  currentPriceCents: minorUnitsOrNull(p.priceCents),
  observedAt: p.observedAt.toISOString(),
  source: p.source,
  lastCheckedAt: iso(a.lastCheckedAt),
  lastTriggeredAt: iso(a.lastTriggeredAt),
  createdAt: a.createdAt.toISOString(),
});

type Db = EvaluationDeps['db'];

const select = (db: Db) =>
  db
    .select(columns)
    .from(priceAlerts)
    .innerJoin(catalogProducts, eq(catalogProducts.id, priceAlerts.productId));

export async function listPriceAlerts(o: { db: Db; userId: string }): Promise<PriceAlert[]> {
  const rows = await select(o.db)
    .where(eq(priceAlerts.userId, o.userId))
    .orderBy(desc(priceAlerts.createdAt));
  return rows.map(toView);
}

export async function getPriceAlert(o: { db: Db; userId: string; id: string }): Promise<PriceAlert> {
  const [row] = await select(o.db).where(and(eq(priceAlerts.id, o.id), eq(priceAlerts.userId, o.userId)));
  if (!row) throw new AppError('not_found', 404, { what: 'price_alert' });
  return toView(row);
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
  return getPriceAlert({ db: d.db, userId: o.userId, id: row.id });
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
  const current = await getPriceAlert({ db: d.db, userId: o.userId, id: o.id });
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
  return getPriceAlert({ db: d.db, userId: o.userId, id: o.id });
}

export async function deletePriceAlert(o: { db: Db; userId: string; id: string }): Promise<void> {
  const deleted = await o.db
    .delete(priceAlerts)
    .where(and(eq(priceAlerts.id, o.id), eq(priceAlerts.userId, o.userId)))
    .returning({ id: priceAlerts.id });
  if (deleted.length === 0) throw new AppError('not_found', 404, { what: 'price_alert' });
}
