/**
 * Monthly storage fee of one unit: its volume × the card's rate for its size class and the month
 * (peak October-December). Kept unrounded per unit (fractions of a cent add up over many units);
 * round when showing. Also the US storage utilisation and aged-inventory surcharges as functions
 * of their inputs (not part of a per-order estimate). See docs/toolkit.md "Monthly storage".
 */
import type { CurrencyCode, MarketplaceCode } from '../marketplaces.ts';
import type { SizeTier } from './fba-card-types.ts';
import { type CardRef, cardInForce, cardRef } from './rate-card.ts';
import {
  STORAGE_CARDS,
  type StorageCard,
  US_AGED_INVENTORY_2026,
  US_STORAGE_UTILISATION_2024,
} from './storage-cards.ts';
import { CM_PER_INCH, CUBIC_INCHES_PER_CUBIC_FOOT } from './units.ts';

export interface StorageFeeInput {
  sidesIn: [number, number, number];
  tier: SizeTier;
  /** The month billed (its UTC month decides peak or off-peak). */
  month: Date;
  marketplace?: MarketplaceCode;
  /** Clothing, shoes, bags (EU own rate) or dangerous goods (US own rate). */
  productClass?: 'standard' | 'apparel' | 'dangerousGoods';
  cards?: readonly StorageCard[];
}

export interface StorageFeeResult {
  /** Per unit per month, in minor units, unrounded. */
  feeMinor: number;
  currency: CurrencyCode;
  cubicFeet: number;
  /** The volume the rate is per (ft³ or m³). */
  volume: number;
  volumeUnit: 'ft3' | 'm3';
  peak: boolean;
  sizeClass: 'standard' | 'oversize';
  rateMinorPerUnitVolume: number;
  card: CardRef;
}

export const cubicFeetOf = (sidesIn: [number, number, number]) =>
  (sidesIn[0] * sidesIn[1] * sidesIn[2]) / CUBIC_INCHES_PER_CUBIC_FOOT;
const cubicMetresOf = (sidesIn: [number, number, number]) =>
  sidesIn.reduce((v, s) => v * ((s * CM_PER_INCH) / 100), 1);

export function storageFee(input: StorageFeeInput): StorageFeeResult | null {
  const cards = (input.cards ?? STORAGE_CARDS).filter((c) => c.marketplace === (input.marketplace ?? 'US'));
  if (cards.length === 0) return null;
  if (input.sidesIn.some((s) => !Number.isFinite(s) || s <= 0)) throw new RangeError('sides must be > 0');
  const card = cardInForce(cards, input.month);
  const sizeClass = card.oversizeTiers.includes(input.tier) ? 'oversize' : 'standard';
  const peak = card.peakMonths.includes(input.month.getUTCMonth() + 1);
  const rates =
    input.productClass === 'dangerousGoods' && card.dangerousGoods
      ? card.dangerousGoods[sizeClass]
      : input.productClass === 'apparel' && card.apparel && sizeClass === 'standard'
        ? card.apparel
        : card[sizeClass];
  const rate = rates[peak ? 'peakMinor' : 'offPeakMinor'];
  const cubicFeet = cubicFeetOf(input.sidesIn);
  const volume = card.volumeUnit === 'ft3' ? cubicFeet : cubicMetresOf(input.sidesIn);
  return {
    feeMinor: volume * rate,
    currency: card.currency,
    cubicFeet,
    volume,
    volumeUnit: card.volumeUnit,
    peak,
    sizeClass,
    rateMinorPerUnitVolume: rate,
    card: cardRef(card),
  };
}

/** US total storage rate per ft³ (base + utilisation surcharge) for a storage-utilisation ratio in weeks. */
export function usStorageUtilisationRate(
  ratioWeeks: number,
  sizeClass: 'standard' | 'oversize',
  peak: boolean,
) {
  const row =
    US_STORAGE_UTILISATION_2024.rows.find(([upTo]) => upTo === null || ratioWeeks <= upTo) ??
    US_STORAGE_UTILISATION_2024.rows[US_STORAGE_UTILISATION_2024.rows.length - 1];
  return row[sizeClass === 'standard' ? (peak ? 2 : 1) : peak ? 4 : 3];
}

/** US aged-inventory surcharge (2026) for `units` units of `cubicFeet` total volume aged `ageDays`. */
export function usAgedInventorySurcharge(o: {
  ageDays: number;
  cubicFeet: number;
  units: number;
  category?: string;
}): number {
  const row = US_AGED_INVENTORY_2026.rows.find(
    ([from, to]) => o.ageDays >= from && (to === null || o.ageDays <= to),
  );
  if (!row) return 0;
  const [from, , perFt3, perUnit] = row;
  const exempt = (US_AGED_INVENTORY_2026.exemptBelowDay271 as readonly string[]).includes(o.category ?? '');
  if (exempt && from < 271) return 0;
  return Math.max(Math.round(o.cubicFeet * perFt3), o.units * perUnit);
}
