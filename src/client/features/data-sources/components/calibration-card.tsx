import { useTranslation } from 'react-i18next';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { NativeSelect } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { useCatalogOverview } from '#client/features/research/index.ts';
import { formatDateTime, formatNumber } from '#client/lib/format.ts';
import { toast } from '#client/lib/toast.ts';
import { useErrorMessage } from '#client/lib/use-error-message.ts';
import { useZodForm } from '#client/lib/use-zod-form.ts';
import type { CalibrationProgress } from '#contracts/market-data.ts';
import { useStartCalibration } from '../api/data-sources.ts';

type Category = CalibrationProgress['categories'][number];
/** The form's schema comes with the form library, at the first use of the form (ADR 115). */
const schema = () => import('./calibrate-schema.ts').then((m) => m.calibrateSchema);
const STATE_TONE = {
  crawling: 'warning',
  calibrated: 'success',
  exhausted: 'secondary',
  failed: 'destructive',
} as const;

/** One root category: its crawl (state, tokens, products) and its last fit (pairs, ranks, curve, error). */
function CategoryRow({ c }: { c: Category }) {
  const { t, i18n } = useTranslation('admin');
  const lng = i18n.language;
  const n = (v: number) => formatNumber(v, lng);
  const start = useStartCalibration();
  const errorMessage = useErrorMessage();
  const f = c.fit;
  return (
    <li className="grid gap-1 border-t pt-2 text-sm" data-testid="calibration-category" data-name={c.name}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium">{c.name}</span>
        <span className="flex flex-wrap items-center gap-2">
          {c.crawl && (
            <Badge variant={STATE_TONE[c.crawl.state]}>
              {t(`dataSources.calibration.state.${c.crawl.state}`)}
            </Badge>
          )}
          {c.crawl && (c.crawl.state === 'failed' || c.crawl.state === 'exhausted') && (
            <Button
              size="sm"
              variant="outline"
              disabled={start.isPending}
              onClick={() => start.mutate(c.departmentId, { onError: (e) => toast.error(errorMessage(e)) })}
            >
              {t('dataSources.calibration.restart')}
            </Button>
          )}
        </span>
      </div>
      {c.crawl && (
        <p className="text-xs text-muted-foreground">
          {t('dataSources.calibration.crawlValue', {
            tokens: n(c.crawl.tokensSpent),
            queries: n(c.crawl.queries),
            products: n(c.crawl.productsFetched),
          })}
          {c.crawl.lastRunAt &&
            ` · ${t('dataSources.calibration.lastRun', { date: formatDateTime(c.crawl.lastRunAt, lng) })}`}
          {c.crawl.lastErrorCode &&
            ` · ${t(`dataSources.codes.${c.crawl.lastErrorCode}`, { defaultValue: c.crawl.lastErrorCode })}`}
        </p>
      )}
      {f && (
        <p className="text-xs">
          {t('dataSources.calibration.sample', {
            pairs: n(f.pairs),
            products: n(f.products),
            ranks: f.rankMin === null ? '—' : `#${n(f.rankMin)}–#${n(f.rankMax ?? f.rankMin)}`,
          })}{' '}
          {f.curve
            ? t('dataSources.calibration.curve', {
                a: n(f.curve.a),
                b: n(f.curve.b),
                median: n(f.curve.medianApe),
                p80: n(f.curve.p80Ape),
                date: formatDateTime(f.fittedAt, lng),
              })
            : t('dataSources.calibration.noCurve', {
                reason: t(`dataSources.calibration.reason.${f.reason}`, { defaultValue: f.reason ?? '' }),
              })}
          {f.literatureMedianApe !== null &&
            ` ${t('dataSources.calibration.literature', { median: n(f.literatureMedianApe) })}`}
        </p>
      )}
    </li>
  );
}

/**
 * The sales curves' calibration on a marketplace (admin, Data sources): the crawl's tokens today
 * against its allowance, each root category's crawl and fit, and a crawl started by hand.
 */
export function CalibrationCard({ progress }: { progress: CalibrationProgress }) {
  const { t, i18n } = useTranslation('admin');
  const lng = i18n.language;
  const catalog = useCatalogOverview();
  const departments =
    catalog.data?.marketplaces.find((m) => m.code === progress.marketplace)?.departments ?? [];
  const form = useZodForm(schema, { defaultValues: { departmentId: '' } });
  const start = useStartCalibration();
  const errorMessage = useErrorMessage();
  const submit = form.handleSubmit((departmentId) =>
    start.mutate(departmentId, { onError: (err) => toast.error(errorMessage(err)) }),
  );
  return (
    <Card data-testid="calibration">
      <CardHeader>
        <CardTitle>{t('dataSources.calibration.title')}</CardTitle>
        {/* break-words: the setting's name is one long word that a 320 px card must break */}
        <CardDescription className="break-words">
          {progress.keepaConfigured
            ? t('dataSources.calibration.allowance', {
                today: formatNumber(progress.tokensToday, lng),
                daily: formatNumber(progress.dailyTokens, lng),
              })
            : t('dataSources.calibration.noKeepa')}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        {progress.categories.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('dataSources.calibration.empty')}</p>
        ) : (
          <ul className="grid gap-2">
            {progress.categories.map((c) => (
              <CategoryRow key={c.departmentId} c={c} />
            ))}
          </ul>
        )}
        {progress.keepaConfigured && departments.length > 0 && (
          <form className="flex flex-wrap items-end gap-2" onSubmit={submit} noValidate>
            <div className="grid min-w-0 gap-1.5">
              <Label htmlFor="calibrate-category">{t('dataSources.calibration.category')}</Label>
              <NativeSelect id="calibrate-category" {...form.register('departmentId')}>
                <option value="">—</option>
                {departments.map((d) => (
                  <option key={d.id} value={d.id}>
                    {d.name}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <Button type="submit" size="sm" variant="outline" disabled={start.isPending}>
              {t('dataSources.calibration.start')}
            </Button>
            {form.formState.errors.departmentId?.message && (
              <p role="alert" className="w-full text-sm text-destructive">
                {t(form.formState.errors.departmentId.message)}
              </p>
            )}
          </form>
        )}
      </CardContent>
    </Card>
  );
}
