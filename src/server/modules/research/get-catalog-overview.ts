import { sql } from 'drizzle-orm';
import type { CatalogOverview } from '#contracts/research.ts';
import { MARKETPLACE_CODES, type MarketplaceCode } from '#domain/marketplaces.ts';
import type { Db } from '#server/db/client.ts';

/** What the research pages can filter on (read from the small categories table). */
export async function getCatalogOverview(o: { db: Db }): Promise<CatalogOverview> {
  const { rows } = await o.db.execute<{ id: number; marketplace: MarketplaceCode; name: string }>(sql`
    select id, marketplace, name from catalog_categories where parent_id is null order by name`);
  const byMarket = new Map<MarketplaceCode, { id: number; name: string }[]>();
  for (const r of rows)
    byMarket.set(r.marketplace, [...(byMarket.get(r.marketplace) ?? []), { id: r.id, name: r.name }]);
  return {
    marketplaces: MARKETPLACE_CODES.filter((c) => byMarket.has(c)).map((code) => ({
      code,
      departments: byMarket.get(code) ?? [],
    })),
  };
}
