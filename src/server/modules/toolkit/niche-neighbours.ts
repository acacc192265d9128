import { sql } from 'drizzle-orm';
import { amazonBrandOf } from '#domain/catalog/amazon-brands.ts';
import type { Db } from '#server/db/client.ts';
import { PATH_SEPARATOR } from '#server/modules/catalog/index.ts';

/** A price within this share of the product's is in its price band (±10 %). */
export const PRICE_BAND = 0.1;

export interface NicheNeighbours {
  /** Amazon's own brand among the niche's 10 best sellers by estimated units, and its rank. */
  amazonLeader: { brand: string; rank: number } | null;
  /** Listings of the niche with a price, and how many sell within PRICE_BAND of the product's. */
  priced: number;
  inBand: number;
}

/**
 * What the analyzer reads around a product in its niche (its category and sub-categories) for
 * every plan: its 10 best sellers' titles and brands (is Amazon one of them?) and how crowded its
 * price band is.
 */
export async function nicheNeighbours(
  db: Db,
  product: { id: number; priceCents: number | null },
): Promise<NicheNeighbours> {
  const { rows } = await db.execute<{
    leaders: { id: number; title: string; brand: string | null }[] | null;
    priced: number;
    in_band: number;
  }>(sql`
    with me as (
      select p.marketplace, c.path from catalog_products p join catalog_categories c on c.id = p.category_id
      where p.id = ${product.id}
    ), niche as (
      select p.id, p.title, p.brand, p.price_cents, p.est_monthly_units as units
      from catalog_products p join catalog_categories c on c.id = p.category_id, me
      where p.marketplace = me.marketplace and p.listed
        and (c.path = me.path or c.path like me.path || ${PATH_SEPARATOR} || '%')
    )
    select
      (select jsonb_agg(jsonb_build_object('id', id, 'title', title, 'brand', brand) order by units desc, id)
        from (select * from niche where units is not null order by units desc, id limit 10) l) as leaders,
      (select count(*)::int from niche where price_cents is not null and id <> ${product.id}) as priced,
      (select count(*)::int from niche where id <> ${product.id} and price_cents is not null
        and ${product.priceCents}::int is not null
        and abs(price_cents - ${product.priceCents}::int) <= ${PRICE_BAND}::float8 * ${product.priceCents}::int) as in_band`);
  const r = rows[0];
  const leaders = r?.leaders ?? [];
  // Amazon's own listing among the best sellers, other than the product analysed (its rank counts it).
  const rank = leaders.findIndex((l) => Number(l.id) !== product.id && amazonBrandOf(l) !== null);
  return {
    amazonLeader: rank < 0 ? null : { brand: amazonBrandOf(leaders[rank]) as string, rank: rank + 1 },
    priced: r?.priced ?? 0,
    inBand: r?.in_band ?? 0,
  };
}
