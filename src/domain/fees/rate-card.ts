/**
 * Rate cards are dated data (ADR 046, ADR 130): each card says when it takes effect and, for a
 * window such as Amazon's holiday peak, when it ends; where its figures come from; and how sure we
 * are of them. A new card (Amazon's 2027 card, say) is one more entry in a list; calculators pick the
 * card in force on the date they are asked about and report it with the fee.
 * Every number is taken from ../shared/reference/amazon-fees-2025-2026.md (§ numbers in `source`).
 */
/**
 * high: Amazon's own page, or several independent copies of Amazon's table that agree;
 * medium: one copy of Amazon's table, or third-party write-ups that agree;
 * low: unconfirmed in the reference (a single third-party or code source, or an older table).
 */
export type Confidence = 'high' | 'medium' | 'low';
export const CONFIDENCES: readonly Confidence[] = ['high', 'medium', 'low'];

export interface DatedCard {
  /** Stable id shown with every computed fee, e.g. "us-fba-2026". */
  id: string;
  /** First day the card applies, YYYY-MM-DD (UTC). */
  effectiveFrom: string;
  /** Last day it applies (inclusive); absent: until a later card replaces it. */
  effectiveTo?: string;
  /** Where the figures come from (source ids of the reference). */
  source: string;
  confidence: Confidence;
}

export const dayOf = (date: Date) => date.toISOString().slice(0, 10);

const inWindow = (card: DatedCard, day: string) =>
  card.effectiveFrom <= day && (card.effectiveTo === undefined || day <= card.effectiveTo);

/**
 * The card in force on `date`: of the cards whose window holds the date, the one that started last
 * (so a peak card replaces the year's card during its window, and the year's card is back after it).
 * Before every card, the oldest (`beforeFirst` then tells the caller it is outside the data).
 */
export function cardInForce<T extends DatedCard>(
  cards: readonly T[],
  date: Date,
): T & { beforeFirst?: true } {
  if (cards.length === 0) throw new Error('no rate card');
  const day = dayOf(date);
  const sorted = [...cards].sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom));
  let chosen: T | undefined;
  for (const card of sorted) if (inWindow(card, day)) chosen = card;
  if (chosen) return chosen;
  const started = sorted.filter((c) => c.effectiveFrom <= day && c.effectiveTo === undefined);
  if (started.length) return started[started.length - 1];
  return { ...sorted[0], beforeFirst: true };
}

/** What a computed fee reports about the card it used. */
export interface CardRef {
  id: string;
  effectiveFrom: string;
  effectiveTo: string | null;
  confidence: Confidence;
  source: string;
}
export const cardRef = (card: DatedCard): CardRef => ({
  id: card.id,
  effectiveFrom: card.effectiveFrom,
  effectiveTo: card.effectiveTo ?? null,
  confidence: card.confidence,
  source: card.source,
});

/** The least sure of several confidences (a sum is as sure as its least sure part). */
export function leastConfident(...levels: (Confidence | null | undefined)[]): Confidence {
  let worst = 0;
  for (const l of levels) if (l) worst = Math.max(worst, CONFIDENCES.indexOf(l));
  return CONFIDENCES[worst];
}

/** Basis points (1 % = 100 bp) of an amount in minor units, rounded half up to a whole minor unit. */
export const applyBasisPoints = (amountMinor: number, bp: number) => Math.round((amountMinor * bp) / 10_000);
