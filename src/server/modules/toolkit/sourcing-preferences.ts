import type { SourcingSettings } from '#domain/market/sourcing-rules.ts';
import type { Db } from '#server/db/client.ts';
import { sourcingPreferences } from '#server/db/schema/index.ts';

/** Saves a seller's sourcing rules (read by research's getSourcingSettings). */
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
