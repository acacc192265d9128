import { and, desc, eq } from 'drizzle-orm';
import type { MarketplaceCode } from '#domain/marketplaces.ts';
import type { multiCriteriaAlerts, priceAlerts } from '#server/db/schema/index.ts';
import { AppError } from '#server/lib/app-error.ts';
import { type ObservationSource, resolveProduct } from '#server/modules/tracking/index.ts';
import type { EvaluationDeps } from './evaluate-alerts.ts';
import { type CurrentObservation, currentObservations, observationKey } from './product-observations.ts';

type Db = EvaluationDeps['db'];
type AlertTable = typeof priceAlerts | typeof multiCriteriaAlerts;

/** How old a figure may be for an alert to evaluate it (ALERT_MAX_OBSERVATION_AGE_HOURS), at `now`. */
export type Freshness = Pick<EvaluationDeps, 'now' | 'maxObservationAgeMs'>;

/**
 * What differs between the kinds of alert (price, multi-criteria): their table, how they are
 * evaluated and shown. Listing, reading, creating, editing and deleting are the same for both.
 */
export interface AlertKind<T extends AlertTable, View> {
  table: T;
  /** The `what` of a missing alert's not_found error. */
  what: 'price_alert' | 'multi_criteria_alert';
  evaluate: (d: EvaluationDeps, o: { alertIds: string[] }) => Promise<unknown>;
  /** An alert as the panel shows it, with what its user sees of the product now. */
  view: (row: T['$inferSelect'], observation: CurrentObservation, freshness: Freshness) => View;
}

/** The alerts as the panels show them; an alert whose product has no observation is left out. */
async function views<T extends AlertTable, View>(
  kind: AlertKind<T, View>,
  db: Db,
  rows: T['$inferSelect'][],
  freshness: Freshness,
): Promise<View[]> {
  const observations = await currentObservations(
    db,
    rows.map((r) => ({ productId: r.productId, userId: r.userId })),
  );
  return rows.flatMap((row) => {
    const observation = observations.get(observationKey(row.productId, row.userId));
    return observation ? [kind.view(row, observation, freshness)] : [];
  });
}

/** The caller's alert `id` (another user's is not found, never forbidden). */
const owned = (table: AlertTable, o: { userId: string; id: string }) =>
  and(eq(table.id, o.id), eq(table.userId, o.userId));

/** A user's alerts of one kind, newest first. */
export async function listAlerts<T extends AlertTable, View>(
  kind: AlertKind<T, View>,
  o: { db: Db; userId: string; freshness: Freshness },
): Promise<View[]> {
  const { table } = kind;
  const rows = await o.db
    .select()
    .from(table as AlertTable)
    .where(eq(table.userId, o.userId))
    .orderBy(desc(table.createdAt));
  return views(kind, o.db, rows as T['$inferSelect'][], o.freshness);
}

export async function getAlert<T extends AlertTable, View>(
  kind: AlertKind<T, View>,
  o: { db: Db; userId: string; id: string; freshness: Freshness },
): Promise<View> {
  const rows = await o.db
    .select()
    .from(kind.table as AlertTable)
    .where(owned(kind.table, o));
  const [view] = await views(kind, o.db, rows as T['$inferSelect'][], o.freshness);
  if (!view) throw new AppError('not_found', 404, { what: kind.what });
  return view;
}

/** The columns an alert's own rule fills (the rest are the store's). */
type RuleColumns<T extends AlertTable> = Omit<
  T['$inferInsert'],
  'userId' | 'productId' | 'createdAt' | 'updatedAt'
>;

/**
 * Creates an alert on an ASIN (resolved against the sources: a product the catalog does not know is
 * observed first) with the rule `values` gives for that product, and evaluates it at once.
 */
export async function createAlert<T extends AlertTable, View>(
  kind: AlertKind<T, View>,
  d: EvaluationDeps,
  o: { userId: string; marketplace: MarketplaceCode; asin: string; sources?: ObservationSource[] },
  values: (product: { id: number; currency: string }) => RuleColumns<T>,
): Promise<View> {
  const product = await resolveProduct({ ...d, ...o });
  const [row] = await d.db
    .insert(kind.table as AlertTable)
    .values({
      ...(values(product) as RuleColumns<AlertTable>),
      userId: o.userId,
      productId: product.id,
      createdAt: d.now,
      updatedAt: d.now,
    } as T['$inferInsert'])
    .returning({ id: kind.table.id });
  await kind.evaluate(d, { alertIds: [row.id] });
  return getAlert(kind, { db: d.db, userId: o.userId, id: row.id, freshness: d });
}

/**
 * Saves an edit of an alert (`current` as it was). A changed rule or a re-enabled alert is armed
 * again (not triggered, its observation not yet seen) and evaluated at once; a switched-off alert
 * is not watching, so not "triggered" either (armed again when switched on).
 */
export async function updateAlert<T extends AlertTable, View>(
  kind: AlertKind<T, View>,
  d: EvaluationDeps,
  o: {
    userId: string;
    id: string;
    current: { enabled: boolean };
    /** The rule's columns to store (undefined: unchanged). */
    rule: Partial<RuleColumns<T>>;
    ruleChanged: boolean;
    enabled?: boolean;
  },
): Promise<View> {
  const rearm = o.ruleChanged || (o.enabled === true && !o.current.enabled);
  const disabled = o.enabled === false || (o.enabled === undefined && !o.current.enabled);
  await d.db
    .update(kind.table as AlertTable)
    .set({
      ...(o.rule as Partial<RuleColumns<AlertTable>>),
      ...(o.enabled === undefined ? {} : { enabled: o.enabled }),
      updatedAt: d.now,
      ...(rearm || disabled ? { triggered: false, lastSnapshotId: null } : {}),
    })
    .where(owned(kind.table, o));
  if (rearm && !disabled) await kind.evaluate(d, { alertIds: [o.id] });
  return getAlert(kind, { db: d.db, userId: o.userId, id: o.id, freshness: d });
}

export async function deleteAlert<T extends AlertTable, View>(
  kind: AlertKind<T, View>,
  o: { db: Db; userId: string; id: string },
): Promise<void> {
  const deleted = await o.db
    .delete(kind.table as AlertTable)
    .where(owned(kind.table, o))
    .returning({ id: kind.table.id });
  if (deleted.length === 0) throw new AppError('not_found', 404, { what: kind.what });
}
