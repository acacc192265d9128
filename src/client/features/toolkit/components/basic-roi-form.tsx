import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { Button } from '#client/components/ui/button.tsx';
import { Input, NativeSelect } from '#client/components/ui/input.tsx';
import { Field } from '#client/components/ui/label.tsx';
import { useZodForm } from '#client/lib/use-zod-form.ts';
import { MARKETPLACE_CODES, MARKETPLACES } from '#domain/marketplaces.ts';
import { type BasicRoiInput, useBasicRoi } from '../api/roi.ts';
import { parseCents, parsePercentBp, readNumbers } from '../parse-input.ts';
import { RoiResults } from './roi-results.tsx';
import { MarketplaceOptions, ToolError } from './tool-frame.tsx';

/** The form's text → the basic ROI request (shipping is a paid feature: always 0 here). */
const schema = z.pipe(
  z.object({ marketplace: z.enum(MARKETPLACE_CODES), price: z.string(), cost: z.string(), fee: z.string() }),
  z.transform((v, ctx): BasicRoiInput => {
    const n = readNumbers(ctx, {
      price: parseCents(v.price),
      cost: parseCents(v.cost),
      fee: parsePercentBp(v.fee),
    });
    if (!n) return z.NEVER;
    return { sellingPriceCents: n.price, productCostCents: n.cost, amazonFeeBp: n.fee, shippingCents: 0 };
  }),
);

/** Free plan: per unit, product cost, selling price, Amazon fee %; shipping shown but disabled. */
export function BasicRoiForm() {
  const { t } = useTranslation('toolkit');
  const roi = useBasicRoi();
  const form = useZodForm(schema, {
    defaultValues: { marketplace: 'US', price: '', cost: '', fee: '15' },
    onEdit: 'keep',
  });
  const { errors } = form.formState;
  const err = (key: 'price' | 'cost' | 'fee') => {
    const message = errors[key]?.message;
    return message && t(message);
  };
  const currency = MARKETPLACES[form.watch('marketplace')].currency;
  const submit = form.handleSubmit((input) => roi.mutate(input));

  return (
    <div className="grid gap-4">
      <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-2">
        <Field id="roi-marketplace" label={t('roi.in.marketplace')}>
          <NativeSelect id="roi-marketplace" {...form.register('marketplace')}>
            <MarketplaceOptions withCurrency />
          </NativeSelect>
        </Field>
        <div className="hidden sm:block" />
        <Field id="roi-cost" label={t('roi.in.productCost')} error={err('cost')}>
          <Input id="roi-cost" inputMode="decimal" {...form.register('cost')} />
        </Field>
        <Field id="roi-price" label={t('roi.in.sellingPrice')} error={err('price')}>
          <Input id="roi-price" inputMode="decimal" {...form.register('price')} />
        </Field>
        <Field id="roi-fee" label={t('roi.in.amazonFee')} error={err('fee')} hint={t('roi.in.amazonFeeHint')}>
          <Input id="roi-fee" inputMode="decimal" {...form.register('fee')} />
        </Field>
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
      {roi.data && <RoiResults figures={roi.data.result} currency={currency} perUnit />}
    </div>
  );
}
