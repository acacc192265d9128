import { inArray, type SQL, sql } from 'drizzle-orm';
import {
  type AlertCondition,
  type Criteria,
  type CriterionKey,
  multiCriteriaMet,
  nextAlertState,
  type ObservedValues,
  priceAlertMet,
} from '#domain/alerts/alert-rules.ts';
import { minorUnits } from '#domain/money.ts';
import { type Feature, hasFeature, type PlanId } from '#domain/plans.ts';
import type { Db } from '#server/db/client.ts';
import {
  type AlertKind,
  multiCriteriaAlerts,
  type NotificationDetails,
  priceAlerts,
  subscriptions,
} from '#server/db/schema/index.ts';
import type { SqlRow } from '#server/db/sql-row.ts';
import type { Logger } from '#server/lib/logger.ts';
import { planFromSubscription } from '#server/modules/billing/index.ts';
import type { Mailer } from '#server/providers/mail/mailer.ts';
import { emailNotifications, insertNotification } from './notify.ts';
import {
  type CurrentObservation,
  currentObservations,
  type FieldObservation,
  freshValues,
  observationKey,
} from './product-observations.ts';

export interface EvaluationDeps {
  db: Db;
  mailer: Mailer;
  logger: Logger;
  /** Public origin of the app (links in e-mails). */
  baseUrl: string;
  now: Date;
  /** Figures older than this are not evaluated (ALERT_MAX_OBSERVATION_AGE_HOURS): the alert waits. */
  maxObservationAgeMs: number;
}

/** Which alerts to look at (all enabled ones when empty). */
export interface EvaluationScope {
  productIds?: number[];
  alertIds?: string[];
}

export interface EvaluationReport {
  /** Enabled alerts looked at (of users whose plan has the feature). */
  checked: number;
  /** Evaluated against an observation they had not seen yet. */
  evaluated: number;
  notified: number;
}

/** `select *` of either alert table: their shared columns, and each kind's own. */
type AlertRow = SqlRow<
  typeof priceAlerts,
  'id' | 'userId' | 'productId' | 'triggered' | 'lastSnapshotId' | 'lastPriceCents' | 'lastTriggeredAt'
> &
  Partial<SqlRow<typeof priceAlerts, 'targetPriceCents' | 'condition' | 'currency'>> &
  Partial<SqlRow<typeof multiCriteriaAlerts, 'name' | 'criteria'>>;

type Table = typeof priceAlerts | typeof multiCriteriaAlerts;

interface KindSpec {
  kind: AlertKind;
  table: Table;
  feature: Feature;
  /**
   * The alert against the fresh figures (`values`): met or not (null: nothing fresh to judge, the
   * alert keeps its state and waits), what met it, and when and by whom that was observed.
   */
  decide(
    row: AlertRow,
    o: CurrentObservation,
    values: ObservedValues,
  ): { met: boolean | null; details: NotificationDetails; observed: FieldObservation | null };
}

const PRICE: KindSpec = {
  kind: 'price',
  table: priceAlerts,
  feature: 'priceAlerts',
  decide(row, o, values) {
    const alert = {
      condition: row.condition as AlertCondition,
      targetPriceCents: row.target_price_cents as number,
    };
    return {
      met: priceAlertMet(alert, values.priceCents),
      details: {
        kind: 'price',
        ...alert,
        targetPriceCents: minorUnits(alert.targetPriceCents),
        priceCents: minorUnits(values.priceCents ?? 0),
        currency: o.currency,
      },
      observed: values.priceCents === null ? null : (o.seen.priceCents ?? null),
    };
  },
};

/** The fields each criterion reads. */
const CRITERION_FIELDS: Record<CriterionKey, (keyof ObservedValues)[]> = {
  price: ['priceCents'],
  stock: ['stockQuantity', 'inStock'],
  ranking: ['bestSellersRank'],
  reviews: ['reviewCount'],
  rating: ['rating'],
};

const MULTI: KindSpec = {
  kind: 'multi_criteria',
  table: multiCriteriaAlerts,
  feature: 'multiCriteriaAlerts',
  decide(row, o, values) {
    const criteria = row.criteria as Criteria;
    const { met, outcomes } = multiCriteriaMet(criteria, values);
    // The newest of the fresh figures the enabled criteria read.
    const observed = outcomes
      .filter((c) => c.value !== null)
      .flatMap((c) => CRITERION_FIELDS[c.key].map((f) => o.seen[f]))
      .filter((f): f is FieldObservation => !!f)
      .reduce<FieldObservation | null>((a, b) => (!a || b.at > a.at ? b : a), null);
    return {
      met,
      details: { kind: 'multi_criteria', name: row.name as string, currency: o.currency, outcomes },
      observed,
    };
  },
};

