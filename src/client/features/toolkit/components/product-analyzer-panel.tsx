import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { PlanGate } from '#client/components/plan-gate.tsx';
import { Input, NativeSelect } from '#client/components/ui/input.tsx';
import { Field } from '#client/components/ui/label.tsx';
import { usePlan } from '#client/features/billing/index.ts';
import { toast } from '#client/lib/toast.ts';
import { useErrorMessage } from '#client/lib/use-error-message.ts';
import { firstErrorMessage, useZodForm } from '#client/lib/use-zod-form.ts';
import { ANALYSIS_TYPES } from '#domain/market/analysis-focus.ts';
import { MARKETPLACE_CODES } from '#domain/marketplaces.ts';
import { hasFeature } from '#domain/plans.ts';
import { type AnalysisType, useAnalyzeProduct } from '../api/analyzer.ts';
import { requiredAsin } from '../form-fields.ts';
import { AnalysisResult } from './analysis-result.tsx';
import { FormProblem, MarketplaceOptions, RunButton, TOOL_FORM_GRID, ToolCard } from './tool-frame.tsx';

const TYPES: { id: AnalysisType; elite: boolean }[] = [
  { id: 'opportunity', elite: false },
  { id: 'profitability', elite: false },
  { id: 'market', elite: true },
  { id: 'competitor', elite: true },
];

const schema = z.object({
  asin: requiredAsin('analyzer.noData'),
  marketplace: z.enum(MARKETPLACE_CODES),
  analysisType: z.enum(ANALYSIS_TYPES),
});

/** Dashboard panel (pro and elite): analyse one catalog product. */
export function ProductAnalyzerPanel() {
  const { t } = useTranslation('toolkit');
  return (
    <PlanGate feature="productAnalyzer" title={t('analyzer.title')} description={t('analyzer.locked')}>
      <AnalyzerCard />
    </PlanGate>
  );
}

function AnalyzerCard() {
  const { t } = useTranslation('toolkit');
  const errorMessage = useErrorMessage();
  const { plan } = usePlan();
  const elite = hasFeature(plan, 'nicheDetection');
  const analyze = useAnalyzeProduct();
  const form = useZodForm(schema, {
    defaultValues: { asin: '', marketplace: 'US', analysisType: 'opportunity' },
    onEdit: 'keep',
  });
  const problem = firstErrorMessage(form.formState.errors);
  const submit = form.handleSubmit((input) =>
    analyze.mutate(input, {
      onSuccess: () => toast.success(t('analyzer.done')),
      onError: (error) => toast.error(errorMessage(error)),
    }),
  );
  return (
    <ToolCard title={t('analyzer.title')} description={t('analyzer.description')}>
      <form onSubmit={submit} noValidate className={TOOL_FORM_GRID}>
        <Field id="an-asin" label={t('analyzer.asin')}>
          <Input id="an-asin" maxLength={10} {...form.register('asin')} />
        </Field>
        <Field id="an-marketplace" label={t('roi.in.marketplace')}>
          <NativeSelect id="an-marketplace" {...form.register('marketplace')}>
            <MarketplaceOptions />
          </NativeSelect>
        </Field>
        <Field id="an-type" label={t('analyzer.type')}>
          <NativeSelect id="an-type" {...form.register('analysisType')}>
            {TYPES.map(({ id, elite: needsElite }) => (
              <option key={id} value={id} disabled={needsElite && !elite}>
                {t(`analyzer.types.${id}`)}
                {needsElite && !elite ? ` (${t('analyzer.eliteOnly')})` : ''}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <RunButton pending={analyze.isPending} run={t('analyzer.run')} running={t('analyzer.running')} />
        <FormProblem message={problem && t(problem)} />
      </form>
      {analyze.data && <AnalysisResult analysis={analyze.data} />}
    </ToolCard>
  );
}
