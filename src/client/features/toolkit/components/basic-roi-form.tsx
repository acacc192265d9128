import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { Button } from '#client/components/ui/button.tsx';
import { CodeSelect, Input, NativeSelect } from '#client/components/ui/input.tsx';
import { Field } from '#client/components/ui/label.tsx';
import { FeeBreakdown } from '#client/features/fees/index.ts';
import { useZodForm } from '#client/lib/use-zod-form.ts';
import { FEE_CATEGORY_IDS } from '#domain/fees/fee-categories.ts';
import { toInches, toOunces } from '#domain/fees/units.ts';
import { MARKETPLACE_CODES, MARKETPLACES } from '#domain/marketplaces.ts';
import { type BasicRoiInput, useBasicRoi } from '../api/roi.ts';
import { parseDecimal, parseMinor, positive, readNumbers } from '../parse-input.ts';
import { LENGTH_UNITS, packageTextDefaults, packageTextFields, WEIGHT_UNITS } from './package-fields.ts';
import { BasicRoiResults } from './roi-results.tsx';
import { MarketplaceOptions, ToolError } from './tool-frame.tsx';

/**
 * The form's text → the basic ROI request. The package is optional: without it the FBA fee is the
 * "size unknown" range; with it (all four values), the exact fee. Shipping is a paid feature: 0.
 */
const schema = z.pipe(
  z.object({
    marketplace: z.enum(MARKETPLACE_CODES),
    category: z.enum(FEE_CATEGORY_IDS),
    price: z.string(),
    cost: z.string(),
    ...packageTextFields,
  }),
  z.transform((v, ctx): BasicRoiInput => {
    const currency = MARKETPLACES[v.marketplace].currency;
    const withPackage = [v.l, v.w, v.h, v.weight].some((x) => x.trim() !== '');
    const n = readNumbers(ctx, {
      price: parseMinor(v.price, currency),
      cost: parseMinor(v.cost, currency),
      l: withPackage ? positive(parseDecimal(v.l)) : 1,
      w: withPackage ? positive(parseDecimal(v.w)) : 1,
      h: withPackage ? positive(parseDecimal(v.h)) : 1,
      weight: withPackage ? positive(parseDecimal(v.weight)) : 1,
    });
    if (!n) return z.NEVER;
    return {
      marketplace: v.marketplace,
      category: v.category,
      sellingPriceCents: n.price,
      productCostCents: n.cost,
      shippingCents: 0,
      package: withPackage
        ? {
            sidesIn: [toInches(n.l, v.lengthUnit), toInches(n.w, v.lengthUnit), toInches(n.h, v.lengthUnit)],
            unitWeightOz: toOunces(n.weight, v.weightUnit),
          }
        : null,
    };
  }),
);

type Key = 'price' | 'cost' | 'l' | 'w' | 'h' | 'weight';

/**
 * Free plan: per unit, product cost, selling price, category and (optional) package: Amazon's fees
 * from the one calculator, FBA included (a range when the size is not given); shipping disabled.
 */
export function BasicRoiForm() {
  const { t } = useTranslation(['toolkit', 'fees']);
  const roi = useBasicRoi();
  const form = useZodForm(schema, {
    defaultValues: {
      marketplace: 'US',
      category: 'homeKitchen',
      price: '',
      cost: '',
      ...packageTextDefaults,
    },
    onEdit: 'keep',
  });
  const { errors } = form.formState;
  const err = (key: Key) => {
    const message = errors[key]?.message;
    return message && t(message);
  };
  const submit = form.handleSubmit((input) => roi.mutate(input));
  const num = (key: Key, label: string) => (
    <Field id={`roi-${key}`} label={label} error={err(key)}>
      <Input id={`roi-${key}`} inputMode="decimal" aria-invalid={!!errors[key]} {...form.register(key)} />
    </Field>
  );

  return (
    <div className="grid gap-4">
      <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-2">
        <Field id="roi-marketplace" label={t('roi.in.marketplace')}>
          <NativeSelect id="roi-marketplace" {...form.register('marketplace')}>
            <MarketplaceOptions withCurrency />
          </NativeSelect>
        </Field>
        <Field id="roi-category" label={t('roi.in.category')}>
          <NativeSelect id="roi-category" {...form.register('category')}>
            {FEE_CATEGORY_IDS.map((id) => (
              <option key={id} value={id}>
                {t(`fees:category.${id}`)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        {num('cost', t('roi.in.productCost'))}
        {num('price', t('roi.in.sellingPrice'))}
        <fieldset className="grid gap-2 rounded-md border p-3 sm:col-span-2">
          <legend className="px-1 text-sm font-medium">{t('roi.in.packageOptional')}</legend>
          <p className="text-xs text-muted-foreground">{t('roi.in.packageOptionalHint')}</p>
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {num('l', t('roi.in.side.l'))}
            {num('w', t('roi.in.side.w'))}
            {num('h', t('roi.in.side.h'))}
            <Field id="roi-length-unit" label={t('roi.in.lengthUnit')}>
              <CodeSelect id="roi-length-unit" codes={LENGTH_UNITS} {...form.register('lengthUnit')} />
            </Field>
            {num('weight', t('roi.in.weight'))}
            <Field id="roi-weight-unit" label={t('roi.in.weightUnit')}>
              <CodeSelect id="roi-weight-unit" codes={WEIGHT_UNITS} {...form.register('weightUnit')} />
            </Field>
          </div>
        </fieldset>
        <Field id="roi-shipping" label={t('roi.in.shipping')} hint={t('roi.in.shippingPaid')}>
          <Input id="roi-shipping" value="0" disabled readOnly />
        </Field>
        <div className="sm:col-span-2">
          <Button type="submit" disabled={roi.isPending}>
            {roi.isPending ? t('roi.computing') : t('roi.compute')}
          </Button>
        </div>
      </form>
      <ToolError error={roi.error} />
      {roi.data && (
        <>
          <BasicRoiResults figures={roi.data.result} />
          <details className="rounded-md border p-3 text-sm">
            <summary className="cursor-pointer font-medium">{t('roi.breakdown.feesTitle')}</summary>
            <FeeBreakdown fees={roi.data.result.fees} />
          </details>
        </>
      )}
    </div>
  );
}
