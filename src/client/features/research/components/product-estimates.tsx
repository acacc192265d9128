import { useTranslation } from 'react-i18next';
import { FeeBreakdown } from '#client/features/fees/index.ts';
import { formatNumber, formatShortDate } from '#client/lib/format.ts';
import { estimateMonthlyUnits, unitsFigure } from '#domain/estimators/monthly-units.ts';
import { trendGap } from '#domain/estimators/trend.ts';
import type { ProductDetail } from '../api/product-detail.ts';
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
  const { t, i18n } = useTranslation(['research', 'research-results'], { nsMode: 'fallback' });
  const label = useEstimateLabels();
  const n = (v: number) => formatNumber(v, i18n.language);
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
      <section aria-labelledby="detail-fees" className="mt-4" data-testid="detail-fees">
        <h4 id="detail-fees" className="mb-1 font-semibold">
          {t('detail.feesTitle')}
        </h4>
        {p.economics ? (
          <FeeBreakdown economics={p.economics} />
        ) : (
          <p className="text-sm text-muted-foreground">{t('detail.feesNoPrice')}</p>
        )}
      </section>
      <p className="mt-3 text-xs text-muted-foreground">{t('detail.estimatesNote')}</p>
    </section>
  );
}

/**
 * Why the product shows no trend (src/domain/estimators/trend.ts): one observation, observations too
 * close together, no sales figure — and what would give one.
 */
function TrendGapNote({ history }: { history: ProductDetail['history'] }) {
  const { t, i18n } = useTranslation(['research', 'research-results'], { nsMode: 'fallback' });
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
