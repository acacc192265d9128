import { eq, type SQL, sql } from 'drizzle-orm';
import {
  DEFAULT_SOURCING_SETTINGS,
  enabledSourcingBits,
  type SourcingFacts,
  type SourcingSettings,
} from '#domain/market/sourcing-rules.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { sourcingPreferences } from '#server/db/schema/index.ts';
import type { ProductResult } from './product-result.ts';

/** A seller's sourcing rules: every rule on and no gated brand until the seller changes them. */
export async function getSourcingSettings(o: { db: Db | Tx; userId: string }): Promise<SourcingSettings> {
  const [row] = await o.db.select().from(sourcingPreferences).where(eq(sourcingPreferences.userId, o.userId));
  return row ? { disabled: row.disabledRules, gatedBrands: row.gatedBrands } : DEFAULT_SOURCING_SETTINGS;
}

/** What the sourcing rules read of a product. */
export const sourcingFactsOf = (p: ProductResult): SourcingFacts => ({
  title: p.title,
  brand: p.brand,
  categoryPath: p.categoryPath,
  reviewCount: p.reviewCount,
  nicheTopBrand: p.nicheTopBrand,
});

/**
 * Whether a seller's sourcing rules flag the listing `p` (SQL, alias p = catalog_products): a rule
 * they keep on among the stored ones (catalog_products.sourcing_flags), or one of their gated
 * brands while the "gated" rule is on. The by-score order lists these after the others.
 */
export function flaggedSql(settings: SourcingSettings): SQL {
  const bits = enabledSourcingBits(settings);
  const brands = settings.disabled.includes('gated')
    ? []
    : settings.gatedBrands.map((b) => b.trim().toLowerCase()).filter(Boolean);
  const gated = brands.length
    ? sql` or lower(trim(coalesce(p.brand, ''))) = any(${sql.param(brands)}::text[])`
    : sql``;
  return sql`((p.sourcing_flags & ${bits}) <> 0${gated})`;
}
