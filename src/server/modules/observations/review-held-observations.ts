import { sql } from 'drizzle-orm';
import type { HeldObservation } from '#contracts/observation-review.ts';
import type { Db } from '#server/db/client.ts';
import type {
  catalogProductSnapshots,
  catalogProducts,
  observationHolds,
  user,
} from '#server/db/schema/index.ts';
import type { SqlRow } from '#server/db/sql-row.ts';
import { AppError } from '#server/lib/app-error.ts';
import { recordAdminAction } from '#server/modules/audit/index.ts';
import { shareBrowserSnapshot } from '#server/modules/catalog/index.ts';

type Row = SqlRow<typeof observationHolds, 'id' | 'reason' | 'figures' | 'userId' | 'productId'> &
  SqlRow<typeof catalogProductSnapshots, 'observedAt' | 'currency'> &
  SqlRow<typeof catalogProducts, 'marketplace' | 'asin' | 'title'> &
  SqlRow<typeof user, 'name' | 'email'> & { held_at: string; trusted: boolean };

/** The open holds of one reason, newest first, with the counts of both (the admin's section). */
export async function listHeldObservations(o: {
  db: Db;
  reason: 'outlier' | 'unconfirmed';
  limit: number;
  offset: number;
}) {
  const { rows } = await o.db.execute<Row>(sql`
    select h.id, h.reason, h.created_at as held_at, s.observed_at, h.figures, u.id as user_id, u.name, u.email,
      exists (select 1 from trusted_observers t where t.user_id = u.id) as trusted,
      p.id as product_id, p.marketplace, p.asin, p.title, s.currency
    from observation_holds h
    join catalog_product_snapshots s on s.id = h.snapshot_id
    join catalog_products p on p.id = h.product_id
    join users u on u.id = h.user_id
    where h.resolved_at is null and h.reason = ${o.reason}
    order by h.created_at desc, h.id desc limit ${o.limit} offset ${o.offset}`);
  const { rows: counts } = await o.db.execute<{ outliers: number; unconfirmed: number }>(sql`
    select count(*) filter (where reason = 'outlier')::int as outliers,
      count(*) filter (where reason = 'unconfirmed')::int as unconfirmed
    from observation_holds where resolved_at is null`);
  const items: HeldObservation[] = rows.map((r) => ({
    id: Number(r.id),
    reason: r.reason,
    heldAt: new Date(r.held_at).toISOString(),
    observedAt: new Date(r.observed_at).toISOString(),
    observer: { id: r.user_id, name: r.name, email: r.email, trusted: r.trusted },
    product: {
      id: Number(r.product_id),
      marketplace: r.marketplace,
      asin: r.asin,
      title: r.title,
      currency: r.currency,
    },
    figures: r.figures,
  }));
  const c = counts[0] ?? { outliers: 0, unconfirmed: 0 };
  return { items, total: o.reason === 'outlier' ? c.outliers : c.unconfirmed, ...c };
}

/**
 * Releases (the observation becomes shared: the product follows it when newest) or dismisses an
 * open hold, audited. A hold already resolved, or none with that id, is a 404.
 */
export async function resolveHold(o: {
  db: Db;
  id: number;
  resolution: 'released' | 'dismissed';
  actor: { id: string; email: string };
  now: Date;
}) {
  await o.db.transaction(async (tx) => {
    const { rows } = await tx.execute<
      SqlRow<typeof observationHolds, 'snapshotId' | 'userId' | 'productId'>
    >(sql`
      update observation_holds set resolved_at = ${o.now}, resolution = ${o.resolution}, resolved_by = ${o.actor.id}
      where id = ${o.id} and resolved_at is null returning snapshot_id, user_id, product_id`);
    const hold = rows[0];
    if (!hold) throw new AppError('held_observation_not_found', 404);
    if (o.resolution === 'released') await shareBrowserSnapshot(tx, Number(hold.snapshot_id));
    await recordAdminAction(tx, {
      actor: o.actor,
      action: `observation.${o.resolution === 'released' ? 'release' : 'dismiss'}`,
      targetType: 'observation',
      targetId: String(o.id),
      details: { observer: hold.user_id, productId: Number(hold.product_id) },
      now: o.now,
    });
  });
}

/** Trusts an observer (their observations are shared at once) or stops trusting them, audited. */
export async function setObserverTrust(o: {
  db: Db;
  userId: string;
  trusted: boolean;
  actor: { id: string; email: string };
  now: Date;
}) {
  await o.db.transaction(async (tx) => {
    const { rows } = await tx.execute(sql`select 1 from users where id = ${o.userId}`);
    if (rows.length === 0) throw new AppError('observer_not_found', 404);
    if (o.trusted)
      await tx.execute(sql`insert into trusted_observers (user_id, trusted_by, created_at)
        values (${o.userId}, ${o.actor.id}, ${o.now}) on conflict (user_id) do nothing`);
    else await tx.execute(sql`delete from trusted_observers where user_id = ${o.userId}`);
    await recordAdminAction(tx, {
      actor: o.actor,
      action: o.trusted ? 'observer.trust' : 'observer.distrust',
      targetType: 'user',
      targetId: o.userId,
      now: o.now,
    });
  });
  return { userId: o.userId, trusted: o.trusted };
}
