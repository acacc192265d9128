import { sql } from 'drizzle-orm';
import type { MarketplaceCode } from '#domain/marketplaces.ts';
import type { Db } from '#server/db/client.ts';
import type { catalogProducts } from '#server/db/schema/index.ts';
import type { SqlRow } from '#server/db/sql-row.ts';

const RECENT_DAYS = 30;

/**
 * The root categories users search or browse (docs/market-data.md "Calibration crawl"), per
 * marketplace, that have no calibrated sales curve yet: the departments of products they track, star
 * or looked up, of the best result of their product searches and the department they filtered on,
 * and of the ASINs they analysed — in the last 30 days (tracked and starred products whenever).
 */
export async function calibrationTargets(
  db: Db,
  now: Date,
): Promise<{ marketplace: MarketplaceCode; departmentId: number }[]> {
  const since = new Date(now.getTime() - RECENT_DAYS * 86_400_000);
  const { rows } = await db.execute<
    SqlRow<typeof catalogProducts, 'marketplace'> & { department_id: number }
  >(sql`
    with looked as (
      select product_id as id from tracked_products
      union select product_id from product_favourites
      union select p.id from market_requests r
        join catalog_products p on p.marketplace = r.marketplace and p.asin = r.subject
        where r.kind in ('asin', 'history') and r.created_at > ${since}
      union select p.id from product_searches s
        join catalog_products p on p.marketplace = s.marketplace and p.asin = s.top_asin
        where s.created_at > ${since}
      union select p.id from keyword_searches k
        join catalog_products p on p.marketplace = k.marketplace and p.asin = upper(k.keyword)
        where k.kind = 'asin' and k.created_at > ${since}
    ),
    departments as (
      select p.marketplace, p.department_id from looked l join catalog_products p on p.id = l.id
      where p.department_id is not null
      union
      select s.marketplace, c.id from product_searches s
        join catalog_categories c on c.marketplace = s.marketplace and c.parent_id is null
          and lower(c.name) = lower(s.category)
        where s.created_at > ${since}
    )
    select d.marketplace, d.department_id from departments d
    join catalog_categories c on c.id = d.department_id
    where c.sales_curve is null
    order by d.marketplace, d.department_id`);
  return rows.map((r) => ({ marketplace: r.marketplace, departmentId: Number(r.department_id) }));
}
