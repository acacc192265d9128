import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { NativeSelect } from '#client/components/ui/input.tsx';
import { Field } from '#client/components/ui/label.tsx';
import { usePlan } from '#client/features/billing/index.ts';
import { useZodForm } from '#client/lib/use-zod-form.ts';
import { MARKETPLACES } from '#domain/marketplaces.ts';
import { hasFeature } from '#domain/plans.ts';
import { useAdvancedRoi } from '../api/roi.ts';
import { FbaFeeFieldset, ReferralFeeFieldset } from './advanced-roi-fees.tsx';
import { RoiNumberField } from './advanced-roi-fields.tsx';
import { advancedRoiDefaults, advancedRoiSchema } from './advanced-roi-schema.ts';
import { RoiBreakdown } from './roi-breakdown.tsx';
import { RoiRecommendationsView } from './roi-recommendations.tsx';
import { RoiResults } from './roi-results.tsx';
import { MarketplaceOptions, ToolError } from './tool-frame.tsx';

/** Starter and up: a month of sales with Amazon's real fees; pro and elite also get recommendations. */
export function AdvancedRoiForm() {
  const { t } = useTranslation('toolkit');
  const { plan } = usePlan();
  const roi = useAdvancedRoi();
  const form = useZodForm(advancedRoiSchema, { defaultValues: advancedRoiDefaults, onEdit: 'keep' });
  const currency = MARKETPLACES[form.watch('marketplace')].currency;
  const submit = form.handleSubmit((input) => roi.mutate(input));

  return (
    <div className="grid gap-4">
      <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-2">
        <Field id="aroi-marketplace" label={t('roi.in.marketplace')}>
          <NativeSelect id="aroi-marketplace" {...form.register('marketplace')}>
            <MarketplaceOptions withCurrency />
          </NativeSelect>
        </Field>
        <RoiNumberField form={form} name="price" label={t('roi.in.sellingPriceCurrency', { currency })} />
        <RoiNumberField form={form} name="cost" label={t('roi.in.productCost')} />
        <RoiNumberField form={form} name="shipping" label={t('roi.in.shippingUnit')} />
        <RoiNumberField form={form} name="advertising" label={t('roi.in.advertising')} />
        <RoiNumberField form={form} name="sales" label={t('roi.in.monthlySales')} numeric />
        <ReferralFeeFieldset form={form} />
        <FbaFeeFieldset form={form} />
        <div className="sm:col-span-2">
          <Button type="submit" disabled={roi.isPending}>
            {roi.isPending ? t('roi.computing') : t('roi.compute')}
          </Button>
        </div>
      </form>
      <ToolError error={roi.error} />
      {roi.data && (
        <div className="grid gap-4">
          <RoiResults figures={roi.data.result} currency={currency} />
          <RoiBreakdown result={roi.data.result} currency={currency} />
          {roi.data.recommendations ? (
            <RoiRecommendationsView recommendations={roi.data.recommendations} currency={currency} />
          ) : (
            !hasFeature(plan, 'roiRecommendations') && (
              <p className="text-sm text-muted-foreground">{t('roi.recommendationsLocked')}</p>
            )
          )}
        </div>
      )}
    </div>
  );
}
