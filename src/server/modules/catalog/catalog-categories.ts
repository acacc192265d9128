import { sql } from 'drizzle-orm';
import { CATEGORY_PATH_SEPARATOR } from '#domain/catalog/category-names.ts';
import type { MarketplaceCode } from '#domain/marketplaces.ts';
import type { Db, Tx } from '#server/db/client.ts';
import type { catalogCategories } from '#server/db/schema/index.ts';
import type { SqlRow } from '#server/db/sql-row.ts';

/** Between the levels of a stored category path (one separator for the domain and the database). */
export const PATH_SEPARATOR = CATEGORY_PATH_SEPARATOR;

export interface ResolvedCategory {
  categoryId: number;
  departmentId: number;
}

/**
 * Creates (once) and remembers the categories of one marketplace: `resolve(['Luggage & Travel
 * Gear', 'Suitcases'])` returns the sub-category's id and its department's id.
 */
export function createCategoryResolver(db: Db | Tx, marketplace: MarketplaceCode) {
  const cache = new Map<string, number>();

  async function upsert(names: string[], parentId: number | null): Promise<number> {
    const path = names.join(PATH_SEPARATOR);
    const cached = cache.get(path);
    if (cached !== undefined) return cached;
    const name = names[names.length - 1];
    const result = await db.execute<SqlRow<typeof catalogCategories, 'id'>>(sql`
      insert into catalog_categories (marketplace, name, path, parent_id, depth)
      values (${marketplace}, ${name}, ${path}, ${parentId}, ${names.length - 1})
      on conflict (marketplace, path) do update set name = excluded.name
      returning id`);
    const id = Number(result.rows[0].id);
    cache.set(path, id);
    return id;
  }

  return {
    async resolve(path: string[]): Promise<ResolvedCategory | null> {
      if (path.length === 0) return null;
      const departmentId = await upsert(path.slice(0, 1), null);
      let categoryId = departmentId;
      for (let depth = 2; depth <= path.length; depth++)
        categoryId = await upsert(path.slice(0, depth), categoryId);
      return { categoryId, departmentId };
    },
  };
}

/**
 * The root category (department) a source names, created when new: a rank's category from a
 * snapshot file, a product page or Keepa (`categoryTree[0]`), by its name in the marketplace's
 * language, matched without case. Keeps the browse node id the source gave, once.
 */
export async function resolveRootCategory(
  db: Db | Tx,
  o: { marketplace: MarketplaceCode; name: string; browseNodeId?: number | null },
): Promise<number | null> {
  const name = o.name.trim().replace(/\s+/g, ' ').slice(0, 200);
  if (!name) return null;
  const { rows } = await db.execute<SqlRow<typeof catalogCategories, 'id'>>(sql`
    select id from catalog_categories
    where marketplace = ${o.marketplace} and parent_id is null and lower(name) = lower(${name})
    order by id limit 1`);
  const id = rows[0]
    ? Number(rows[0].id)
    : (await createCategoryResolver(db, o.marketplace).resolve([name]))?.departmentId;
  if (id && o.browseNodeId)
    await db.execute(sql`
      update catalog_categories set browse_node_id = ${o.browseNodeId}
      where id = ${id} and browse_node_id is distinct from ${o.browseNodeId}`);
  return id ?? null;
}
