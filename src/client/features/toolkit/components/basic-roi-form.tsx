import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { Input, NativeSelect } from '#client/components/ui/input.tsx';
import { Field } from '#client/components/ui/label.tsx';
import { useErrorMessage } from '#client/lib/use-error-message.ts';
import { MARKETPLACE_CODES, MARKETPLACES, type MarketplaceCode } from '#domain/marketplaces.ts';
import { useBasicRoi } from '../api/roi.ts';
import { parseCents, parsePercentBp } from '../parse-input.ts';
import { RoiResults } from './roi-results.tsx';

/** Free plan: per unit, product cost, selling price, Amazon fee %; shipping shown but disabled. */
export function BasicRoiForm() {
  const { t } = useTranslation('toolkit');
  const errorMessage = useErrorMessage();
  const roi = useBasicRoi();
  const [price, setPrice] = useState('');
  const [cost, setCost] = useState('');
  const [fee, setFee] = useState('15');
  const [invalid, setInvalid] = useState<string[]>([]);
  const [marketplace, setMarketplace] = useState<MarketplaceCode>('US');

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const values = { price: parseCents(price), cost: parseCents(cost), fee: parsePercentBp(fee) };
    const bad = Object.entries(values)
      .filter(([, v]) => v === null)
      .map(([k]) => k);
    setInvalid(bad);
    if (bad.length) return;
    roi.mutate({
      sellingPriceCents: values.price as number,
      productCostCents: values.cost as number,
      amazonFeeBp: values.fee as number,
      shippingCents: 0,
    });
  };
  const err = (key: string) => (invalid.includes(key) ? t('roi.invalidNumber') : undefined);

  return (
    <div className="grid gap-4">
      <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-2">
        <Field id="roi-marketplace" label={t('roi.in.marketplace')}>
          <NativeSelect
            id="roi-marketplace"
            value={marketplace}
            onChange={(e) => setMarketplace(e.target.value as MarketplaceCode)}
          >
            {MARKETPLACE_CODES.map((code) => (
              <option key={code} value={code}>
                {t(`marketplaces.${code}`)} ({MARKETPLACES[code].currency})
              </option>
            ))}
          </NativeSelect>
        </Field>
        <div className="hidden sm:block" />
        <Field id="roi-cost" label={t('roi.in.productCost')} error={err('cost')}>
          <Input id="roi-cost" inputMode="decimal" value={cost} onChange={(e) => setCost(e.target.value)} />
        </Field>
        <Field id="roi-price" label={t('roi.in.sellingPrice')} error={err('price')}>
          <Input
            id="roi-price"
            inputMode="decimal"
            value={price}
            onChange={(e) => setPrice(e.target.value)}
          />
        </Field>
        <Field id="roi-fee" label={t('roi.in.amazonFee')} error={err('fee')} hint={t('roi.in.amazonFeeHint')}>
          <Input id="roi-fee" inputMode="decimal" value={fee} onChange={(e) => setFee(e.target.value)} />
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
      {roi.isError && (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(roi.error)}
        </p>
      )}
      {roi.data && (
        <RoiResults figures={roi.data.result} currency={MARKETPLACES[marketplace].currency} perUnit />
      )}
    </div>
  );
}
