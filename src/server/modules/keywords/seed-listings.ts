import { inArray } from 'drizzle-orm';
import type { CatalogSource } from '#domain/catalog/catalog-source.ts';
import type { CurrencyCode } from '#domain/marketplaces.ts';
import { type MinorUnits, minorUnitsOrNull } from '#domain/money.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { catalogProducts } from '#server/db/schema/index.ts';

/** How many of a keyword's best-selling listings the analysis shows under its row. */
export const SEED_LISTINGS = 10;

/** One of the listings a keyword matches, as keyword research shows it under the seed's row. */
export interface SeedListing {
  asin: string;
  title: string;
  priceCents: MinorUnits | null;
  currency: CurrencyCode;
  /** Estimated monthly units (badge lower bound or rank estimate); null when unknown. */
  units: number | null;
  unitsMethod: string | null;
  source: CatalogSource;
  observedAt: Date;
}

/** The keyword's best-selling listings, in the order of its leaders. */
export async function seedListings(db: Db | Tx, leaderIds: number[]): Promise<SeedListing[]> {
  const ids = leaderIds.slice(0, SEED_LISTINGS);
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: catalogProducts.id,
      asin: catalogProducts.asin,
      title: catalogProducts.title,
      priceCents: catalogProducts.priceCents,
      currency: catalogProducts.currency,
      units: catalogProducts.estMonthlyUnits,
      unitsMethod: catalogProducts.estUnitsMethod,
      source: catalogProducts.source,
      observedAt: catalogProducts.observedAt,
    })
    .from(catalogProducts)
    .where(inArray(catalogProducts.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    const { id: _id, priceCents, ...listing } = r;
    return [{ ...listing, priceCents: minorUnitsOrNull(priceCents) }];
  });
}
