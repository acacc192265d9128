import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { PlanGate } from '#client/components/plan-gate.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Input, NativeSelect } from '#client/components/ui/input.tsx';
import { Field } from '#client/components/ui/label.tsx';
import { useErrorMessage } from '#client/lib/use-error-message.ts';
import { firstErrorMessage, useZodForm } from '#client/lib/use-zod-form.ts';
import { CURRENCIES, MARKETPLACE_CODES, MARKETPLACES, type MarketplaceCode } from '#domain/marketplaces.ts';
import { useMultiMarket } from '../api/multi-market.ts';
import { requiredAsin } from '../form-fields.ts';
import { MarketTable } from './multi-market-table.tsx';

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
  const errorMessage = useErrorMessage();
  const analysis = useMultiMarket();
  const form = useZodForm(schema, {
    defaultValues: { asin: '', marketplace: 'US', currency: 'USD' },
    onEdit: 'keep',
  });
  const problem = firstErrorMessage(form.formState.errors);
  const submit = form.handleSubmit((input) => analysis.mutate(input));
  const marketplace = form.register('marketplace');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('market.title')}</CardTitle>
        <CardDescription>{t('market.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <form
          onSubmit={submit}
          noValidate
          className="grid gap-3 grid-cols-[repeat(auto-fit,minmax(min(12rem,100%),1fr))]"
        >
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
              {MARKETPLACE_CODES.map((code) => (
                <option key={code} value={code}>
                  {t(`marketplaces.${code}`)}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field id="mm-currency" label={t('market.currency')}>
            <NativeSelect id="mm-currency" {...form.register('currency')}>
              {CURRENCIES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <div className="flex items-end">
            <Button type="submit" disabled={analysis.isPending} className="w-full">
              {analysis.isPending ? t('market.running') : t('market.run')}
            </Button>
          </div>
          {problem && (
            <p role="alert" className="text-sm font-medium text-destructive col-span-full">
              {t(problem)}
            </p>
          )}
        </form>
        {analysis.isError && (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(analysis.error)}
          </p>
        )}
        {analysis.data && <MarketTable data={analysis.data} />}
      </CardContent>
    </Card>
  );
}
