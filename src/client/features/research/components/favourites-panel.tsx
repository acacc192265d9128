import { FileSpreadsheet, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { QueryStates } from '#client/components/ui/query-states.tsx';
import { EmptyNote, SavedItem, SavedList } from '#client/components/ui/saved-list.tsx';
import { usePlan } from '#client/features/billing/index.ts';
import { downloadFile, todayStamp } from '#client/lib/download-file.ts';
import { toast } from '#client/lib/toast.ts';
import { useErrorMessage } from '#client/lib/use-error-message.ts';
import { MARKETPLACES } from '#domain/marketplaces.ts';
import { formatMoney, money } from '#domain/money.ts';
import { hasFeature } from '#domain/plans.ts';
import { useFavourites, useToggleFavourite } from '../api/favourites.ts';
import { favouritesCsv } from './favourites-csv.ts';
import { useEstimateLabels } from './use-estimate-labels.ts';

/** Dashboard panel: the products the seller starred, newest first, removable and exportable. */
export function FavouritesPanel() {
  const { t, i18n } = useTranslation('research');
  const lng = i18n.language;
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  const { plan } = usePlan();
  const favourites = useFavourites();
  const toggle = useToggleFavourite();
  const labels = useEstimateLabels();
  const products = favourites.data?.products ?? [];

  const exportCsv = () => {
    if (!hasFeature(plan, 'export')) {
      toast.error(t('toast.exportPaid'), {
        action: { label: t('toast.upgrade'), onClick: () => navigate('/pricing') },
      });
      return;
    }
    downloadFile(
      `scout-favourites-${todayStamp()}.csv`,
      favouritesCsv(products, t),
      'text/csv;charset=utf-8',
    );
    toast.success(t('favouritesPanel.exported'));
  };

  const remove = (productId: number) =>
    toggle.mutate(
      { productId, favourite: false },
      {
        onSuccess: () => toast.success(t('favourites.removed')),
        onError: (e) => toast.error(errorMessage(e)),
      },
    );

  return (
    <Card data-testid="favourites-panel">
      <CardHeader>
        <CardTitle>{t('favouritesPanel.title')}</CardTitle>
        <CardDescription>{t('favouritesPanel.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <QueryStates
          query={favourites}
          skeletonClassName={['h-12', 'h-12']}
          loadError={t('favouritesPanel.loadError')}
          isEmpty={products.length === 0}
          empty={
            <EmptyNote to="/product-research" link={t('favouritesPanel.find')}>
              {t('favouritesPanel.empty')}
            </EmptyNote>
          }
        >
          <SavedList label={t('favouritesPanel.title')} className="max-h-96">
            {products.map((p) => (
              <SavedItem
                key={p.id}
                testId="favourite-product"
                onRemove={() => remove(p.id)}
                busy={toggle.isPending}
                removeLabel={t('favourites.remove', { title: p.title })}
                removeText={t('favouritesPanel.remove')}
                icon={<Star className="size-4 fill-current text-amber-500" aria-hidden="true" />}
                name={p.title}
                detail={t('favouritesPanel.line', {
                  asin: p.asin,
                  domain: MARKETPLACES[p.marketplace].domain,
                  price: p.priceCents === null ? '—' : formatMoney(money(p.priceCents, p.currency), lng),
                  units: labels.units(p.units),
                  score: p.opportunity.score ?? '—',
                })}
              />
            ))}
          </SavedList>
        </QueryStates>
        <div>
          <Button variant="outline" size="sm" onClick={exportCsv} disabled={products.length === 0}>
            <FileSpreadsheet className="size-4" aria-hidden="true" />
            {t('favouritesPanel.exportCsv')}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
