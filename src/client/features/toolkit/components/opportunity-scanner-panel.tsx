import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { PlanGate } from '#client/components/plan-gate.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Input, NativeSelect } from '#client/components/ui/input.tsx';
import { Field } from '#client/components/ui/label.tsx';
import { Progress } from '#client/components/ui/progress.tsx';
import { usePlan } from '#client/features/billing/api/usage.ts';
import { formatNumber } from '#client/lib/format.ts';
import { toast } from '#client/lib/toast.ts';
import { useErrorMessage } from '#client/lib/use-error-message.ts';
import { firstErrorMessage, useZodForm } from '#client/lib/use-zod-form.ts';
import { DEFAULT_SCAN_CRITERIA } from '#domain/market/opportunity-scan.ts';
import { MARKETPLACE_CODES } from '#domain/marketplaces.ts';
import { formatMoney, money } from '#domain/money.ts';
import { hasFeature } from '#domain/plans.ts';
import { type ScanInput, type ScanView, useLatestScan, useRunScan } from '../api/scanner.ts';
import { parseDecimal, parseWhole } from '../parse-input.ts';
import { SourcingRulesSection } from './sourcing-rules-section.tsx';
import { useSourcingFlagText } from './use-sourcing-flag-text.ts';

/** The criteria as typed → the scan's criteria; competition and margin are percentages (≤ 100). */
const criteriaSchema = z.pipe(
  z.object({
    marketplace: z.enum(MARKETPLACE_CODES),
    minUnits: z.string(),
    maxCompetition: z.string(),
    minMargin: z.string(),
  }),
  z.transform((v, ctx): ScanInput => {
    const atMost100 = (n: number | null) => (n !== null && n > 100 ? null : n);
    const minUnits = parseWhole(v.minUnits);
    const maxCompetition = atMost100(parseWhole(v.maxCompetition));
    const minMarginPercent = atMost100(parseDecimal(v.minMargin));
    if (minUnits !== null && maxCompetition !== null && minMarginPercent !== null)
      return { marketplace: v.marketplace, minUnits, maxCompetition, minMarginPercent };
    const bad = minUnits === null ? 'minUnits' : maxCompetition === null ? 'maxCompetition' : 'minMargin';
    ctx.issues.push({ code: 'custom', message: 'scanner.invalid', input: v, path: [bad] });
    return z.NEVER;
  }),
);

/** Dashboard panel (pro and elite): scans the catalog for opportunities, with progress. */
export function OpportunityScannerPanel() {
  const { t } = useTranslation('toolkit');
  return (
    <PlanGate feature="opportunityScanner" title={t('scanner.title')} description={t('scanner.locked')}>
      <ScannerCard />
    </PlanGate>
  );
}

