import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FigureOriginLabel } from '#client/components/figure-origin.tsx';
import { lazyChart } from '#client/components/lazy-chart.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { formatNumber } from '#client/lib/format.ts';
import { useErrorMessage } from '#client/lib/use-error-message.ts';
import type { MarginEstimate } from '#contracts/estimates.ts';
import type { MarketplaceCode } from '#domain/marketplaces.ts';
import { useProductDetail } from '../api/product-detail.ts';
import { FavouriteToggle } from './favourite-toggle.tsx';
import { marginLabel } from './product-card.tsx';
import { ScoreBreakdown } from './score-breakdown.tsx';
import { useEstimateLabels } from './use-estimate-labels.ts';

const ProductHistoryChart = lazyChart(() =>
  import('./product-history-chart.tsx').then((m) => m.ProductHistoryChart),
);

/** "Analyze": one product's estimates with their inputs, and its history when there is one. */
export function ProductDetailDialog({
  marketplace,
  asin,
  onClose,
}: {
  marketplace: MarketplaceCode;
  asin: string | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('research');
  const label = useEstimateLabels();
  const errorMessage = useErrorMessage();
  const { data, isPending, error } = useProductDetail(marketplace, asin);
  const p = data?.product;
  const n = (v: number) => formatNumber(v, i18n.language);
  const fbaLine = (m: MarginEstimate) => {
    const fee = label.money(m.fbaFeeCents, p?.currency ?? 'USD');
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
    <Dialog open={!!asin} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle className="pr-6">{p?.title ?? t('detail.loading')}</DialogTitle>
          <DialogDescription>
            {p ? (
              <>
                {`${p.asin} · ${p.categoryPath ?? t('card.noCategory')} · `}
                <FigureOriginLabel origin={{ source: p.source, at: p.observedAt }} className="text-sm" />
              </>
            ) : (
              asin
            )}
          </DialogDescription>
        </DialogHeader>
        {isPending ? (
          <Skeleton className="h-64" />
        ) : error || !p || !data ? (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(error)}
          </p>
        ) : (
          <div className="grid gap-5">
            <div className="flex flex-wrap items-center gap-3">
              <ScoreBreakdown opportunity={p.opportunity} />
              <FavouriteToggle productId={p.id} isFavourite={p.isFavourite} title={p.title} />
              {p.productUrl && (
                <a
                  href={p.productUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-1 text-sm text-primary underline-offset-4 hover:underline"
                >
                  {t('detail.onAmazon')} <ExternalLink className="size-3.5" aria-hidden="true" />
                </a>
              )}
            </div>
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
                          percent: n(
                            Math.round((p.margin.referralFeeCents / p.margin.priceCents) * 1000) / 10,
                          ),
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
            {data.history.length >= 2 ? (
              <ProductHistoryChart history={data.history} currency={p.currency} />
            ) : (
              <p className="text-sm text-muted-foreground">{t('detail.oneObservation')}</p>
            )}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
