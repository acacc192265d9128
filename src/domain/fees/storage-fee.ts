/**
 * Monthly storage fee of one unit: unit volume in cubic feet x the card's rate for its size class
 * and the month (peak October-December). Kept unrounded per unit (fractions of a cent add up over
 * many units); round when showing. See docs/toolkit.md "Monthly storage".
 */
import type { CurrencyCode, MarketplaceCode } from '../marketplaces.ts';
import type { SizeTier } from './fba-cards.ts';
import { type CardRef, cardInForce, cardRef } from './rate-card.ts';
import { STORAGE_CARDS, type StorageCard } from './storage-cards.ts';
import { CUBIC_INCHES_PER_CUBIC_FOOT } from './units.ts';

export interface StorageFeeInput {
  sidesIn: [number, number, number];
  tier: SizeTier;
  /** The month billed (its UTC month decides peak or off-peak). */
  month: Date;
  marketplace?: MarketplaceCode;
  cards?: readonly StorageCard[];
}

export interface StorageFeeResult {
  /** Per unit per month, in minor units, unrounded. */
  feeMinor: number;
  currency: CurrencyCode;
  cubicFeet: number;
  peak: boolean;
  sizeClass: 'standard' | 'oversize';
  rateMinorPerCubicFoot: number;
  card: CardRef;
}

export const cubicFeetOf = (sidesIn: [number, number, number]) =>
  (sidesIn[0] * sidesIn[1] * sidesIn[2]) / CUBIC_INCHES_PER_CUBIC_FOOT;

export function storageFee(input: StorageFeeInput): StorageFeeResult | null {
  const cards = (input.cards ?? STORAGE_CARDS).filter((c) => c.marketplace === (input.marketplace ?? 'US'));
  if (cards.length === 0) return null;
  if (input.sidesIn.some((s) => !Number.isFinite(s) || s <= 0)) throw new RangeError('sides must be > 0');
  const card = cardInForce(cards, input.month);
  const sizeClass = card.oversizeTiers.includes(input.tier) ? 'oversize' : 'standard';
  const peak = card.peakMonths.includes(input.month.getUTCMonth() + 1);
  const rate = card[sizeClass][peak ? 'peakMinor' : 'offPeakMinor'];
  const cubicFeet = cubicFeetOf(input.sidesIn);
  return {
    feeMinor: cubicFeet * rate,
    currency: card.currency,
    cubicFeet,
    peak,
    sizeClass,
    rateMinorPerCubicFoot: rate,
    card: cardRef(card),
  };
}
