import type { TFunction } from 'i18next';
import { figureOriginCells } from '#client/components/figure-origin.tsx';
import type { RevenueEstimate, UnitsEstimate } from '#contracts/estimates.ts';
import type { ProductEconomics } from '#contracts/fees.ts';
import type { ProductResult } from '#contracts/research.ts';
import { toCsv } from '#domain/csv.ts';
import { type MinorUnits, money, moneyDecimal } from '#domain/money.ts';

/** An amount as a plain number in the currency's decimals ('19.99', '1500' yen). */
const decimal = (cents: MinorUnits | null, currency: string) =>
  cents === null ? null : moneyDecimal(money(cents, currency));

/** "2000+", "<50", "~395" or empty: the sales estimate with its qualifier, without separators. */
export function unitsCell(u: UnitsEstimate): string {
  if (u.method === 'badge') return `${u.lowerBound}+`;
  if (u.method === 'no_badge') return `<${u.upperBound + 1}`;
  if (u.method === 'bsr') return `~${u.units}`;
  if (u.method === 'rank_range') return `${u.low}-${u.high}`;
  return '';
}

export function revenueCell(r: RevenueEstimate, currency: string): string {
  if (!r) return '';
  const value = moneyDecimal(money(r.cents, currency));
  return r.kind === 'at_least' ? `${value}+` : r.kind === 'below' ? `<${value}` : `~${value}`;
}

/** A money range as "3.78" or "3.06-6.67". */
const rangeCell = (r: { lowMinor: MinorUnits; highMinor: MinorUnits }, currency: string) =>
  r.lowMinor === r.highMinor
    ? moneyDecimal(money(r.lowMinor, currency))
    : `${moneyDecimal(money(r.lowMinor, currency))}-${moneyDecimal(money(r.highMinor, currency))}`;

/** Amazon fees, how the size was known, what is left, margin (with a cost only) and the cost it assumes. */
export function economicsCells(e: ProductEconomics | null, currency: string): string[] {
  if (!e) return ['', '', '', '', ''];
  const m = e.marginPercent;
  const cost = e.cost
    ? e.cost.basis === 'own'
      ? `own ${moneyDecimal(money(e.cost.minor, currency))}`
      : e.cost.basis === 'assumedPercent'
        ? `assumed ${(e.cost.bp ?? 0) / 100}% of price`
        : `assumed ${moneyDecimal(money(e.cost.minor, currency))} per unit`
    : '';
  return [
    rangeCell(e.fees.amazonFees, currency),
    e.fees.size.basis,
    rangeCell(e.fees.leftAfterFees, currency),
    m && e.cost ? (m.low === m.high ? `${m.low}%` : `${m.low}-${m.high}%`) : '',
    cost,
  ];
}

/**
 * The product results export (specification §3): product name, ASIN, category, price, monthly sales,
 * estimated revenue, competition, Amazon fees (and how the package size was known), what is left
 * after them, margin (only with a cost) and that cost, rating, review count, AI score, trend, where
 * and when each product was observed, the sales estimate's measured error and the sourcing rules
 * that flag it. Headers follow the
 * page language; values with a comma or a quote are quoted by toCsv.
 */
export function productsCsv(products: ProductResult[], currency: string, t: TFunction): string {
  const header = [
    'name',
    'asin',
    'category',
    'price',
    'monthlySales',
    'revenue',
    'competition',
    'amazonFees',
    'sizeBasis',
    'leftAfterFees',
    'margin',
    'cost',
    'rating',
    'reviewCount',
    'aiScore',
    'trend',
    'source',
    'observedAt',
    'salesError',
    'sourcingFlags',
  ].map((k) => t(`research:csv.${k}`, { currency }));
  const rows = products.map((p) => [
    p.title,
    p.asin,
    p.category ?? '',
    decimal(p.priceCents, currency),
    unitsCell(p.units),
    revenueCell(p.revenue, currency),
    p.competition ? t(`research:competition.${p.competition.level}`) : '',
    ...economicsCells(p.economics, currency),
    p.rating,
    p.reviewCount,
    p.opportunity.score,
    p.trend ? t(`research:trendWord.${p.trend.direction}`) : '',
    ...figureOriginCells(t, { source: p.source, at: p.observedAt }),
    p.units.method === 'bsr' ? p.units.curve.error.medianApe : null,
    (p.sourcingFlags ?? [])
      .map(
        (f) => `${t(`research:sourcing.rule.${f.rule}`)}${f.enabled ? '' : ` ${t('research:sourcing.off')}`}`,
      )
      .join(' · '),
  ]);
  return toCsv(header, rows);
}
