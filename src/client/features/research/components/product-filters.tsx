import { Download, RotateCcw, Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MarketplaceOptions } from '#client/components/marketplace-select.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Input, NativeSelect } from '#client/components/ui/input.tsx';
import { Field } from '#client/components/ui/label.tsx';
import { firstErrorMessage, useZodForm } from '#client/lib/use-zod-form.ts';
import type { MarketplaceCode } from '#domain/marketplaces.ts';
import { useCatalogOverview } from '../api/catalog.ts';
import type { ProductFiltersInput } from '../api/product-search.ts';
import { EMPTY_FILTERS } from './product-filter-defaults.ts';

/** The schema comes with the form library, at the first focus or press in the form (ADR 115). */
const productFiltersSchema = () => import('./product-filters-schema.ts').then((m) => m.productFiltersSchema);

/**
 * The product search form. The problem of the filters shows as they are typed, and the search
 * waits until it is fixed; the page receives the filters as the contract takes them.
 */
export function ProductFilters({
  onSearch,
  onReset,
  onExport,
  searching,
  exporting,
  canExport,
}: {
  onSearch: (filters: ProductFiltersInput) => void;
  onReset: () => void;
  /** Exports the results shown; the marketplace filled in gives the currency before any search. */
  onExport: (marketplace: MarketplaceCode) => void;
  searching: boolean;
  exporting: boolean;
  canExport: boolean;
}) {
  const { t, i18n } = useTranslation('research');
  const catalog = useCatalogOverview();
  const form = useZodForm(productFiltersSchema, { defaultValues: EMPTY_FILTERS, onEdit: 'check-all' });
  const marketplace = form.watch('marketplace');
  const markets = catalog.data?.marketplaces ?? [];
  const lang = i18n.language.startsWith('fr') ? 'fr' : 'en';
  // Shown and sorted in the page's language (the catalog keeps Amazon's names; the server names them).
  const departments = (markets.find((m) => m.code === marketplace)?.departments ?? [])
    .map((d) => ({ ...d, name: d.names[lang] }))
    .sort((a, b) => a.name.localeCompare(b.name, i18n.language));
  const problem = firstErrorMessage(form.formState.errors);
  const priceProblem = problem === 'filters.invalidPrice' || problem === 'filters.priceOrder';

  return (
    <form className="grid min-w-0 grid-cols-1 gap-4" noValidate onSubmit={form.handleSubmit(onSearch)}>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <div className="sm:col-span-2">
          <Field id="pr-keyword" label={t('filters.keyword')}>
            <Input
              id="pr-keyword"
              type="search"
              maxLength={200}
              placeholder={t('filters.keywordPlaceholder')}
              {...form.register('keyword')}
            />
          </Field>
        </div>
        <Field id="pr-marketplace" label={t('filters.marketplace')}>
          <NativeSelect
            id="pr-marketplace"
            {...form.register('marketplace', { onChange: () => form.setValue('departmentId', '') })}
          >
            <MarketplaceOptions codes={markets.length ? markets.map((m) => m.code) : [marketplace]} />
          </NativeSelect>
        </Field>
        <Field id="pr-category" label={t('filters.category')}>
          <NativeSelect id="pr-category" {...form.register('departmentId')}>
            <option value="">{t('filters.allCategories')}</option>
            {departments.map((d) => (
              <option key={d.id} value={String(d.id)}>
                {d.name}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id="pr-min-sales" label={t('filters.minSales')}>
          <Input id="pr-min-sales" inputMode="numeric" placeholder="300" {...form.register('minSales')} />
        </Field>
        <Field id="pr-competition" label={t('filters.maxCompetition')}>
          <NativeSelect id="pr-competition" {...form.register('maxCompetition')}>
            <option value="">{t('filters.anyCompetition')}</option>
            <option value="low">{t('competition.low')}</option>
            <option value="medium">{t('competition.medium')}</option>
            <option value="high">{t('competition.high')}</option>
          </NativeSelect>
        </Field>
        <Field id="pr-min-price" label={t('filters.minPrice')}>
          <Input
            id="pr-min-price"
            inputMode="decimal"
            placeholder="10"
            aria-invalid={priceProblem}
            {...form.register('minPrice')}
          />
        </Field>
        <Field id="pr-max-price" label={t('filters.maxPrice')}>
          <Input
            id="pr-max-price"
            inputMode="decimal"
            placeholder="100"
            aria-invalid={priceProblem}
            {...form.register('maxPrice')}
          />
        </Field>
      </div>
      {problem && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {t(problem)}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={searching || !!problem}>
          <Search aria-hidden="true" />
          {searching ? t('actions.searching') : t('actions.search')}
        </Button>
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            form.reset(EMPTY_FILTERS);
            onReset();
          }}
        >
          <RotateCcw aria-hidden="true" />
          {t('actions.newSearch')}
        </Button>
        <Button
          type="button"
          variant="outline"
          onClick={() => onExport(form.getValues('marketplace'))}
          disabled={!canExport || exporting}
        >
          <Download aria-hidden="true" />
          {exporting ? t('actions.exporting') : t('actions.exportCsv')}
        </Button>
      </div>
    </form>
  );
}
