import { Download, RotateCcw, Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { Input, NativeSelect } from '#client/components/ui/input.tsx';
import { Field } from '#client/components/ui/label.tsx';
import type { MarketplaceCode } from '#domain/marketplaces.ts';
import { useCatalogOverview } from '../api/catalog.ts';

/** The form's values, as typed (strings), so empty means "no filter". */
export interface FilterValues {
  marketplace: MarketplaceCode;
  keyword: string;
  departmentId: string;
  minSales: string;
  maxCompetition: '' | 'low' | 'medium' | 'high';
  minPrice: string;
  maxPrice: string;
}

export const EMPTY_FILTERS: FilterValues = {
  marketplace: 'US',
  keyword: '',
  departmentId: '',
  minSales: '',
  maxCompetition: '',
  minPrice: '',
  maxPrice: '',
};

const isAmount = (v: string) =>
  v === '' || (/^\d+([.,]\d{1,2})?$/.test(v.trim()) && Number(v.replace(',', '.')) >= 0);
const amount = (v: string) => (v.trim() === '' ? undefined : Number(v.trim().replace(',', '.')));

/** The problem with the filters (a translation key), or null. */
export function filterProblem(f: FilterValues): string | null {
  if (!isAmount(f.minPrice) || !isAmount(f.maxPrice)) return 'filters.invalidPrice';
  if (f.minSales !== '' && !/^\d+$/.test(f.minSales.trim())) return 'filters.invalidSales';
  const min = amount(f.minPrice);
  const max = amount(f.maxPrice);
  if (min !== undefined && max !== undefined && min > max) return 'filters.priceOrder';
  return null;
}

/** The filters as the API takes them. */
export function toApiFilters(f: FilterValues) {
  return {
    marketplace: f.marketplace,
    keyword: f.keyword.trim(),
    departmentId: f.departmentId ? Number(f.departmentId) : undefined,
    minSales: f.minSales ? Number(f.minSales) : undefined,
    maxCompetition: f.maxCompetition || undefined,
    minPrice: amount(f.minPrice),
    maxPrice: amount(f.maxPrice),
  };
}

export function ProductFilters({
  values,
  onChange,
  onSearch,
  onReset,
  onExport,
  searching,
  exporting,
  canExport,
  problem,
}: {
  values: FilterValues;
  onChange: (v: FilterValues) => void;
  onSearch: () => void;
  onReset: () => void;
  onExport: () => void;
  searching: boolean;
  exporting: boolean;
  canExport: boolean;
  problem: string | null;
}) {
  const { t } = useTranslation('research');
  const catalog = useCatalogOverview();
  const markets = catalog.data?.marketplaces ?? [];
  const departments = markets.find((m) => m.code === values.marketplace)?.departments ?? [];
  const set = (patch: Partial<FilterValues>) => onChange({ ...values, ...patch });

  return (
    <form
      className="grid min-w-0 grid-cols-1 gap-4"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSearch();
      }}
    >
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <div className="sm:col-span-2">
          <Field id="pr-keyword" label={t('filters.keyword')}>
            <Input
              id="pr-keyword"
              type="search"
              maxLength={200}
              value={values.keyword}
              placeholder={t('filters.keywordPlaceholder')}
              onChange={(e) => set({ keyword: e.target.value })}
            />
          </Field>
        </div>
        <Field id="pr-marketplace" label={t('filters.marketplace')}>
          <NativeSelect
            id="pr-marketplace"
            value={values.marketplace}
            onChange={(e) => set({ marketplace: e.target.value as MarketplaceCode, departmentId: '' })}
          >
            {(markets.length ? markets.map((m) => m.code) : [values.marketplace]).map((code) => (
              <option key={code} value={code}>
                {t(`marketplaces.${code}`)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id="pr-category" label={t('filters.category')}>
          <NativeSelect
            id="pr-category"
            value={values.departmentId}
            onChange={(e) => set({ departmentId: e.target.value })}
          >
            <option value="">{t('filters.allCategories')}</option>
            {departments.map((d) => (
              <option key={d.id} value={String(d.id)}>
                {d.name}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id="pr-min-sales" label={t('filters.minSales')}>
          <Input
            id="pr-min-sales"
            inputMode="numeric"
            value={values.minSales}
            placeholder="300"
            onChange={(e) => set({ minSales: e.target.value })}
          />
        </Field>
        <Field id="pr-competition" label={t('filters.maxCompetition')}>
          <NativeSelect
            id="pr-competition"
            value={values.maxCompetition}
            onChange={(e) => set({ maxCompetition: e.target.value as FilterValues['maxCompetition'] })}
          >
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
            value={values.minPrice}
            placeholder="10"
            aria-invalid={problem === 'filters.invalidPrice' || problem === 'filters.priceOrder'}
            onChange={(e) => set({ minPrice: e.target.value })}
          />
        </Field>
        <Field id="pr-max-price" label={t('filters.maxPrice')}>
          <Input
            id="pr-max-price"
            inputMode="decimal"
            value={values.maxPrice}
            placeholder="100"
            aria-invalid={problem === 'filters.invalidPrice' || problem === 'filters.priceOrder'}
            onChange={(e) => set({ maxPrice: e.target.value })}
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
        <Button type="button" variant="outline" onClick={onReset}>
          <RotateCcw aria-hidden="true" />
          {t('actions.newSearch')}
        </Button>
        <Button type="button" variant="outline" onClick={onExport} disabled={!canExport || exporting}>
          <Download aria-hidden="true" />
          {exporting ? t('actions.exporting') : t('actions.exportCsv')}
        </Button>
      </div>
    </form>
  );
}
