import { DOMINANT_BRAND_MIN_LISTINGS } from '#domain/market/sourcing-rules-data.ts';

/** A niche's known monthly revenue (units × price), in total and by brand. */
export interface BrandRevenue {
  total: number;
  branded: number;
  byBrand: Map<string, { name: string; revenue: number }>;
}

export const newBrandRevenue = (): BrandRevenue => ({ total: 0, branded: 0, byBrand: new Map() });

/** Adds one listing; a listing without units or price has no known revenue and is left out. */
export function addBrandRevenue(
  acc: BrandRevenue,
  brand: string | null,
  units: number | null,
  priceCents: number | null,
) {
  if (!units || !priceCents) return;
  const revenue = units * priceCents;
  acc.total += revenue;
  const name = brand?.trim();
  if (!name) return;
  acc.branded += 1;
  const key = name.toLowerCase();
  const entry = acc.byBrand.get(key) ?? { name, revenue: 0 };
  entry.revenue += revenue;
  acc.byBrand.set(key, entry);
}

/**
 * The brand with the largest share of the niche's known revenue (sourcing rule "dominant brand"),
 * when enough of the niche's listings have a brand and a revenue to say; else null (unknown).
 */
export function topBrandOf(acc: BrandRevenue): { brand: string; share: number } | null {
  if (acc.branded < DOMINANT_BRAND_MIN_LISTINGS || acc.total <= 0) return null;
  let top: { name: string; revenue: number } | null = null;
  for (const b of acc.byBrand.values()) if (!top || b.revenue > top.revenue) top = b;
  return top ? { brand: top.name, share: Math.round((top.revenue / acc.total) * 1000) / 1000 } : null;
}
