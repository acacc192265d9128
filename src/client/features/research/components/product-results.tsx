import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { NativeSelect } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { formatNumber } from '#client/lib/format.ts';
import type { ProductResult, ProductSearchResult } from '#contracts/research.ts';
import type { ProductPage } from '../api/product-search.ts';
import { ProductCard } from './product-card.tsx';
import { ResultsSkeleton } from './results-skeleton.tsx';

const SORTS = ['score', 'sales', 'revenue', 'price', 'rating', 'reviews', 'relevance'] as const;

/** The results area: count, sort, cards and pagination. */
export function ProductResults({
  result,
  page,
  onPage,
  loading,
  awaitingLive = false,
  onAnalyze,
}: {
  result: ProductSearchResult;
  page: ProductPage;
  onPage: (p: ProductPage) => void;
  loading: boolean;
  /** A live crawl of the keyword is under way: no results yet is not "no match". */
  awaitingLive?: boolean;
  onAnalyze: (p: ProductResult) => void;
}) {
  const { t, i18n } = useTranslation('research');
  const pages = Math.max(1, Math.ceil(result.total / page.pageSize));
  const sortValue = `${page.sort}:${page.order}`;
  return (
    <section aria-labelledby="results-title" className="grid min-w-0 grid-cols-1 gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="results-title" className="text-lg font-semibold" aria-live="polite">
          {t(result.totalIsCapped ? 'results.countCapped' : 'results.count', {
            count: result.total,
            value: formatNumber(result.total, i18n.language),
          })}
        </h2>
        <div className="grid gap-1.5">
          <Label htmlFor="pr-sort">{t('results.sort')}</Label>
          <NativeSelect
            id="pr-sort"
            className="w-64 max-w-full"
            value={sortValue}
            onChange={(e) => {
              const [sort, order] = e.target.value.split(':') as [ProductPage['sort'], ProductPage['order']];
              onPage({ ...page, sort, order, page: 1 });
            }}
          >
            {SORTS.flatMap((s) =>
              s === 'relevance'
                ? [
                    <option key={s} value={`${s}:desc`}>
                      {t('sort.relevance')}
                    </option>,
                  ]
                : [
                    <option key={`${s}-d`} value={`${s}:desc`}>
                      {t(`sort.${s}Desc`)}
                    </option>,
                    <option key={`${s}-a`} value={`${s}:asc`}>
                      {t(`sort.${s}Asc`)}
                    </option>,
                  ],
            )}
          </NativeSelect>
        </div>
      </div>
      {result.results.length === 0 && awaitingLive ? (
        <ResultsSkeleton />
      ) : result.results.length === 0 ? (
        <div className="rounded-lg border border-dashed p-8 text-center">
          <p className="font-medium">{t('results.emptyTitle')}</p>
          <p className="mt-1 text-sm text-muted-foreground">{t('results.emptyBody')}</p>
        </div>
      ) : loading ? (
        <ResultsSkeleton />
      ) : (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {result.results.map((p) => (
            <ProductCard key={p.id} product={p} onAnalyze={onAnalyze} />
          ))}
        </div>
      )}
      {pages > 1 && (
        <nav className="flex items-center justify-center gap-3" aria-label={t('results.pagination')}>
          <Button
            variant="outline"
            size="sm"
            disabled={page.page <= 1 || loading}
            onClick={() => onPage({ ...page, page: page.page - 1 })}
          >
            <ChevronLeft aria-hidden="true" />
            {t('results.previous')}
          </Button>
          <span className="text-sm tabular-nums">{t('results.pageOf', { page: page.page, pages })}</span>
          <Button
            variant="outline"
            size="sm"
            disabled={page.page >= pages || page.page >= 400 || loading}
            onClick={() => onPage({ ...page, page: page.page + 1 })}
          >
            {t('results.next')}
            <ChevronRight aria-hidden="true" />
          </Button>
        </nav>
      )}
      <p className="text-xs text-muted-foreground">{t('results.footnote')}</p>
    </section>
  );
}
