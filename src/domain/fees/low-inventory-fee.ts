/**
 * Low-inventory-level fee (reference §1.10, §3.11): a per-unit addition to the FBA fee when both the
 * short-term (30-day) and long-term (90-day) historical days of supply are under 28 days; the band
 * is chosen by the higher of the two. Charged per FNSKU from 2026-01-15 (US), with exemptions.
 * Scout's per-order estimate does not charge it by default (it depends on the seller's stock); this
 * function gives it when the days of supply are known.
 */
import type { MarketplaceCode } from '../marketplaces.ts';
import type { SizeTier } from './fba-card-types.ts';
import { type CardRef, cardInForce, cardRef, type DatedCard } from './rate-card.ts';

/** The days-of-supply bands, each up to (not including) its number of days: under 14, 14–21, 21–28. */
export const LIL_BANDS_DAYS = [14, 21, 28] as const;
export const LIL_THRESHOLD_DAYS = LIL_BANDS_DAYS[LIL_BANDS_DAYS.length - 1];

type Band = [number, number, number];

/** A dated card (rate-card.ts) of the fee per unit in minor units, by tier and band. */
export interface LowInventoryCard extends DatedCard {
  marketplaces: readonly MarketplaceCode[];
  /** By tier (US large standard split at 3 lb), the fee of each band of LIL_BANDS_DAYS. */
  rows: Partial<Record<SizeTier | 'largeStandardOver3lb', Band>>;
}

export const LOW_INVENTORY_CARDS: readonly LowInventoryCard[] = [
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
  cards?: readonly LowInventoryCard[];
}

/** The fee per unit (minor units) and the card it comes from, or null when none applies. */
export function lowInventoryLevelFee(o: LowInventoryInput): { feeMinor: number; card: CardRef } | null {
  if (o.exempt) return null;
  const days = Math.max(o.shortTermDaysOfSupply, o.longTermDaysOfSupply);
  const band = LIL_BANDS_DAYS.findIndex((upTo) => days < upTo);
  if (band < 0) return null;
  const cards = (o.cards ?? LOW_INVENTORY_CARDS).filter((c) => c.marketplaces.includes(o.marketplace));
  if (cards.length === 0) return null;
  // The fee was not charged before its first card: no card in force, no fee.
  const card = cardInForce(cards, o.date);
  if (card.beforeFirst) return null;
  const key = o.tier === 'largeStandard' && (o.shippingWeightOz ?? 0) > 48 ? 'largeStandardOver3lb' : o.tier;
  const row = card.rows[key];
  return row ? { feeMinor: row[band], card: cardRef(card) } : null;
}
