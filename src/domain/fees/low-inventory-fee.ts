/**
 * Low-inventory-level fee (reference §1.10, §3.11): a per-unit addition to the FBA fee when both the
 * short-term (30-day) and long-term (90-day) historical days of supply are under 28 days; the band
 * is chosen by the higher of the two. Charged per FNSKU from 2026-01-15 (US), with exemptions.
 * Scout's per-order estimate does not charge it by default (it depends on the seller's stock); this
 * function gives it when the days of supply are known.
 */
import type { MarketplaceCode } from '../marketplaces.ts';
import type { SizeTier } from './fba-card-types.ts';
import type { Confidence } from './rate-card.ts';

interface LilTable {
  id: string;
  marketplaces: readonly MarketplaceCode[];
  effectiveFrom: string;
  source: string;
  confidence: Confidence;
  /** [under 14 days, 14-21, 21-28] in minor units, by tier (US large standard split at 3 lb). */
  rows: Partial<Record<SizeTier | 'largeStandardOver3lb', [number, number, number]>>;
}

export const LOW_INVENTORY_TABLES: readonly LilTable[] = [
  {
    id: 'us-lil-2026',
    marketplaces: ['US'],
    effectiveFrom: '2026-01-15',
    source: '[C-PZ-NA]; range matches [3P-BIGINTERNET-LIL]; rules [A-LIL-FORUM] (reference §1.10)',
    confidence: 'medium',
    rows: {
      smallStandard: [89, 63, 32],
      largeStandard: [97, 70, 36],
      largeStandardOver3lb: [111, 87, 47],
      smallBulky: [185, 102, 51],
      largeBulky: [209, 115, 57],
    },
  },
  {
    id: 'eu-lil-2026',
    marketplaces: ['UK', 'DE', 'FR', 'IT', 'ES'],
    effectiveFrom: '2026-02-01',
    source: '[C-PZ-EU] (reference §3.11); exact EU rules and exemptions unconfirmed',
    confidence: 'low',
    rows: {
      lightEnvelope: [27, 18, 16],
      standardEnvelope: [41, 25, 18],
      largeEnvelope: [46, 27, 18],
      extraLargeEnvelope: [46, 27, 18],
      smallParcel: [46, 27, 18],
      standardParcel: [67, 35, 21],
    },
  },
];

export const LIL_THRESHOLD_DAYS = 28;

export interface LowInventoryInput {
  marketplace: MarketplaceCode;
  tier: SizeTier;
  /** US large standard: shipping weight over 3 lb has its own row. */
  shippingWeightOz?: number;
  shortTermDaysOfSupply: number;
  longTermDaysOfSupply: number;
  date: Date;
  /** Grocery, the first 365 days of a new seller, the first 180 days of a new-to-FBA product, ≥ 70 % AWD, < 20 units in 7 days. */
  exempt?: boolean;
}

/** The fee per unit (minor units) and its table, or null when none applies. */
export function lowInventoryLevelFee(o: LowInventoryInput) {
  if (o.exempt) return null;
  const high = Math.max(o.shortTermDaysOfSupply, o.longTermDaysOfSupply);
  if (high >= LIL_THRESHOLD_DAYS) return null;
  const day = o.date.toISOString().slice(0, 10);
  const table = LOW_INVENTORY_TABLES.find(
    (t) => t.marketplaces.includes(o.marketplace) && t.effectiveFrom <= day,
  );
  if (!table) return null;
  const key = o.tier === 'largeStandard' && (o.shippingWeightOz ?? 0) > 48 ? 'largeStandardOver3lb' : o.tier;
  const row = table.rows[key];
  if (!row) return null;
  const feeMinor = high < 14 ? row[0] : high < 21 ? row[1] : row[2];
  return { feeMinor, table: table.id, source: table.source, confidence: table.confidence };
}
