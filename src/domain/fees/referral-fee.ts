/**
 * Referral fee of one sale (reference §0 step 8): max(rule(total sales price), per-item minimum),
 * plus the category's closing fee, from the card in force for the marketplace on the sale date.
 * In Europe and Japan the price is the VAT (consumption tax) inclusive total. The digital services
 * fee is not in it: it is its own line (taxes.ts). See docs/toolkit.md "Referral fee".
 */
import type { CurrencyCode, MarketplaceCode } from '../marketplaces.ts';
import { type CatalogCategoryMatch, feeCategoryForCatalog } from './catalog-category-map.ts';
import { type FeeCategoryId, isFeeCategoryId } from './fee-categories.ts';
import {
  applyBasisPoints,
  type CardRef,
  type Confidence,
  cardInForce,
  cardRef,
  leastConfident,
} from './rate-card.ts';
import {
  type PriceBand,
  type ReferralCard,
  type ReferralRule,
  type Tier,
  US_REFERRAL_2024,
} from './referral-cards.ts';
import { CA_REFERRAL_PROXY, EU_REFERRAL_CARDS, JP_REFERRAL_CARDS } from './referral-cards-intl.ts';

/** Every referral card Scout ships. Add a new schedule here (same marketplace, later effectiveFrom). */
export const REFERRAL_CARDS: readonly ReferralCard[] = [
  US_REFERRAL_2024,
  CA_REFERRAL_PROXY,
  ...EU_REFERRAL_CARDS,
  ...JP_REFERRAL_CARDS,
];

/** Whether referralFee() can price a sale on this marketplace (every marketplace has a card). */
export const hasReferralSchedule = (
  marketplace: MarketplaceCode,
  cards: readonly ReferralCard[] = REFERRAL_CARDS,
) => cards.some((c) => c.marketplace === marketplace);

export interface ReferralFeeInput {
  /** Default US. */
  marketplace?: MarketplaceCode;
  /** A fee category id, or a catalog category name / path ("Luggage", "Electronics > Headphones"). */
  category: FeeCategoryId | string | null | undefined;
  /** Total sales price in minor units (VAT included in Europe, consumption tax in Japan). */
  priceMinor: number;
  /** Date of the sale, for the card in force (default today). */
  date?: Date;
  /** Cards to choose from (tests; default the shipped cards). */
  cards?: readonly ReferralCard[];
}

export interface ReferralFeeResult {
  /** The referral fee (after the minimum), without the closing fee. */
  feeMinor: number;
  /** Closing fee per unit (media), 0 where none. */
  closingFeeMinor: number;
  currency: CurrencyCode;
  category: FeeCategoryId;
  /** How a catalog name was matched to the fee category (absent when an id was given). */
  matchedBy?: CatalogCategoryMatch['matchedBy'];
  /** false when the card has no rate of its own for the category and its default rate was used. */
  exactCategory: boolean;
  minimumApplied: boolean;
  /** The per-item minimum that applies (null: the category has none). */
  minimumMinor: number | null;
  mode: 'flat' | 'wholePrice' | 'marginal';
  /** fee / price in basis points. */
  effectiveBp: number;
  /** The one rate charged on the whole price (for "15 %" displays); null for marginal tiers or a minimum. */
  rateBp?: number | null;
  card: CardRef;
  confidence: Confidence;
  /** Set when another marketplace's schedule was used as an estimate. */
  proxyFrom?: MarketplaceCode;
}

function marginalFee(tiers: readonly Tier[], priceMinor: number, upliftBp = 0): number {
  let fee = 0;
  let from = 0;
  for (const tier of tiers) {
    const to = tier.upToMinor === null ? priceMinor : Math.min(priceMinor, tier.upToMinor);
    if (to > from) fee += (to - from) * (tier.bp + upliftBp);
    from = Math.max(from, to);
    if (from >= priceMinor) break;
  }
  return Math.round(fee / 10_000);
}

/** The one rate a rule charges on the whole price, or null where tiers are marginal. */
export function rateOfRule(rule: ReferralRule, priceMinor: number, upliftBp = 0): number | null {
  if (rule.kind === 'flat') return rule.bp + upliftBp;
  if (rule.kind === 'tiered') return null;
  const band = bandOf(rule.bands, priceMinor);
  return band.tiers ? null : band.bp + upliftBp;
}

