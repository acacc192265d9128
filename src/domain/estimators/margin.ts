/**
 * Margin and profit, only where a product cost is known (docs/estimators.md "Margin"; ADR 131):
 * the seller's own cost for their products, or the research cost assumption they set in settings
 * (landed cost as a share of the price, or per unit; default 25 % of the price), which every figure
 * that uses it states. Without a cost there is no margin: pages show Amazon's fees and what is left
 * after them (src/domain/fees/estimate-fees.ts).
 *
 *   profit = left after Amazon fees − cost;   margin = profit / revenue
 *
 * (revenue: the price less VAT for a VAT-registered seller). Ranges stay ranges: an unknown size
 * gives a range of fees, so a range of profit and margin.
 */
import { type FeeEstimate, midpoint, type Range } from '../fees/estimate-fees.ts';
import { applyBasisPoints } from '../fees/rate-card.ts';
import { convertMinor, type ExchangeRateTable } from '../market/exchange-rates.ts';
import type { CurrencyCode } from '../marketplaces.ts';

/** The seller's research cost assumption (fee settings). */
export type CostAssumption =
  | { kind: 'percentOfPrice'; bp: number }
  | { kind: 'perUnit'; minor: number; currency: CurrencyCode }
  | { kind: 'none' };

export const DEFAULT_COST_ASSUMPTION: CostAssumption = { kind: 'percentOfPrice', bp: 2500 };

/** The cost a figure uses and where it comes from. */
export interface CostFigure {
  minor: number;
  basis: 'own' | 'assumedPercent' | 'assumedPerUnit';
  /** assumedPercent: the share of the price. */
  bp?: number;
  /** assumedPerUnit in another currency: the amount entered and the exchange-rate table's date. */
  converted?: { minor: number; currency: CurrencyCode; ratesDate: string };
}

export interface ProductEconomics {
  fees: FeeEstimate;
  cost: CostFigure | null;
  profit: Range | null;
  /** Percent of the revenue, one decimal; low ≤ high. */
  marginPercent: { low: number; high: number } | null;
}

/** The cost of one unit under an assumption, in the estimate's currency; null for 'none'. */
export function assumedCost(
  assumption: CostAssumption,
  fees: Pick<FeeEstimate, 'priceMinor' | 'currency'>,
  rates?: ExchangeRateTable,
): CostFigure | null {
  switch (assumption.kind) {
    case 'none':
      return null;
    case 'percentOfPrice':
      return {
        minor: applyBasisPoints(fees.priceMinor, assumption.bp),
        basis: 'assumedPercent',
        bp: assumption.bp,
      };
    case 'perUnit': {
      if (assumption.currency === fees.currency) return { minor: assumption.minor, basis: 'assumedPerUnit' };
      if (!rates) return null;
      return {
        minor: convertMinor(assumption.minor, assumption.currency, fees.currency, rates),
        basis: 'assumedPerUnit',
        converted: { minor: assumption.minor, currency: assumption.currency, ratesDate: rates.date },
      };
    }
  }
}

const percentOf = (part: number, whole: number) => Math.round((part / whole) * 1000) / 10;

/** Profit and margin of a fee estimate with a cost (null cost: fees and what is left only). */
export function productEconomics(fees: FeeEstimate, cost: CostFigure | null): ProductEconomics {
  if (!cost || fees.revenueMinor <= 0) return { fees, cost, profit: null, marginPercent: null };
  const profit = {
    lowMinor: fees.leftAfterFees.lowMinor - cost.minor,
    highMinor: fees.leftAfterFees.highMinor - cost.minor,
  };
  return {
    fees,
    cost,
    profit,
    marginPercent: {
      low: percentOf(profit.lowMinor, fees.revenueMinor),
      high: percentOf(profit.highMinor, fees.revenueMinor),
    },
  };
}

/** The share of the revenue left after Amazon's fees (no cost): the opportunity score reads it. */
export const leftAfterFeesPercent = (fees: FeeEstimate) =>
  fees.revenueMinor > 0 ? percentOf(midpoint(fees.leftAfterFees), fees.revenueMinor) : null;

/** One margin figure for filters and sorting: the middle of the range. */
export const marginMidpoint = (e: ProductEconomics) =>
  e.marginPercent ? Math.round(((e.marginPercent.low + e.marginPercent.high) / 2) * 10) / 10 : null;
