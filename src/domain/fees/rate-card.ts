/**
 * Rate cards are dated data: each card says when it takes effect, where its figures come from and
 * how sure we are of them. A new card (for example Amazon's 2026 fulfilment card) is one more entry
 * in the list; calculators pick the card in force on the date they are asked about.
 */
export interface DatedCard {
  /** Stable id shown with every computed fee, e.g. "us-fba-2024". */
  id: string;
  /** First day the card applies, YYYY-MM-DD (UTC). */
  effectiveFrom: string;
  /** Where the figures come from. */
  source: string;
  /** high: Amazon's published table; medium: summarised by seller-industry write-ups or partly inferred. */
  confidence: 'high' | 'medium';
}

/** The card in force on `date`: the latest effectiveFrom on or before it; before every card, the oldest. */
export function cardInForce<T extends DatedCard>(cards: readonly T[], date: Date): T {
  if (cards.length === 0) throw new Error('no rate card');
  const day = date.toISOString().slice(0, 10);
  const sorted = [...cards].sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom));
  let chosen = sorted[0];
  for (const card of sorted) if (card.effectiveFrom <= day) chosen = card;
  return chosen;
}

/** What a computed fee reports about the card it used. */
export interface CardRef {
  id: string;
  effectiveFrom: string;
  confidence: DatedCard['confidence'];
}
export const cardRef = (card: DatedCard): CardRef => ({
  id: card.id,
  effectiveFrom: card.effectiveFrom,
  confidence: card.confidence,
});

/** Basis points (1 % = 100 bp) of an amount in minor units, rounded half up to a whole minor unit. */
export const applyBasisPoints = (amountMinor: number, bp: number) => Math.round((amountMinor * bp) / 10_000);
