/**
 * Every FBA fulfilment card Scout ships (reference §1-§4), and the choice of the card in force for
 * a marketplace, a product class and a ship date (Amazon charges fulfilment when the unit ships,
 * reference "How to read"). Adding Amazon's next card: docs/toolkit.md "Adding a rate card".
 */
import type { MarketplaceCode } from '../marketplaces.ts';
import type { FbaCard, ProductClass } from './fba-card-types.ts';
import { CA_FBA_CARDS, JP_FBA_CARDS } from './fba-cards-ca-jp.ts';
import { EU_FBA_CARDS } from './fba-cards-eu.ts';
import { US_FBA_CARDS } from './fba-cards-us.ts';
import { cardInForce } from './rate-card.ts';

export * from './fba-card-types.ts';
export { CA_FBA_CARDS, JP_FBA_CARDS } from './fba-cards-ca-jp.ts';
export { EU_FBA_CARDS, EU_SELECTED_PARCEL_TIERS, EU_TIERS } from './fba-cards-eu.ts';
export * from './fba-cards-us.ts';

export const FBA_CARDS: readonly FbaCard[] = [
  ...US_FBA_CARDS,
  ...EU_FBA_CARDS,
  ...CA_FBA_CARDS,
  ...JP_FBA_CARDS,
];

/** Germany's FBA columns: stock in the Central Europe Programme or not (the default, +€0.26). */
export type DeProgramme = 'cep' | 'nonCep';

export interface FbaCardChoice {
  card: FbaCard & { beforeFirst?: true };
  /** No card of the product's class exists for the date: the standard (non-apparel) card is used. */
  classFallback: boolean;
}

/** Choices of the shipped cards by (marketplace, class, programme, day): asked for every product of a page. */
const chosen = new Map<string, FbaCardChoice | null>();

/** The card in force for a marketplace, product class and date (null only where no card exists at all). */
export function fbaCardFor(
  o: {
    marketplace: MarketplaceCode;
    date?: Date;
    productClass?: ProductClass;
    programme?: DeProgramme;
  },
  cards: readonly FbaCard[] = FBA_CARDS,
): FbaCardChoice | null {
  if (cards !== FBA_CARDS) return chooseCard(o, cards);
  const key = `${o.marketplace}|${o.productClass ?? 'standard'}|${o.programme ?? ''}|${(o.date ?? new Date()).toISOString().slice(0, 10)}`;
  if (!chosen.has(key)) {
    if (chosen.size > 1000) chosen.clear();
    chosen.set(key, chooseCard(o, cards));
  }
  return chosen.get(key) ?? null;
}

function chooseCard(
  o: {
    marketplace: MarketplaceCode;
    date?: Date;
    productClass?: ProductClass;
    programme?: DeProgramme;
  },
  cards: readonly FbaCard[] = FBA_CARDS,
): FbaCardChoice | null {
  const date = o.date ?? new Date();
  const wantCep = o.marketplace === 'DE' && o.programme === 'cep';
  const own = cards.filter((c) => c.marketplace === o.marketplace && (c.programme === 'cep') === wantCep);
  if (own.length === 0) return null;
  const productClass = o.productClass ?? 'standard';
  const ofClass = own.filter((c) => c.productClass === productClass);
  // A class card only counts when one is in force on the date (e.g. no 2025 apparel card is known).
  if (ofClass.length) {
    const card = cardInForce(ofClass, date);
    if (!card.beforeFirst) return { card, classFallback: false };
  }
  const standard = own.filter((c) => c.productClass === 'standard');
  return { card: cardInForce(standard, date), classFallback: productClass !== 'standard' };
}

/** Whether Scout has an FBA card for the marketplace (every marketplace does). */
export const hasFbaCard = (marketplace: MarketplaceCode) =>
  FBA_CARDS.some((c) => c.marketplace === marketplace);
