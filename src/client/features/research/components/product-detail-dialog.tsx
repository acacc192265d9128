import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FigureOriginLabel } from '#client/components/figure-origin.tsx';
import { HistoryRangeChoice, HistoryWindowNote } from '#client/components/history-window.tsx';
import { lazyChart } from '#client/components/lazy-chart.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import { QueryStates } from '#client/components/ui/query-states.tsx';
import { useCategoryName } from '#client/lib/use-category-name.ts';
import { useErrorMessage } from '#client/lib/use-error-message.ts';
import type { MarketplaceCode } from '#domain/marketplaces.ts';
import { useProductDetail } from '../api/product-detail.ts';
import { FavouriteToggle } from './favourite-toggle.tsx';
import { SourcingFlags } from './product-card.tsx';
import { ProductEstimates } from './product-estimates.tsx';
import { ScoreBreakdown } from './score-breakdown.tsx';

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
  const { t } = useTranslation(['research', 'research-results'], { nsMode: 'fallback' });
  const category = useCategoryName();
  const errorMessage = useErrorMessage();
  const [days, setDays] = useState(0);
  const detail = useProductDetail(marketplace, asin, days);
  const shown = detail.data?.product;

  return (
    <Dialog open={!!asin} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle className="pr-6">{shown?.title ?? t('detail.loading')}</DialogTitle>
          <DialogDescription>
            {shown ? (
              <>
                {`${shown.asin} · ${shown.categoryPath ? category.path(shown.categoryPath) : t('card.noCategory')} · `}
                <FigureOriginLabel
                  origin={{ source: shown.source, at: shown.observedAt }}
                  className="text-sm"
                />
              </>
            ) : (
              asin
            )}
          </DialogDescription>
        </DialogHeader>
        <QueryStates query={detail} skeletonClassName="h-64" loadError={errorMessage(detail.error)}>
          {({ product: p, ...data }) => (
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
              <SourcingFlags flags={p.sourcingFlags ?? []} />
              <ProductEstimates product={p} history={data.history} />
              <section aria-labelledby="detail-history" className="grid gap-2">
                <h3 id="detail-history" className="font-semibold">
                  {t('detail.historyTitle')}
                </h3>
                <HistoryRangeChoice days={days} onChange={setDays} />
                {data.history.length >= 2 ? (
                  <ProductHistoryChart history={data.history} currency={p.currency} />
                ) : (
                  <p className="text-sm text-muted-foreground">{t('detail.oneObservation')}</p>
                )}
                <HistoryWindowNote
                  window={data.historyWindow}
                  days={days}
                  observations={data.historyObservations}
                  shown={data.history.length}
                />
              </section>
            </div>
          )}
        </QueryStates>
      </DialogContent>
    </Dialog>
  );
}
