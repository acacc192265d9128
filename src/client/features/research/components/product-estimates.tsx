import { useTranslation } from 'react-i18next';
import { formatNumber, formatShortDate } from '#client/lib/format.ts';
import type { MarginEstimate } from '#contracts/estimates.ts';
import { estimateMonthlyUnits, unitsFigure } from '#domain/estimators/monthly-units.ts';
import { trendGap } from '#domain/estimators/trend.ts';
import type { ProductDetail } from '../api/product-detail.ts';
import { marginLabel } from './product-card.tsx';
import { useEstimateLabels } from './use-estimate-labels.ts';

/** The product's estimates (sales, revenue, margin, competition, trend, rating), each with how it is made. */
export function ProductEstimates({
  product: p,
  history = [],
}: {
  product: ProductDetail['product'];
  /** The product's observations: why it has no trend, when it has none. */
  history?: ProductDetail['history'];
}) {
  const { t, i18n } = useTranslation('research');
  const label = useEstimateLabels();
  const n = (v: number) => formatNumber(v, i18n.language);
  const fbaLine = (m: MarginEstimate) => {
    const fee = label.money(m.fbaFeeCents, p.currency);
    switch (m.fba.kind) {
      case 'exact':
        return t('detail.fbaExact', { fee, tier: t(`detail.sizeTier.${m.fba.tier}`) });
      case 'typical':
        return t('detail.fbaTypical', {
          fee,
          tier: t(`detail.sizeTier.${m.fba.tier}`),
          count: m.fba.products,
        });
      default:
        return t(m.fba.reason === 'no_fba_card' ? 'detail.fbaNoCard' : 'detail.fbaNoPackage');
    }
  };

  return (
    <section aria-labelledby="detail-estimates">
      <h3 id="detail-estimates" className="mb-2 font-semibold">
        {t('detail.estimates')}
      </h3>
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-muted-foreground">{t('card.sales')}</dt>
          <dd className="font-medium">{label.units(p.units)}</dd>
          <dd className="text-xs text-muted-foreground">{label.unitsSource(p.units)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t('card.revenue')}</dt>
          <dd className="font-medium">{label.revenue(p.revenue, p.currency)}</dd>
          <dd className="text-xs text-muted-foreground">{t('detail.revenueHow')}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t(marginLabel(p.margin))}</dt>
          {p.margin ? (
            <>
              <dd className="font-medium">{n(p.margin.marginPercent)} %</dd>
              <dd className="text-xs text-muted-foreground">
                {t('detail.marginHow', {
                  price: label.money(p.margin.priceCents, p.currency),
                  fee: label.money(p.margin.referralFeeCents, p.currency),
                  net: label.money(p.margin.netCents, p.currency),
                  percent: n(Math.round((p.margin.referralFeeCents / p.margin.priceCents) * 1000) / 10),
                })}
              </dd>
              <dd className="text-xs text-muted-foreground">{fbaLine(p.margin)}</dd>
              <dd className="text-xs text-muted-foreground">{t('detail.productCostUnknown')}</dd>
            </>
          ) : (
            <dd className="font-medium">—</dd>
          )}
        </div>
        <div>
          <dt className="text-muted-foreground">{t('card.competition')}</dt>
          {p.competition ? (
            <>
              <dd className="font-medium">
                {t(`competition.${p.competition.level}`)} · {p.competition.score}/100
              </dd>
              <dd className="text-xs text-muted-foreground">
                {t(
                  p.competition.leadersMedianReviews === null
                    ? 'detail.competitionHowNoReviews'
                    : 'detail.competitionHow',
                  {
                    listings: n(p.competition.listingCount),
                    reviews:
                      p.competition.leadersMedianReviews === null
                        ? ''
                        : n(p.competition.leadersMedianReviews),
                    rating:
                      p.competition.leadersAverageRating === null
                        ? t('detail.unknownValue')
                        : n(p.competition.leadersAverageRating),
                  },
                )}
              </dd>
              {p.competition.sizeBasis === 'catalog' && (
                <dd className="text-xs text-muted-foreground">{t('detail.competitionSampleSize')}</dd>
              )}
            </>
          ) : (
            <>
              <dd className="font-medium">{t('competition.notEnoughData')}</dd>
              <dd className="text-xs text-muted-foreground">{t('detail.competitionNotEnough')}</dd>
            </>
          )}
        </div>
        <div>
          <dt className="text-muted-foreground">{t('card.trend')}</dt>
          <dd className="font-medium">{label.trend(p.trend)}</dd>
          {!p.trend && <TrendGapNote history={history} />}
        </div>
        <div>
          <dt className="text-muted-foreground">{t('card.rating')}</dt>
          <dd className="font-medium">
            {p.rating === null ? '—' : `${n(p.rating)} ★`}{' '}
            {p.reviewCount === null
              ? t('detail.reviewsUnknown')
              : t('detail.reviews', { count: p.reviewCount })}
          </dd>
        </div>
      </dl>
      <p className="mt-3 text-xs text-muted-foreground">{t('detail.estimatesNote')}</p>
    </section>
  );
}

/**
 * Why the product shows no trend (src/domain/estimators/trend.ts): one observation, observations too
 * close together, no sales figure — and what would give one.
 */
function TrendGapNote({ history }: { history: ProductDetail['history'] }) {
  const { t, i18n } = useTranslation('research');
  const gap = trendGap(
    history.map((h) => ({
      at: new Date(h.observedAt),
      value: unitsFigure(
        estimateMonthlyUnits({ boughtLastMonth: h.boughtLastMonth, bestSellersRank: h.bestSellersRank }),
      ),
    })),
  );
  if (!gap) return null;
  const text =
    gap.reason === 'one_observation'
      ? t('trendGap.oneObservation', { date: formatShortDate(gap.at, i18n.language) })
      : gap.reason === 'too_close'
        ? t('trendGap.tooClose', { count: gap.observations, days: gap.spanDays })
        : t(gap.reason === 'no_figure' ? 'trendGap.noFigure' : 'trendGap.fromZero');
  return (
    <dd className="text-xs text-muted-foreground" data-testid="trend-gap">
      {text}
    </dd>
  );
}