const list = (values: (string | number)[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** Plans of several users at once (free when no subscription row). */
async function plansOf(db: Db, userIds: string[], now: Date): Promise<Map<string, PlanId>> {
  const rows = userIds.length
    ? await db.select().from(subscriptions).where(inArray(subscriptions.userId, userIds))
    : [];
  const byUser = new Map(rows.map((r) => [r.userId, r]));
  return new Map(userIds.map((id) => [id, planFromSubscription(byUser.get(id), now)]));
}

/** Evaluates one alert against an observation it has not seen, under a row lock. */
async function applyOne(
  d: EvaluationDeps,
  spec: KindSpec,
  id: string,
  observation: CurrentObservation,
): Promise<{ evaluated: boolean; notificationId: string | null }> {
  return d.db.transaction(async (tx) => {
    const locked = await tx.execute<AlertRow>(
      sql`select * from ${spec.table} where id = ${id} and enabled for update`,
    );
    const row = locked.rows[0];
    if (!row) return { evaluated: false, notificationId: null };
    const seen = row.last_snapshot_id == null ? null : Number(row.last_snapshot_id);
    if (observation.snapshotId != null && seen === observation.snapshotId) {
      await tx.execute(sql`update ${spec.table} set last_checked_at = ${d.now} where id = ${id}`);
      return { evaluated: false, notificationId: null };
    }
    const values = freshValues(observation, d.now, d.maxObservationAgeMs);
    const { met, details, observed } = spec.decide(row, observation, values);
    const next = nextAlertState(row.triggered, met);
    const extra: SQL =
      spec.kind === 'price' && values.priceCents != null
        ? sql`, last_price_cents = ${values.priceCents}`
        : sql``;
    await tx.execute(sql`
      update ${spec.table} set triggered = ${next.triggered}, last_checked_at = ${d.now},
        last_snapshot_id = ${observation.snapshotId},
        last_triggered_at = ${next.notify ? d.now : row.last_triggered_at} ${extra}
      where id = ${id}`);
    const notificationId = next.notify
      ? await insertNotification(tx, {
          userId: row.user_id,
          alertKind: spec.kind,
          alertId: id,
          observation,
          observed: observed ?? { at: observation.observedAt, source: observation.source },
          details,
          now: d.now,
        })
      : null;
    return { evaluated: true, notificationId };
  });
}

async function evaluateKind(
  d: EvaluationDeps,
  spec: KindSpec,
  scope: EvaluationScope,
  batchSize = 500,
): Promise<EvaluationReport> {
  const report: EvaluationReport = { checked: 0, evaluated: 0, notified: 0 };
  if (scope.productIds?.length === 0 || scope.alertIds?.length === 0) return report;
  const filters: SQL[] = [sql`enabled`];
  if (scope.productIds) filters.push(sql`product_id in (${list(scope.productIds)})`);
  if (scope.alertIds) filters.push(sql`id in (${list(scope.alertIds)})`);
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const page = await d.db.execute<AlertRow>(sql`
      select * from ${spec.table} where ${sql.join(filters, sql` and `)} and id > ${after}
      order by id limit ${batchSize}`);
    if (page.rows.length === 0) break;
    after = page.rows[page.rows.length - 1].id;
    const plans = await plansOf(d.db, [...new Set(page.rows.map((r) => r.user_id))], d.now);
    const rows = page.rows.filter((r) => hasFeature(plans.get(r.user_id) ?? 'free', spec.feature));
    const observations = await currentObservations(
      d.db,
      rows.map((r) => ({ productId: Number(r.product_id), userId: r.user_id })),
    );
    const unchanged: string[] = [];
    const notified: string[] = [];
    for (const row of rows) {
      const observation = observations.get(observationKey(Number(row.product_id), row.user_id));
      if (!observation) continue;
      report.checked += 1;
      const seen = row.last_snapshot_id == null ? null : Number(row.last_snapshot_id);
      if (observation.snapshotId != null && seen === observation.snapshotId) {
        unchanged.push(row.id);
        continue;
      }
      const outcome = await applyOne(d, spec, row.id, observation);
      if (outcome.evaluated) report.evaluated += 1;
      if (outcome.notificationId) notified.push(outcome.notificationId);
    }
    if (unchanged.length)
      await d.db.execute(
        sql`update ${spec.table} set last_checked_at = ${d.now} where id in (${list(unchanged)})`,
      );
    report.notified += notified.length;
    await emailNotifications({ ...d, ids: notified });
    if (page.rows.length < batchSize) break;
  }
  return report;
}

/** Price alerts (starter+): the price-alerts job runs this every PRICE_ALERT_CHECK_SECONDS. */
export const evaluatePriceAlerts = (d: EvaluationDeps, scope: EvaluationScope = {}) =>
  evaluateKind(d, PRICE, scope);

/** Multi-criteria alerts (pro/elite): every MULTI_CRITERIA_ALERT_CHECK_SECONDS. */
export const evaluateMultiCriteriaAlerts = (d: EvaluationDeps, scope: EvaluationScope = {}) =>
  evaluateKind(d, MULTI, scope);

/** Right after new observations of these products (import, refresh): both kinds, now. */
export async function evaluateAlertsForProducts(d: EvaluationDeps, productIds: number[]) {
  const ids = [...new Set(productIds)];
  const price = await evaluatePriceAlerts(d, { productIds: ids });
  const multi = await evaluateMultiCriteriaAlerts(d, { productIds: ids });
  return { price, multi };
}

/** The evaluation dependencies of a process (server, CLI, job) at this moment. */
export const evaluationDeps = (deps: {
  database: { db: Db };
  mailer: Mailer;
  logger: Logger;
  env: { baseUrl: string; ALERT_MAX_OBSERVATION_AGE_HOURS: number };
  now: () => Date;
}): EvaluationDeps => ({
  db: deps.database.db,
  mailer: deps.mailer,
  logger: deps.logger,
  baseUrl: deps.env.baseUrl,
  now: deps.now(),
  maxObservationAgeMs: deps.env.ALERT_MAX_OBSERVATION_AGE_HOURS * 3_600_000,
});
