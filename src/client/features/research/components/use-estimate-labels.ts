import { useTranslation } from 'react-i18next';
import { formatNumber, formatShortDate } from '#client/lib/format.ts';
import type { RevenueEstimate, TrendEstimate, UnitsEstimate } from '#contracts/estimates.ts';
import { formatMoney, type MinorUnits, money } from '#domain/money.ts';

/** Estimates as sellers read them: "2,000+", "< 50", "≈ 395", "—", each in the page language. */
export function useEstimateLabels() {
  const { t, i18n } = useTranslation(['research', 'research-results'], { nsMode: 'fallback' });
  const lng = i18n.language;
  const number = (n: number) => formatNumber(n, lng);
  return {
    units(u: UnitsEstimate): string {
      switch (u.method) {
        case 'badge':
          return t('units.badge', { value: number(u.lowerBound) });
        case 'no_badge':
          return t('units.noBadge', { value: number(u.upperBound + 1) });
        case 'bsr':
          return t('units.bsrWithError', { value: number(u.units), median: number(u.curve.error.medianApe) });
        case 'rank_range':
          return t('units.range', { low: number(u.low), high: number(u.high) });
        case 'no_curve':
          return t('units.noCurve');
        default:
          return '—';
      }
    },
    unitsSource(u: UnitsEstimate): string {
      switch (u.method) {
        case 'badge':
          return t('units.badgeSource');
        case 'no_badge':
          return t('units.noBadgeSource');
        case 'bsr': {
          const c = u.curve;
          return [
            t('units.bsrSource', {
              rank: number(u.rank),
              date: formatShortDate(c.fittedAt, lng),
              pairs: number(c.pairs),
              products: number(c.products),
            }),
            t('units.bsrError', {
              median: number(c.error.medianApe),
              p80: number(c.error.p80Ape),
              low: number(u.range.low),
              high: number(u.range.high),
            }),
            u.atLeast === null ? null : t('units.bsrAtLeast', { badge: number(u.atLeast) }),
            u.outsideFittedRanks
              ? t('units.bsrOutside', { min: number(c.rankMin), max: number(c.rankMax) })
              : null,
          ]
            .filter(Boolean)
            .join(' ');
        }
        case 'rank_range':
          return u.basis === 'nearby_pairs'
            ? t('units.rangeNearbySource', {
                rank: number(u.rank),
                rankLow: number(u.rankLow ?? u.rank),
                rankHigh: number(u.rankHigh ?? u.rank),
                low: number(u.low),
                high: number(u.high),
                months: number(u.count),
              })
            : t('units.rangeOtherSource', {
                rank: number(u.rank),
                low: number(u.low),
                high: number(u.high),
                categories: number(u.count),
              });
        case 'no_curve':
          return t('units.noCurveSource', { rank: number(u.rank) });
        default:
          return t('units.unknownSource');
      }
    },
    revenue(r: RevenueEstimate, currency: string): string {
      if (!r) return '—';
      return t(`revenue.${r.kind}`, { value: formatMoney(money(r.cents, currency), lng) });
    },
    money(cents: MinorUnits | null, currency: string): string {
      return cents === null ? '—' : formatMoney(money(cents, currency), lng);
    },
    trend(tr: TrendEstimate | null): string {
      return tr ? t(`trend.${tr.direction}`, { value: formatNumber(tr.changePercent, lng) }) : '—';
    },
    number,
  };
}
