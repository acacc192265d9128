import type { QuotaKind } from '#domain/plans.ts';
import type { Db } from '#server/db/client.ts';
import { countTrackedProducts } from '#server/modules/tracking/index.ts';

/**
 * Quotas that are a count of things held now (not uses this month), computed by the module that owns
 * them: trackedCompetitors is registered by the tracking module. Missing → 0.
 */
export type HeldCounter = (db: Pick<Db, 'select'>, userId: string) => Promise<number>;
export const heldCounters: Partial<Record<QuotaKind, HeldCounter>> = {
  trackedCompetitors: countTrackedProducts,
};
