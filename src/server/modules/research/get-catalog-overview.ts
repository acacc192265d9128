import { isNull } from 'drizzle-orm';
import type { CatalogOverview } from '#contracts/catalog-overview.ts';
import { categoryName } from '#domain/catalog/category-names.ts';
import { MARKETPLACE_CODES, type MarketplaceCode } from '#domain/marketplaces.ts';
import type { Db } from '#server/db/client.ts';
import { catalogCategories } from '#server/db/schema/index.ts';

/** What the research pages can filter on (read from the small categories table). */
export async function getCatalogOverview(o: { db: Db }): Promise<CatalogOverview> {
  const rows = await o.db
    .select({
      id: catalogCategories.id,
      marketplace: catalogCategories.marketplace,
      name: catalogCategories.name,
    })
    .from(catalogCategories)
    .where(isNull(catalogCategories.parentId))
    .orderBy(catalogCategories.name);
  type Department = CatalogOverview['marketplaces'][number]['departments'][number];
  const byMarket = new Map<MarketplaceCode, Department[]>();
  for (const r of rows) {
    const names = { en: categoryName(r.name, 'en'), fr: categoryName(r.name, 'fr') };
    byMarket.set(r.marketplace, [...(byMarket.get(r.marketplace) ?? []), { id: r.id, name: r.name, names }]);
  }
  return {
    marketplaces: MARKETPLACE_CODES.filter((c) => byMarket.has(c)).map((code) => ({
      code,
      departments: byMarket.get(code) ?? [],
    })),
  };
}
