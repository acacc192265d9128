import { sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import type { catalogProductSizes } from '#server/db/schema/index.ts';
import type { SqlRow } from '#server/db/sql-row.ts';

/** A product's size as a product page gave it (table catalog_product_sizes), in cm and g. */
export interface ProductSize {
  kind: 'item' | 'package';
  lengthCm: number;
  widthCm: number;
  heightCm: number;
  weightG: number | null;
  /** The details row it was read from ("Product Dimensions", "Produktabmessungen"). */
  label: string;
  source: string;
  observedAt: Date;
  /** Whether only the viewer sees it (read by their browser while observations are private). */
  private: boolean;
}

/**
 * Stores the size a user's browser read on a product page: the newest reading of a kind replaces
 * the older one. Private to that user unless `shared` (OBSERVATIONS_SHARED), like their snapshots.
 */
export async function recordProductSize(o: {
  db: Db | Tx;
  productId: number;
  userId: string;
  shared: boolean;
  observedAt: Date;
  size: Omit<ProductSize, 'source' | 'observedAt' | 'private' | 'weightG'> & { weightG?: number };
}): Promise<void> {
  const s = o.size;
  const privateTo = o.shared ? null : o.userId;
  const target = o.shared
    ? sql`(product_id, kind) where private_to is null`
    : sql`(product_id, kind, private_to) where private_to is not null`;
  await o.db.execute(sql`
    insert into catalog_product_sizes (product_id, kind, length_cm, width_cm, height_cm, weight_g, label, source,
      source_ref, private_to, observed_at)
    values (${o.productId}, ${s.kind}, ${s.lengthCm}, ${s.widthCm}, ${s.heightCm}, ${s.weightG ?? null}, ${s.label},
      'browser', ${o.userId}, ${privateTo}, ${o.observedAt})
    on conflict ${target} do update set length_cm = excluded.length_cm, width_cm = excluded.width_cm,
      height_cm = excluded.height_cm, weight_g = excluded.weight_g, label = excluded.label,
      source_ref = excluded.source_ref, observed_at = excluded.observed_at
    where catalog_product_sizes.observed_at <= excluded.observed_at`);
}

/**
 * The sizes of products a viewer may use: the shared reading of each kind, else their own
 * (null viewer: shared only). Keyed by product id; the item's size and the package's.
 */
export async function findProductSizes(o: {
  db: Db | Tx;
  productIds: number[];
  viewerId: string | null;
}): Promise<Map<number, ProductSize[]>> {
  const out = new Map<number, ProductSize[]>();
  if (o.productIds.length === 0) return out;
  const { rows } = await o.db.execute<
    SqlRow<
      typeof catalogProductSizes,
      | 'productId'
      | 'kind'
      | 'lengthCm'
      | 'widthCm'
      | 'heightCm'
      | 'weightG'
      | 'label'
      | 'source'
      | 'observedAt'
      | 'privateTo'
    >
  >(sql`
    select distinct on (product_id, kind) product_id, kind, length_cm, width_cm, height_cm, weight_g, label, source,
      observed_at, private_to
    from catalog_product_sizes
    where product_id = any(${sql.param(o.productIds)}::bigint[])
      and (private_to is null or private_to = ${o.viewerId ?? ''})
    order by product_id, kind, (private_to is null) desc, observed_at desc`);
  for (const r of rows) {
    const id = Number(r.product_id);
    const list = out.get(id) ?? [];
    list.push({
      kind: r.kind,
      lengthCm: r.length_cm,
      widthCm: r.width_cm,
      heightCm: r.height_cm,
      weightG: r.weight_g,
      label: r.label,
      source: r.source,
      observedAt: new Date(r.observed_at),
      private: r.private_to !== null,
    });
    out.set(id, list);
  }
  return out;
}
