/**
 * The seller's margin over a period, from their own sales (revenue and units per ASIN, from
 * Business Reports or the SP-API sync) and the costs they entered per ASIN (docs/seller-data.md
 * "Margin"):
 *
 *   margin % = (revenue − Σ units × (unit cost + Amazon fees per unit)) / revenue
 *
 * where revenue excludes VAT for a seller registered for it on the marketplace (`vatBp`: the sales
 * of Business Reports and the order reports include VAT on the European stores and Japan's
 * consumption tax; Amazon's fees are quoted without it).
 *
 * over the products that have costs; the others are left out and reported as coverage (how many
 * products and what share of the revenue the margin covers). All money in minor units of one
 * currency (the marketplace's).
 */
import { type MinorUnits, minorUnits } from '../money.ts';

export interface ProductUnitCosts {
  unitCostMinor: number;
  feesPerUnitMinor: number;
}

export interface ProductSales {
  asin: string;
  revenueMinor: number;
  units: number;
  /** null: the seller has not entered this product's costs. */
  costs: ProductUnitCosts | null;
}

export interface SellerMargin {
  /** Percentage, one decimal; null when no product with costs has revenue (`reason`). */
  marginPercent: number | null;
  reason: 'costs_unknown' | 'no_revenue' | null;
  /** Revenue, costs and profit of the products with costs. */
  revenueMinor: MinorUnits;
  costsMinor: MinorUnits;
  profitMinor: MinorUnits;
  coverage: {
    products: number;
    productsWithCosts: number;
    totalRevenueMinor: MinorUnits;
    /** Share of the total revenue covered by products with costs, percent with one decimal; null without revenue. */
    revenueSharePercent: number | null;
  };
}

const percent = (part: number, whole: number) => Math.round((part / whole) * 1000) / 10;

/** VAT (basis points) inside the seller's revenue that is not theirs (0: not registered, or none). */
export interface MarginOptions {
  vatBp?: number;
}
const withoutVat = (revenueMinor: number, o: MarginOptions) =>
  o.vatBp ? Math.round((revenueMinor * 10_000) / (10_000 + o.vatBp)) : revenueMinor;

/** A product's own margin (percent, one decimal), or null without costs or revenue. */
export function productMarginPercent(p: ProductSales, o: MarginOptions = {}): number | null {
  if (!p.costs || p.revenueMinor <= 0) return null;
  const revenue = withoutVat(p.revenueMinor, o);
  return percent(revenue - productCostsMinor(p.units, p.costs), revenue);
}

export const productCostsMinor = (units: number, c: ProductUnitCosts) =>
  units * (c.unitCostMinor + c.feesPerUnitMinor);

export function sellerMargin(products: readonly ProductSales[], o: MarginOptions = {}): SellerMargin {
  const costed = products.filter((p) => p.costs !== null);
  const totalRevenueMinor = products.reduce((s, p) => s + withoutVat(p.revenueMinor, o), 0);
  const revenueMinor = costed.reduce((s, p) => s + withoutVat(p.revenueMinor, o), 0);
  const costsMinor = costed.reduce((s, p) => s + productCostsMinor(p.units, p.costs as ProductUnitCosts), 0);
  const profitMinor = revenueMinor - costsMinor;
  const reason = costed.length === 0 ? 'costs_unknown' : revenueMinor <= 0 ? 'no_revenue' : null;
  return {
    marginPercent: reason ? null : percent(profitMinor, revenueMinor),
    reason,
    revenueMinor: minorUnits(revenueMinor),
    costsMinor: minorUnits(costsMinor),
    profitMinor: minorUnits(profitMinor),
    coverage: {
      products: products.length,
      productsWithCosts: costed.length,
      totalRevenueMinor: minorUnits(totalRevenueMinor),
      revenueSharePercent: totalRevenueMinor > 0 ? percent(revenueMinor, totalRevenueMinor) : null,
    },
  };
}
