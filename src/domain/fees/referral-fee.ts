/**
 * Referral fee of one sale: max(per-item minimum, rule(price)) plus any tax surcharge, from the
 * card in force for the marketplace on the given date. See docs/toolkit.md "Referral fee".
 */
import { type CurrencyCode, MARKETPLACES, type MarketplaceCode } from '../marketplaces.ts';
import { feeCategoryForCatalog } from './catalog-category-map.ts';
import { type FeeCategoryId, isFeeCategoryId } from './fee-categories.ts';
import { applyBasisPoints, type CardRef, cardInForce, cardRef } from './rate-card.ts';
import { PROXY_MARKETPLACE, REFERRAL_CARDS, type ReferralCard, type ReferralRule } from './referral-cards.ts';

export interface ReferralFeeInput {
  /** Default US. */
  marketplace?: MarketplaceCode;
  /** A fee category id, or a catalog category name / path ("Luggage", "Electronics > Headphones"). */
  category: FeeCategoryId | string | null | undefined;
  /** Total sales price in minor units (cents). */
  priceMinor: number;
  /** Date of the sale, for the card in force (default today). */
  date?: Date;
  /** Cards to choose from (tests; default the shipped cards). */
  cards?: readonly ReferralCard[];
}

export interface ReferralFeeResult {
  feeMinor: number;
  currency: CurrencyCode;
  category: FeeCategoryId;
  /** false when the card has no rate of its own for the category and its default rate was used. */
  exactCategory: boolean;
  minimumApplied: boolean;
  /** fee / price in basis points (for "15.3 %" displays). */
  effectiveBp: number;
  card: CardRef;
  /** Set when another marketplace's schedule was used as an estimate. */
  proxyFrom?: MarketplaceCode;
}

/** The rule's fee on a price, before minimum and surcharge. */
export function feeOfRule(rule: ReferralRule, priceMinor: number): number {
  if (rule.kind === 'flat') return applyBasisPoints(priceMinor, rule.bp);
  if (rule.kind === 'byPrice') {
    const band =
      rule.bands.find(
        (b) => b.maxMinor === null || (b.inclusive ? priceMinor <= b.maxMinor : priceMinor < b.maxMinor),
      ) ?? rule.bands[rule.bands.length - 1];
    return applyBasisPoints(priceMinor, band.bp);
  }
  let fee = 0;
  let from = 0;
  for (const tier of rule.tiers) {
    const to = tier.upToMinor === null ? priceMinor : Math.min(priceMinor, tier.upToMinor);
    if (to > from) fee += (to - from) * tier.bp;
    from = Math.max(from, to);
    if (from >= priceMinor) break;
  }
  return Math.round(fee / 10_000);
}

export function referralFee(input: ReferralFeeInput): ReferralFeeResult | null {
  const marketplace = input.marketplace ?? 'US';
  const all = input.cards ?? REFERRAL_CARDS;
  let cards = all.filter((c) => c.marketplace === marketplace);
  let proxyFrom: MarketplaceCode | undefined;
  if (cards.length === 0) {
    const proxy = PROXY_MARKETPLACE[marketplace];
    if (!proxy) return null;
    cards = all.filter((c) => c.marketplace === proxy);
    proxyFrom = proxy;
    if (cards.length === 0) return null;
  }
  if (!Number.isFinite(input.priceMinor) || input.priceMinor < 0) throw new RangeError('price must be >= 0');
  const card = cardInForce(cards, input.date ?? new Date());
  const category = isFeeCategoryId(input.category)
    ? input.category
    : feeCategoryForCatalog(input.category).category;
  const own = card.categories[category];
  const rule = own ?? card.categories.everythingElse;
  const ruleFee = feeOfRule(rule, input.priceMinor);
  const minimumApplied = input.priceMinor > 0 && ruleFee < card.minimumMinor;
  const base = input.priceMinor === 0 ? 0 : Math.max(ruleFee, card.minimumMinor);
  const feeMinor = base + applyBasisPoints(base, card.surchargeBp);
  return {
    feeMinor,
    currency: proxyFrom ? MARKETPLACES[marketplace].currency : card.currency,
    category,
    exactCategory: own !== undefined,
    minimumApplied,
    effectiveBp: input.priceMinor > 0 ? Math.round((feeMinor / input.priceMinor) * 10_000) : 0,
    card: cardRef(card),
    ...(proxyFrom ? { proxyFrom } : {}),
  };
}

/**
 * Shortcut for margin estimates: referral fee in cents for a catalog category name/path (or fee
 * category id) and a price in cents; null where no schedule is known (amazon.co.jp).
 */
export function referralFeeCents(
  category: string | null | undefined,
  priceCents: number,
  marketplace: MarketplaceCode = 'US',
  date?: Date,
): number | null {
  return referralFee({ category, priceMinor: priceCents, marketplace, date })?.feeMinor ?? null;
}
