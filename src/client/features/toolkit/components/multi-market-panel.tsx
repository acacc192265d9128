import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { PlanGate } from '#client/components/plan-gate.tsx';
import { CodeSelect, Input, NativeSelect } from '#client/components/ui/input.tsx';
import { Field } from '#client/components/ui/label.tsx';
import { firstErrorMessage, useZodForm } from '#client/lib/use-zod-form.ts';
import { CURRENCIES, MARKETPLACE_CODES, MARKETPLACES, type MarketplaceCode } from '#domain/marketplaces.ts';
import { useMultiMarket } from '../api/multi-market.ts';
import { requiredAsin } from '../form-fields.ts';
import { MarketTable } from './multi-market-table.tsx';
import {
  FormProblem,
  MarketplaceOptions,
  RunButton,
  TOOL_FORM_GRID,
  ToolCard,
  ToolError,
} from './tool-frame.tsx';

const schema = z.object({
  asin: requiredAsin('market.required'),
  marketplace: z.enum(MARKETPLACE_CODES),
  currency: z.enum(CURRENCIES),
});

/** Dashboard panel (elite): the selected product on the 8 marketplaces, by opportunity. */
export function MultiMarketPanel() {
  const { t } = useTranslation('toolkit');
  return (
    <PlanGate feature="multiMarket" title={t('market.title')} description={t('market.description')}>
      <MultiMarketCard />
    </PlanGate>
  );
}

function MultiMarketCard() {
  const { t } = useTranslation('toolkit');
  const analysis = useMultiMarket();
  const form = useZodForm(schema, {
    defaultValues: { asin: '', marketplace: 'US', currency: 'USD' },
    onEdit: 'keep',
  });
  const problem = firstErrorMessage(form.formState.errors);
  const submit = form.handleSubmit((input) => analysis.mutate(input));
  const marketplace = form.register('marketplace');
  return (
    <ToolCard title={t('market.title')} description={t('market.description')}>
      <form onSubmit={submit} noValidate className={TOOL_FORM_GRID}>
        <Field id="mm-asin" label={t('market.asin')}>
          <Input id="mm-asin" maxLength={10} {...form.register('asin')} />
        </Field>
        <Field id="mm-marketplace" label={t('market.home')}>
          <NativeSelect
            id="mm-marketplace"
            {...marketplace}
            onChange={(e) => {
              // A new home marketplace shows its own currency (the user may still pick another).
              form.setValue('currency', MARKETPLACES[e.target.value as MarketplaceCode].currency);
              return marketplace.onChange(e);
            }}
          >
            <MarketplaceOptions />
          </NativeSelect>
        </Field>
        <Field id="mm-currency" label={t('market.currency')}>
          <CodeSelect id="mm-currency" codes={CURRENCIES} {...form.register('currency')} />
        </Field>
        <RunButton pending={analysis.isPending} run={t('market.run')} running={t('market.running')} />
        <FormProblem message={problem && t(problem)} />
      </form>
      <ToolError error={analysis.error} />
      {analysis.data && <MarketTable data={analysis.data} />}
    </ToolCard>
  );
}
