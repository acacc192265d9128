import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { lazyChart } from '#client/components/lazy-chart.tsx';
import { PlanGate } from '#client/components/plan-gate.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Input, NativeSelect } from '#client/components/ui/input.tsx';
import { Field } from '#client/components/ui/label.tsx';
import { formatNumber, formatShortDate } from '#client/lib/format.ts';
import { useCategoryName } from '#client/lib/use-category-name.ts';
import { firstErrorMessage, useZodForm } from '#client/lib/use-zod-form.ts';
import { isAsin } from '#domain/asin.ts';
import { MARKETPLACE_CODES } from '#domain/marketplaces.ts';
import { type SeasonalTrends, useSeasonalTrends } from '../api/seasonal.ts';
import { FormProblem, MarketplaceOptions, TOOL_FORM_GRID, ToolCard, ToolError } from './tool-frame.tsx';

const SeasonalIndexChart = lazyChart(
  () => import('./seasonal-index-chart.tsx').then((m) => m.SeasonalIndexChart),
  'h-56 w-full',
);

/** A product (ASIN) or a category, at least one. */
const schema = z.pipe(
  z.object({ marketplace: z.enum(MARKETPLACE_CODES), asin: z.string(), category: z.string() }),
  z.transform((v, ctx) => {
    const asin = v.asin.trim();
    const category = v.category.trim();
    const message = !asin && !category ? 'seasonal.required' : asin && !isAsin(v.asin) ? 'asinInvalid' : null;
    if (!message) return { marketplace: v.marketplace, asin, category };
    ctx.issues.push({ code: 'custom', message, input: v, path: ['asin'] });
    return z.NEVER;
  }),
);

/** Dashboard panel (starter and up): monthly seasonal index of a product or a category. */
export function SeasonalTrendsPanel() {
  const { t } = useTranslation('toolkit');
  return (
    <PlanGate feature="seasonalTrends" title={t('seasonal.title')} description={t('seasonal.description')}>
      <SeasonalTrendsCard />
    </PlanGate>
  );
}

const monthName = (month: number, lng: string) =>
  new Intl.DateTimeFormat(lng, { month: 'short', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, month - 1, 15)),
  );

/** "2024-03" → "Mar 2024" / "mars 2024". */
const monthOfYear = (yearMonth: string, lng: string) => {
  const [year, month] = yearMonth.split('-').map(Number);
  return new Intl.DateTimeFormat(lng, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, 15)),
  );
};

function SeasonalTrendsCard() {
  const { t } = useTranslation('toolkit');
  const seasonal = useSeasonalTrends();
  const form = useZodForm(schema, {
    defaultValues: { marketplace: 'US', asin: '', category: '' },
    onEdit: 'keep',
  });
  const problem = firstErrorMessage(form.formState.errors);
  const submit = form.handleSubmit((input) => seasonal.mutate(input));

  return (
    <ToolCard title={t('seasonal.title')} description={t('seasonal.description')}>
      <form onSubmit={submit} noValidate className={TOOL_FORM_GRID}>
        <Field id="sea-marketplace" label={t('roi.in.marketplace')}>
          <NativeSelect id="sea-marketplace" {...form.register('marketplace')}>
            <MarketplaceOptions />
          </NativeSelect>
        </Field>
        <Field id="sea-asin" label={t('seasonal.asin')}>
          <Input id="sea-asin" maxLength={10} {...form.register('asin')} />
        </Field>
        <Field id="sea-category" label={t('seasonal.category')}>
          <Input id="sea-category" maxLength={200} {...form.register('category')} />
        </Field>
        <FormProblem message={problem && t(problem)} />
        <div className="col-span-full">
          <Button type="submit" disabled={seasonal.isPending}>
            {seasonal.isPending ? t('seasonal.running') : t('seasonal.run')}
          </Button>
        </div>
      </form>
      <ToolError error={seasonal.error} />
      {seasonal.data && <SeasonalResultView data={seasonal.data} />}
    </ToolCard>
  );
}

/** A seasonal index with its peaks, lows and basis (the toolkit panel, a tracked product's history). */
export function SeasonalResultView({ data }: { data: SeasonalTrends }) {
  const { t, i18n } = useTranslation('toolkit');
  const category = useCategoryName();
  const lng = i18n.language;
  const scope =
    data.scope.kind === 'product'
      ? `${data.scope.title} (${data.scope.asin})`
      : category.path(data.scope.path);
  const r = data.result;
  if (r.status === 'notEnoughHistory')
    return (
      <div className="rounded-md border border-dashed p-3 text-sm" data-testid="seasonal-result">
        <p className="font-medium">{scope}</p>
        <p>
          {t('seasonal.notEnough', {
            covered: r.monthsCovered,
            needed: r.monthsNeeded,
            count: data.observations,
            n: formatNumber(data.observations, lng),
          })}
        </p>
      </div>
    );
  const rows = r.indices.map((index, i) => ({ month: monthName(i + 1, lng), index }));
  const list = (months: number[]) => (months.length ? months.map((m) => monthName(m, lng)).join(', ') : '—');
  return (
    <div className="grid gap-3" data-testid="seasonal-result">
      <p className="text-sm font-medium">{scope}</p>
      <SeasonalIndexChart rows={rows} />
      <p className="text-sm">{t('seasonal.peaks', { months: list(r.peakMonths) })}</p>
      <p className="text-sm">{t('seasonal.lows', { months: list(r.lowMonths) })}</p>
      <p className="text-xs text-muted-foreground">
        {data.basis === 'rank_curve' && data.curve
          ? t('seasonal.basisRanks', {
              n: formatNumber(data.observations, lng),
              from: monthOfYear(r.firstMonth, lng),
              to: monthOfYear(r.lastMonth, lng),
              date: formatShortDate(data.curve.fittedAt, lng),
              median: formatNumber(data.curve.medianApe, lng),
            })
          : t('seasonal.basis', {
              n: formatNumber(data.observations, lng),
              from: monthOfYear(r.firstMonth, lng),
              to: monthOfYear(r.lastMonth, lng),
            })}
      </p>
    </div>
  );
}
