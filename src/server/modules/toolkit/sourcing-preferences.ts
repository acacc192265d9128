import { eq } from 'drizzle-orm';
import {
  DEFAULT_SOURCING_SETTINGS,
  type SourcingFacts,
  type SourcingSettings,
} from '#domain/market/sourcing-rules.ts';
import type { Db } from '#server/db/client.ts';
import { sourcingPreferences } from '#server/db/schema/index.ts';
import type { ProductResult } from '#server/modules/research/index.ts';

/** A seller's sourcing rules: every rule on and no gated brand until the seller changes them. */
export async function getSourcingSettings(o: { db: Db; userId: string }): Promise<SourcingSettings> {
  const [row] = await o.db.select().from(sourcingPreferences).where(eq(sourcingPreferences.userId, o.userId));
  return row ? { disabled: row.disabledRules, gatedBrands: row.gatedBrands } : DEFAULT_SOURCING_SETTINGS;
}

export async function saveSourcingSettings(o: {
  db: Db;
  userId: string;
  settings: SourcingSettings;
  now: Date;
}): Promise<SourcingSettings> {
  const values = {
    disabledRules: [...new Set(o.settings.disabled)],
    gatedBrands: [...new Set(o.settings.gatedBrands.map((b) => b.trim()).filter(Boolean))],
    updatedAt: o.now,
  };
  await o.db
    .insert(sourcingPreferences)
    .values({ userId: o.userId, ...values })
    .onConflictDoUpdate({ target: sourcingPreferences.userId, set: values });
  return { disabled: values.disabledRules, gatedBrands: values.gatedBrands };
}

/** What the sourcing rules read of a product. */
export const sourcingFactsOf = (p: ProductResult): SourcingFacts => ({
  title: p.title,
  brand: p.brand,
  categoryPath: p.categoryPath,
  reviewCount: p.reviewCount,
  nicheTopBrand: p.nicheTopBrand,
});