const bandOf = (bands: readonly PriceBand[], priceMinor: number) =>
  bands.find(
    (b) => b.maxMinor === null || (b.inclusive ? priceMinor <= b.maxMinor : priceMinor < b.maxMinor),
  ) ?? bands[bands.length - 1];

/** The rule's fee on a price, before the minimum; `upliftBp` is added to every rate (Japan 2026). */
export function feeOfRule(rule: ReferralRule, priceMinor: number, upliftBp = 0): number {
  if (rule.kind === 'flat') return applyBasisPoints(priceMinor, rule.bp + upliftBp);
  if (rule.kind === 'tiered') return marginalFee(rule.tiers, priceMinor, upliftBp);
  const band = bandOf(rule.bands, priceMinor);
  return band.tiers
    ? marginalFee(band.tiers, priceMinor, upliftBp)
    : applyBasisPoints(priceMinor, band.bp + upliftBp);
}

const MODE = { flat: 'flat', byPrice: 'wholePrice', tiered: 'marginal' } as const;

const chosen = new Map<string, ReturnType<typeof cardInForce<ReferralCard>>>();

/** The referral card in force (memoised per marketplace and day for the shipped cards). */
function referralCardFor(marketplace: MarketplaceCode, date: Date, given?: readonly ReferralCard[]) {
  const pick = (cards: readonly ReferralCard[]) => {
    const own = cards.filter((c) => c.marketplace === marketplace);
    if (own.length === 0) throw new RangeError(`no referral card for ${marketplace}`);
    return cardInForce(own, date);
  };
  if (given) return pick(given);
  const key = `${marketplace}|${date.toISOString().slice(0, 10)}`;
  let card = chosen.get(key);
  if (!card) {
    if (chosen.size > 1000) chosen.clear();
    card = pick(REFERRAL_CARDS);
    chosen.set(key, card);
  }
  return card;
}

export function referralFee(input: ReferralFeeInput): ReferralFeeResult {
  const marketplace = input.marketplace ?? 'US';
  if (!Number.isFinite(input.priceMinor) || input.priceMinor < 0) throw new RangeError('price must be >= 0');
  const card = referralCardFor(marketplace, input.date ?? new Date(), input.cards);
  const match = isFeeCategoryId(input.category) ? null : feeCategoryForCatalog(input.category);
  const category = match ? match.category : (input.category as FeeCategoryId);
  const own = card.categories[category];
  const row = own ?? card.categories.everythingElse;
  const up = card.rateUplift;
  const upliftBp = up && (input.priceMinor > up.aboveMinor || up.everyPrice.includes(category)) ? up.bp : 0;
  const ruleFee = feeOfRule(row.rule, input.priceMinor, upliftBp);
  const minimumMinor = row.minimumMinor === undefined ? card.minimumMinor : row.minimumMinor;
  const minimumApplied = input.priceMinor > 0 && minimumMinor !== null && ruleFee < minimumMinor;
  const feeMinor = input.priceMinor === 0 ? 0 : minimumApplied ? (minimumMinor as number) : ruleFee;
  return {
    feeMinor,
    closingFeeMinor: input.priceMinor === 0 ? 0 : (row.closingFeeMinor ?? 0),
    currency: card.currency,
    category,
    ...(match ? { matchedBy: match.matchedBy } : {}),
    exactCategory: own !== undefined,
    minimumApplied,
    minimumMinor,
    mode: MODE[row.rule.kind],
    effectiveBp: input.priceMinor > 0 ? Math.round((feeMinor / input.priceMinor) * 10_000) : 0,
    rateBp: minimumApplied ? null : rateOfRule(row.rule, input.priceMinor, upliftBp),
    card: cardRef(card),
    // A row's own confidence replaces the card's (EU-wide cuts announced by Amazon are surer than
    // the rest of an unconfirmed euro table); an unconfirmed uplift or a date before the card lowers it.
    confidence: leastConfident(
      row.confidence ?? card.confidence,
      card.beforeFirst || upliftBp > 0 ? card.confidence : null,
      card.beforeFirst ? 'low' : null,
    ),
    ...(card.proxyFrom ? { proxyFrom: card.proxyFrom } : {}),
  };
}
