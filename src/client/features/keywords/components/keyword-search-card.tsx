import { Download, Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MarketplaceOptions } from '#client/components/marketplace-select.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import { Input, NativeSelect } from '#client/components/ui/input.tsx';
import { Field } from '#client/components/ui/label.tsx';
import { useCatalogOverview } from '#client/features/research/index.ts';
import type { KeywordPageAction } from '#client/lib/mount-points.ts';
import { useZodForm } from '#client/lib/use-zod-form.ts';
import type { KeywordAnalysis, KeywordAnalysisInput } from '../api/keyword-analysis.ts';
import type { KeywordSearchMode } from './keyword-search-schema.ts';

const MODES = [
  { mode: 'keyword', label: 'byKeyword' },
  { mode: 'asin', label: 'byAsin' },
] as const satisfies readonly { mode: KeywordSearchMode; label: string }[];

/** The schema comes with the form library, at the first focus or press in the form (ADR 115). */
const keywordSearchSchema = () => import('./keyword-search-schema.ts').then((m) => m.keywordSearchSchema);

/**
 * The keyword research form: one field, a keyword or a competitor's ASIN as chosen above it, and
 * the marketplace. Its message shows after Analyze and follows the typing from then on; changing
 * the choice hides it until the next Analyze. The choice and the brands box are native inputs, not
 * Radix's tabs and checkbox: the page then fetches no Radix at first paint (ADR 194).
 */
export function KeywordSearchCard({
  analysis,
  analyzing,
  onAnalyze,
  exporting,
  onExport,
  actions,
}: {
  /** The analysis on screen, for the other features' actions. */
  analysis: KeywordAnalysis | null;
  analyzing: boolean;
  onAnalyze: (body: KeywordAnalysisInput) => void;
  exporting: boolean;
  onExport: () => void;
  /** Other features' buttons beside Analyze and Export (app/keyword-page-actions.ts). */
  actions: readonly KeywordPageAction[];
}) {
  const { t } = useTranslation('keywords');
  const catalog = useCatalogOverview();
  const form = useZodForm(keywordSearchSchema, {
    defaultValues: { mode: 'keyword', text: '', marketplace: 'US', withBrands: false },
    onEdit: 'revalidate',
  });
  const mode = form.watch('mode');
  const marketplace = form.watch('marketplace');
  const problem = form.formState.errors.text?.message;
  // An empty catalog (a new instance on live sources) still offers the marketplace searched.
  const held = catalog.data?.marketplaces.map((m) => m.code) ?? [];
  const markets = held.includes(marketplace) ? held : [marketplace, ...held];

  return (
    <Card>
      <CardContent className="grid gap-4 pt-6">
        <fieldset className="max-w-md">
          <legend className="sr-only">{t('searchBy')}</legend>
          {/* Drawn as the app's tabs (components/ui/tabs.tsx); arrow keys move the choice, as in any radio group. */}
          <div className="inline-flex min-h-10 w-full items-center rounded-md bg-muted p-1 text-muted-foreground">
            {MODES.map((m) => (
              <label
                key={m.mode}
                className="relative inline-flex flex-1 items-center justify-center rounded-sm px-2 py-1.5 text-center text-sm font-medium transition-all has-checked:bg-card has-checked:text-foreground has-checked:shadow-sm sm:px-3"
              >
                <input
                  type="radio"
                  name="kw-mode"
                  value={m.mode}
                  // Over the whole segment, transparent: what is pressed and what shows the focus.
                  className="absolute inset-0 cursor-pointer appearance-none rounded-sm focus-visible:outline-2 focus-visible:outline-ring"
                  checked={mode === m.mode}
                  onChange={() => form.reset({ ...form.getValues(), mode: m.mode })}
                />
                {t(m.label)}
              </label>
            ))}
          </div>
        </fieldset>
        <form
          onSubmit={form.handleSubmit(onAnalyze)}
          noValidate
          className="grid gap-4 sm:grid-cols-[1fr_16rem] lg:grid-cols-[1fr_16rem_auto] lg:items-end"
        >
          <Field
            id="kw-input"
            label={mode === 'asin' ? t('asinLabel') : t('keywordLabel')}
            error={problem ? t(problem) : undefined}
          >
            <Input
              id="kw-input"
              maxLength={mode === 'asin' ? 20 : 120}
              placeholder={mode === 'asin' ? 'B014TMV5YE' : t('keywordPlaceholder')}
              aria-invalid={!!problem}
              {...form.register('text')}
            />
          </Field>
          <Field id="kw-marketplace" label={t('marketplace')}>
            <NativeSelect id="kw-marketplace" {...form.register('marketplace')}>
              <MarketplaceOptions codes={markets} />
            </NativeSelect>
          </Field>
          {mode === 'asin' && (
            <div className="flex items-center gap-2 sm:col-span-2 lg:col-span-3 lg:row-start-2">
              <input
                id="kw-with-brands"
                type="checkbox"
                className="size-4 shrink-0 accent-primary"
                {...form.register('withBrands')}
              />
              <label htmlFor="kw-with-brands" className="text-sm">
                {t('withBrands')}
              </label>
            </div>
          )}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={analyzing}>
              <Search aria-hidden="true" />
              {analyzing ? t('actions.analyzing') : t('actions.analyze')}
            </Button>
            <Button type="button" variant="outline" onClick={onExport} disabled={exporting}>
              <Download aria-hidden="true" />
              {exporting ? t('actions.exporting') : t('actions.exportCsv')}
            </Button>
            {/* Other features' actions (the AI listing generator): app/keyword-page-actions.ts. */}
            {actions.map(({ id, component: Action }) => (
              <Action key={id} analysis={analysis} marketplace={marketplace} />
            ))}
          </div>
        </form>
        <p className="text-xs text-muted-foreground">{t('demandNote')}</p>
      </CardContent>
    </Card>
  );
}
