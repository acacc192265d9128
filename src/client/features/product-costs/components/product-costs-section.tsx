import { Calculator } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { EmptyNote, QueryStates } from '#client/components/ui/query-states.tsx';
import type { MarketplaceCode } from '#domain/marketplaces.ts';
import { useProductCosts } from '../api/product-costs.ts';
import { ProductCostRow } from './product-cost-row.tsx';

const FIRST_ROWS = 10;

/**
 * "Product costs" on the analytics dashboard (elite): the seller's products from their sales data,
 * each with its unit cost and Amazon fees per unit, which the margins are computed from.
 */
export function ProductCostsSection({ marketplace }: { marketplace: MarketplaceCode | null }) {
  const { t } = useTranslation('product-costs');
  const costs = useProductCosts(marketplace);
  const data = costs.data;
  const [showAll, setShowAll] = useState(false);
  const rows = data?.products ?? [];
  const shown = showAll ? rows : rows.slice(0, FIRST_ROWS);
  const loaded = data !== undefined;

  // Arriving from the dashboard's "Enter product costs" (/analytics#product-costs): go to the section.
  useEffect(() => {
    if (!loaded || window.location.hash !== '#product-costs') return;
    const heading = document.getElementById('product-costs-title');
    heading?.scrollIntoView({ block: 'start' });
    heading?.focus({ preventScroll: true });
  }, [loaded]);

  return (
    <section
      id="product-costs"
      aria-labelledby="product-costs-title"
      className="grid grid-cols-1 gap-3 scroll-mt-20"
    >
      <div>
        <h3 id="product-costs-title" tabIndex={-1} className="flex items-center gap-2 font-semibold">
          <Calculator className="size-4 text-accent" aria-hidden="true" />
          {t('title')}
        </h3>
        <p className="text-sm text-muted-foreground">{t('description')}</p>
      </div>
      <QueryStates
        query={costs}
        skeletonClassName={['h-28', 'h-28']}
        loadError={t('loadError')}
        retry={{ label: t('common:actions.retry'), onRetry: () => void costs.refetch() }}
        isEmpty={!data?.marketplace || rows.length === 0}
        empty={<EmptyNote>{t('empty')}</EmptyNote>}
      >
        {({ marketplace, currency }) => (
          <>
            <p className="text-xs text-muted-foreground">
              {t('counts', {
                count: rows.length,
                withCosts: rows.filter((r) => r.costs).length,
              })}
            </p>
            <ul className="grid grid-cols-1 gap-2">
              {shown.map((row) => (
                <ProductCostRow
                  key={`${marketplace}-${row.asin}`}
                  row={row}
                  marketplace={marketplace as MarketplaceCode}
                  currency={currency ?? 'USD'}
                />
              ))}
            </ul>
            {rows.length > shown.length && (
              <Button variant="outline" className="justify-self-start" onClick={() => setShowAll(true)}>
                {t('showAll', { count: rows.length })}
              </Button>
            )}
          </>
        )}
      </QueryStates>
    </section>
  );
}
