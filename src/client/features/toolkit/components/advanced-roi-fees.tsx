import { useTranslation } from 'react-i18next';
import { CodeSelect, NativeSelect } from '#client/components/ui/input.tsx';
import { Field } from '#client/components/ui/label.tsx';
import { FEE_CATEGORY_IDS } from '#domain/fees/fee-categories.ts';
import { ModeRadios, RoiNumberField } from './advanced-roi-fields.tsx';
import { type AdvancedRoiFormApi, feeModes } from './advanced-roi-schema.ts';
import { LENGTH_UNITS, WEIGHT_UNITS } from './package-fields.ts';

/** Referral fee: from the category's schedule, or a percentage the user enters. */
export function ReferralFeeFieldset({ form }: { form: AdvancedRoiFormApi }) {
  const { t } = useTranslation(['toolkit', 'fees']);
  const marketplace = form.watch('marketplace');
  const { referralSchedule, referralMode } = feeModes(form.watch());
  return (
    <fieldset className="grid gap-2 rounded-md border p-3 sm:col-span-2">
      <legend className="px-1 text-sm font-medium">{t('roi.in.referral')}</legend>
      <ModeRadios
        form={form}
        name="referralMode"
        group="referral"
        modes={[
          { value: 'category', label: t('roi.in.referralByCategory') },
          { value: 'percent', label: t('roi.in.referralPercent') },
        ]}
        current={referralMode}
        firstAvailable={referralSchedule}
        unavailableId="aroi-no-referral-schedule"
      />
      {!referralSchedule && (
        <p id="aroi-no-referral-schedule" className="text-xs text-muted-foreground">
          {t('roi.in.noReferralSchedule', { marketplace: t(`marketplaces.${marketplace}`) })}
        </p>
      )}
      {referralMode === 'category' ? (
        <Field id="aroi-category" label={t('roi.in.category')}>
          <NativeSelect id="aroi-category" {...form.register('category')}>
            {FEE_CATEGORY_IDS.map((id) => (
              <option key={id} value={id}>
                {t(`fees:category.${id}`)}
              </option>
            ))}
          </NativeSelect>
        </Field>
      ) : (
        <RoiNumberField form={form} name="feePercent" label={t('roi.in.amazonFee')} />
      )}
    </fieldset>
  );
}

/** FBA fee: from the package's size and weight on the rate card, or an amount the user enters. */
export function FbaFeeFieldset({ form }: { form: AdvancedRoiFormApi }) {
  const { t } = useTranslation('toolkit');
  const marketplace = form.watch('marketplace');
  const { fbaCard, fbaMode } = feeModes(form.watch());
  return (
    <fieldset className="grid gap-2 rounded-md border p-3 sm:col-span-2">
      <legend className="px-1 text-sm font-medium">{t('roi.in.fba')}</legend>
      <ModeRadios
        form={form}
        name="fbaMode"
        group="fba"
        modes={[
          { value: 'package', label: t('roi.in.fbaFromPackage') },
          { value: 'fee', label: t('roi.in.fbaEntered') },
        ]}
        current={fbaMode}
        firstAvailable={fbaCard}
        unavailableId="aroi-no-fba-card"
      />
      {!fbaCard && (
        <p id="aroi-no-fba-card" className="text-xs text-muted-foreground">
          {t('roi.in.noFbaCard', { marketplace: t(`marketplaces.${marketplace}`) })}
        </p>
      )}
      {fbaMode === 'fee' ? (
        <RoiNumberField form={form} name="fbaFee" label={t('roi.in.fbaFee')} />
      ) : (
        <div className="grid gap-3 sm:grid-cols-4">
          {(['l', 'w', 'h'] as const).map((side) => (
            <RoiNumberField key={side} form={form} name={side} label={t(`roi.in.side.${side}`)} />
          ))}
          <Field id="aroi-length-unit" label={t('roi.in.lengthUnit')}>
            <CodeSelect id="aroi-length-unit" codes={LENGTH_UNITS} {...form.register('lengthUnit')} />
          </Field>
          <RoiNumberField form={form} name="weight" label={t('roi.in.weight')} />
          <Field id="aroi-weight-unit" label={t('roi.in.weightUnit')}>
            <CodeSelect id="aroi-weight-unit" codes={WEIGHT_UNITS} {...form.register('weightUnit')} />
          </Field>
          <div className="sm:col-span-2">
            <RoiNumberField
              form={form}
              name="storageMonths"
              label={t('roi.in.storageMonths')}
              hint={t('roi.in.storageMonthsHint')}
            />
          </div>
        </div>
      )}
    </fieldset>
  );
}