function ScannerCard() {
  const { t, i18n } = useTranslation('toolkit');
  const errorMessage = useErrorMessage();
  const { plan } = usePlan();
  const latest = useLatestScan(hasFeature(plan, 'opportunityScanner'));
  const [live, setLive] = useState<ScanView | null>(null);
  const run = useRunScan(setLive);
  const form = useZodForm(criteriaSchema, {
    defaultValues: {
      marketplace: 'US',
      minUnits: String(DEFAULT_SCAN_CRITERIA.minUnits),
      maxCompetition: String(DEFAULT_SCAN_CRITERIA.maxCompetition),
      minMargin: String(DEFAULT_SCAN_CRITERIA.minMarginPercent),
    },
    onEdit: 'keep',
  });
  const invalid = !!firstErrorMessage(form.formState.errors);
  const scan = live ?? latest.data?.scan ?? null;

  const submit = form.handleSubmit((criteria) =>
    run.mutate(criteria, {
      onSuccess: (done) =>
        toast.success(
          t('scanner.finished', { count: done.total, n: formatNumber(done.total, i18n.language) }),
        ),
      onError: (error) => toast.error(errorMessage(error)),
    }),
  );
  const percent = scan && scan.total > 0 ? Math.round((scan.processed / scan.total) * 100) : 100;

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('scanner.title')}</CardTitle>
        <CardDescription>{t('scanner.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-5">
          <Field id="scan-marketplace" label={t('roi.in.marketplace')}>
            <NativeSelect id="scan-marketplace" {...form.register('marketplace')}>
              {MARKETPLACE_CODES.map((code) => (
                <option key={code} value={code}>
                  {t(`marketplaces.${code}`)}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field id="scan-units" label={t('scanner.minUnits')}>
            <Input id="scan-units" inputMode="numeric" {...form.register('minUnits')} />
          </Field>
          <Field id="scan-competition" label={t('scanner.maxCompetition')}>
            <Input id="scan-competition" inputMode="numeric" {...form.register('maxCompetition')} />
          </Field>
          <Field id="scan-margin" label={t('scanner.minMargin')}>
            <Input id="scan-margin" inputMode="decimal" {...form.register('minMargin')} />
          </Field>
          <div className="flex items-end">
            <Button type="submit" className="w-full" disabled={run.isPending}>
              {run.isPending ? t('scanner.running') : t('scanner.run')}
            </Button>
          </div>
          {invalid && (
            <p role="alert" className="text-sm font-medium text-destructive sm:col-span-5">
              {t('scanner.invalid')}
            </p>
          )}
        </form>
        <SourcingRulesSection />
        {scan && (
          <div className="grid gap-2" data-testid="scanner-progress">
            <Progress value={percent} aria-label={t('scanner.progressLabel')} />
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {t(scan.status === 'done' ? 'scanner.progressDone' : 'scanner.progress', {
                processed: formatNumber(scan.processed, i18n.language),
                total: formatNumber(scan.total, i18n.language),
                matched: formatNumber(scan.matched, i18n.language),
              })}
            </p>
          </div>
        )}
        {scan && scan.status === 'done' && <ScanResults scan={scan} />}
      </CardContent>
    </Card>
  );
}

function ScanResults({ scan }: { scan: ScanView }) {
  const { t, i18n } = useTranslation('toolkit');
  const lng = i18n.language;
  const flagText = useSourcingFlagText();
  const left = Object.entries(scan.excluded).filter(([, n]) => n);
  const excluded = left.length > 0 && (
    <p className="text-sm text-muted-foreground" data-testid="scanner-excluded">
      {t('scanner.excluded', {
        list: left
          .map(([rule, n]) => `${t(`sourcing.rule.${rule}`)} ${formatNumber(n ?? 0, lng)}`)
          .join(' · '),
      })}
    </p>
  );
  if (scan.results.length === 0)
    return (
      <>
        {excluded}
        <p className="text-sm">{t('scanner.none')}</p>
      </>
    );
  return (
    <>
      {excluded}
      <ol className="grid gap-2" data-testid="scanner-results">
        {scan.results.map((h) => (
          <li key={h.productId} className="rounded-md border p-3 text-sm">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <span className="font-medium">
                {h.title} <span className="text-xs text-muted-foreground">{h.asin}</span>
              </span>
              <Badge variant={h.score >= 80 ? 'success' : h.score >= 60 ? 'warning' : 'secondary'}>
                {t('scanner.score', { score: h.score })}
              </Badge>
            </div>
            <p className="text-muted-foreground">
              {t(h.fba === 'exact' || h.fba === 'typical' ? 'scanner.figuresFba' : 'scanner.figures', {
                price: h.priceCents === null ? '—' : formatMoney(money(h.priceCents, h.currency), lng),
                units: formatNumber(h.units, lng),
                competition: h.competition,
                margin: formatNumber(h.marginPercent, lng, { maximumFractionDigits: 1 }),
              })}
              {h.inYourHistory && (
                <Badge className="ml-2" variant="outline">
                  {t('scanner.inHistory')}
                </Badge>
              )}
            </p>
            <p className="text-xs text-muted-foreground">
              {h.components
                .map(
                  (c) =>
                    `${t(`scanner.component.${c.key}`)} ${c.score ?? '—'} (×${formatNumber(c.weight, lng)})`,
                )
                .join(' · ')}
            </p>
            {h.flags?.map((f) => (
              <p key={f.rule} className="text-xs text-warning">
                {t(`sourcing.rule.${f.rule}`)} — {flagText(f)} {t('sourcing.switchedOff')}
              </p>
            ))}
          </li>
        ))}
      </ol>
    </>
  );
}
