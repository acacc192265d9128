import type { TFunction } from 'i18next';
import { figureOriginCells } from '#client/components/figure-origin.tsx';
import type { RevenueEstimate, UnitsEstimate } from '#contracts/estimates.ts';
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

/**
 * The product results export (specification §3): product name, ASIN, category, price, monthly sales,
 * estimated revenue, competition, margin, rating, review count, AI score, trend, where and when
 * each product was observed, the sales estimate's measured error and the sourcing rules that flag
 * it. Headers follow the
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
    'margin',
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
    p.margin ? `${p.margin.marginPercent}%` : '',
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
