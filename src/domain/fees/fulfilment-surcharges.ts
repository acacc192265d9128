/**
 * Percentage surcharges on the FBA fulfilment fee, dated (reference §1.7, §3.9): a separate line
 * on top of the card's fee (peak cards too), never folded into the rate tables. Applied to the
 * rate-card fee only; whether Amazon applies it to add-ons (overmax, packaging) is unconfirmed.
 * Rounded half up to the minor unit (Amazon's rounding rule is unconfirmed, reference §1.7).
 */
import type { MarketplaceCode } from '../marketplaces.ts';
import { type Confidence, type DatedCard, dayOf } from './rate-card.ts';

export interface PercentSurcharge extends DatedCard {
  kind: 'fuelAndLogistics';
  marketplaces: readonly MarketplaceCode[];
  /** Basis points of the fulfilment fee (350 = 3.5 %). */
  bp: number;
}

export const FULFILMENT_SURCHARGES: readonly PercentSurcharge[] = [
  {
    id: 'na-fuel-2026',
    kind: 'fuelAndLogistics',
    marketplaces: ['US', 'CA'],
    effectiveFrom: '2026-04-17',
    bp: 350,
    source:
      '[3P-DAILYSCOUT] (cites CNBC, Supply Chain Dive), [3P-SELLERDAILY] (cites Seller Central), [3P-CRATEFIT], [C-PZ-SURCH] (reference §1.7)',
    confidence: 'medium',
  },
  {
    id: 'eu-fuel-2026',
    kind: 'fuelAndLogistics',
    marketplaces: ['UK', 'DE', 'FR', 'IT', 'ES'],
    effectiveFrom: '2026-04-17',
    bp: 150,
    source:
      '[C-PZ-SURCH], [C-UK-CALC-FAQ] only: no Amazon page or article confirms it (reference §3.9, UNCONFIRMED)',
    confidence: 'low' satisfies Confidence,
  },
];

/** The surcharges in force on the marketplace on the ship date. */
export const surchargesInForce = (
  marketplace: MarketplaceCode,
  date: Date,
  surcharges: readonly PercentSurcharge[] = FULFILMENT_SURCHARGES,
) => {
  const day = dayOf(date);
  return surcharges.filter(
    (s) =>
      s.marketplaces.includes(marketplace) &&
      s.effectiveFrom <= day &&
      (s.effectiveTo === undefined || day <= s.effectiveTo),
  );
};
