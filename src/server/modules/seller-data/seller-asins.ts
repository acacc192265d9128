import { sql } from 'drizzle-orm';
import type { MarketplaceCode } from '#domain/marketplaces.ts';
import type { Db } from '#server/db/client.ts';
import type { sellerInventory } from '#server/db/schema/index.ts';
import type { SqlRow } from '#server/db/sql-row.ts';

/**
 * The seller's own ASINs on a marketplace, best sellers first: those with sales or traffic in the
 * last `days` days (Business Reports, SP-API sync), then those in their FBA inventory.
 */
export async function sellerAsins(o: {
  db: Db;
  userId: string;
  marketplace: MarketplaceCode;
  since: string;
  limit: number;
}): Promise<string[]> {
  const { rows } = await o.db.execute<SqlRow<typeof sellerInventory, 'asin'>>(sql`
    select asin from (
      select asin, sum(units_ordered)::bigint as units, 0 as tier from seller_asin_traffic
      where user_id = ${o.userId} and marketplace = ${o.marketplace} and period_end >= ${o.since}
      group by asin
      union all
      select asin, 0, 1 from seller_inventory where user_id = ${o.userId} and marketplace = ${o.marketplace}
    ) a
    group by asin order by min(tier), max(units) desc, asin
    limit ${o.limit}`);
  return rows.map((r) => r.asin);
}
