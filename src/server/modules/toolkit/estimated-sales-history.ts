import { sql } from 'drizzle-orm';
import type { SalesCurve } from '#domain/estimators/sales-curve.ts';
import { type EstimatedDailySales, estimatedDailySales } from '#domain/forecast/estimated-sales.ts';
import type { MarketplaceCode } from '#domain/marketplaces.ts';
import type { Db } from '#server/db/client.ts';
import type { catalogCategories, catalogProductSnapshots, catalogProducts } from '#server/db/schema/index.ts';
import type { SqlRow } from '#server/db/sql-row.ts';

export interface EstimatedSalesHistory extends EstimatedDailySales {
  marketplace: MarketplaceCode;
  /** The curve the ranks were read with (its date and measured error are shown with the estimate). */
  curve: SalesCurve | null;
}

/**
 * A product's daily sales estimated from its stored market history (Keepa's ranks and badges,
 * tracking, the user's own browser readings): its root category's curve × its rank history, else
 * its "bought in past month" history (src/domain/forecast/estimated-sales.ts). The marketplace is
 * the one given, else the one whose catalog holds the longest history of that ASIN. Null: none.
 */
export async function estimatedSalesHistory(o: {
  db: Db;
  asin: string;
  userId: string | null;
  marketplace?: MarketplaceCode;
  now: Date;
}): Promise<EstimatedSalesHistory | null> {
  const visible = o.userId
    ? sql`(s.private_to is null or s.private_to = ${o.userId})`
    : sql`s.private_to is null`;
  const { rows: products } = await o.db.execute<SqlRow<typeof catalogProducts, 'id' | 'marketplace'>>(sql`
    select p.id, p.marketplace from catalog_products p
    where p.asin = ${o.asin.toUpperCase()} ${o.marketplace ? sql`and p.marketplace = ${o.marketplace}` : sql``}
    order by (select count(*) from catalog_product_snapshots s
      where s.product_id = p.id and (s.best_sellers_rank is not null or s.bought_last_month is not null)) desc
    limit 1`);
  const product = products[0];
  if (!product) return null;
  const { rows } = await o.db.execute<
    SqlRow<typeof catalogProductSnapshots, 'observedAt' | 'bestSellersRank' | 'boughtLastMonth'> & {
      curve: SqlRow<typeof catalogCategories, 'salesCurve'>['sales_curve'];
    }
  >(sql`
    select s.observed_at, s.best_sellers_rank, s.bought_last_month, d.sales_curve as curve
    from catalog_product_snapshots s
    join catalog_products p on p.id = s.product_id
    left join catalog_categories d on d.id = coalesce(s.rank_department_id, p.department_id)
    where s.product_id = ${product.id} and ${visible}
      and (s.best_sellers_rank is not null or s.bought_last_month is not null)
    order by s.observed_at`);
  const curve = rows.find((r) => r.curve)?.curve ?? null;
  const estimate = estimatedDailySales(
    rows.map((r) => ({
      at: new Date(r.observed_at),
      ...(r.best_sellers_rank === null ? {} : { rank: r.best_sellers_rank }),
      ...(r.bought_last_month === null ? {} : { badge: r.bought_last_month }),
    })),
    curve,
    o.now,
  );
  return estimate
    ? { ...estimate, marketplace: product.marketplace, curve: estimate.basis === 'rank_curve' ? curve : null }
    : null;
}
