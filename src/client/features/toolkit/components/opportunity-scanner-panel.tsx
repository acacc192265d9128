import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlanGate } from '#client/components/plan-gate.tsx';
import { Input, NativeSelect } from '#client/components/ui/input.tsx';
import { Field } from '#client/components/ui/label.tsx';
import { Progress } from '#client/components/ui/progress.tsx';
import { usePlan } from '#client/features/billing/index.ts';
import { useFeeSettings } from '#client/features/fees/index.ts';
import { formatNumber } from '#client/lib/format.ts';
import { toast } from '#client/lib/toast.ts';
import { useErrorMessage } from '#client/lib/use-error-message.ts';
import { firstErrorMessage, useZodForm } from '#client/lib/use-zod-form.ts';
import {
  DEFAULT_MIN_LEFT_AFTER_FEES_PERCENT,
  DEFAULT_SCAN_CRITERIA,
} from '#domain/market/opportunity-scan.ts';
import { hasFeature } from '#domain/plans.ts';
import { type ScanView, useLatestScan, useRunScan } from '../api/scanner.ts';
import { criteriaSchema } from './scan-criteria-schema.ts';
import { ScanResults } from './scan-results.tsx';
import { SourcingRulesSection } from './sourcing-rules-section.tsx';
import { FormProblem, MarketplaceOptions, RunButton, TOOL_FORM_GRID, ToolCard } from './tool-frame.tsx';

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
  // The minimum margin follows the research cost assumption: without one it reads what is left after fees.
  const feeSettings = useFeeSettings();
  const noCost = feeSettings.data?.costAssumption.kind === 'none';
  const form = useZodForm(criteriaSchema, {
    defaultValues: {
      marketplace: 'US',
      minUnits: String(DEFAULT_SCAN_CRITERIA.minUnits),
      maxCompetition: String(DEFAULT_SCAN_CRITERIA.maxCompetition),
      minMargin: String(DEFAULT_SCAN_CRITERIA.minMarginPercent),
    },
    onEdit: 'keep',
  });
  useEffect(() => {
    if (noCost && !form.formState.isDirty)
      form.setValue('minMargin', String(DEFAULT_MIN_LEFT_AFTER_FEES_PERCENT));
  }, [noCost, form]);
  const invalid = !!firstErrorMessage(form.formState.errors);
  const costHint = (a: NonNullable<typeof feeSettings.data>['costAssumption'] | undefined) =>
    a?.kind === 'percentOfPrice'
      ? t('scanner.marginCostPercent', { percent: formatNumber(a.bp / 100, i18n.language) })
      : a?.kind === 'perUnit'
        ? t('scanner.marginCostPerUnit')
        : undefined;
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
    <ToolCard title={t('scanner.title')} description={t('scanner.description')}>
      <form onSubmit={submit} noValidate className={TOOL_FORM_GRID}>
        <Field id="scan-marketplace" label={t('roi.in.marketplace')}>
          <NativeSelect id="scan-marketplace" {...form.register('marketplace')}>
            <MarketplaceOptions />
          </NativeSelect>
        </Field>
        <Field id="scan-units" label={t('scanner.minUnits')}>
          <Input id="scan-units" inputMode="numeric" {...form.register('minUnits')} />
        </Field>
        <Field id="scan-competition" label={t('scanner.maxCompetition')}>
          <Input id="scan-competition" inputMode="numeric" {...form.register('maxCompetition')} />
        </Field>
        <Field
          id="scan-margin"
          label={t(noCost ? 'scanner.minLeft' : 'scanner.minMargin')}
          hint={noCost ? undefined : costHint(feeSettings.data?.costAssumption)}
        >
          <Input id="scan-margin" inputMode="decimal" {...form.register('minMargin')} />
        </Field>
        <RunButton pending={run.isPending} run={t('scanner.run')} running={t('scanner.running')} />
        <FormProblem message={invalid && t('scanner.invalid')} />
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
    </ToolCard>
  );
}
