import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { Input, NativeSelect } from '#client/components/ui/input.tsx';
import { Field } from '#client/components/ui/label.tsx';
import { usePlan } from '#client/features/billing/api/usage.ts';
import { useErrorMessage } from '#client/lib/use-error-message.ts';
import { fbaCardFor } from '#domain/fees/fba-fee.ts';
import { FEE_CATEGORY_IDS, type FeeCategoryId } from '#domain/fees/fee-categories.ts';
import { hasReferralSchedule } from '#domain/fees/referral-cards.ts';
import { type LengthUnit, toInches, toOunces, type WeightUnit } from '#domain/fees/units.ts';
import { MARKETPLACE_CODES, MARKETPLACES, type MarketplaceCode } from '#domain/marketplaces.ts';
import { hasFeature } from '#domain/plans.ts';
import { type AdvancedRoiInput, useAdvancedRoi } from '../api/roi.ts';
import { parseCents, parseDecimal, parsePercentBp, parseWhole } from '../parse-input.ts';
import { RoiBreakdown } from './roi-breakdown.tsx';
import { RoiRecommendationsView } from './roi-recommendations.tsx';
import { RoiResults } from './roi-results.tsx';

type Text = Record<string, string>;
const initial: Text = {
  price: '',
  cost: '',
  shipping: '0',
  advertising: '0',
  sales: '',
  feePercent: '15',
  fbaFee: '',
  l: '',
  w: '',
  h: '',
  weight: '',
  storageMonths: '1',
};

/** Starter and up: a month of sales with Amazon's real fees; pro and elite also get recommendations. */
export function AdvancedRoiForm() {
  const { t } = useTranslation('toolkit');
  const errorMessage = useErrorMessage();
  const { plan } = usePlan();
  const roi = useAdvancedRoi();
  const [text, setText] = useState<Text>(initial);
  const [marketplace, setMarketplace] = useState<MarketplaceCode>('US');
  const [chosenReferralMode, setReferralMode] = useState<'category' | 'percent'>('category');
  const [category, setCategory] = useState<FeeCategoryId>('homeKitchen');
  const [chosenFbaMode, setFbaMode] = useState<'package' | 'fee'>('package');
  const [lengthUnit, setLengthUnit] = useState<LengthUnit>('in');
  const [weightUnit, setWeightUnit] = useState<WeightUnit>('oz');
  const [invalid, setInvalid] = useState<string[]>([]);
  const currency = MARKETPLACES[marketplace].currency;
  const marketplaceName = t(`marketplaces.${marketplace}`);
  // Where Scout has no schedule, the fee can only be entered (the server would refuse to compute it).
  const referralSchedule = hasReferralSchedule(marketplace);
  const fbaCard = fbaCardFor(marketplace) !== null;
  const referralMode = referralSchedule ? chosenReferralMode : 'percent';
  const fbaMode = fbaCard ? chosenFbaMode : 'fee';

  const set = (key: string) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setText((s) => ({ ...s, [key]: e.target.value }));
  const err = (key: string) => (invalid.includes(key) ? t('roi.invalidNumber') : undefined);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const n = {
      price: parseCents(text.price),
      cost: parseCents(text.cost),
      shipping: parseCents(text.shipping),
      advertising: parseCents(text.advertising),
      sales: parseWhole(text.sales),
      feePercent: referralMode === 'percent' ? parsePercentBp(text.feePercent) : 0,
      fbaFee: fbaMode === 'fee' ? parseCents(text.fbaFee) : 0,
      l: fbaMode === 'package' ? parseDecimal(text.l) : 1,
      w: fbaMode === 'package' ? parseDecimal(text.w) : 1,
      h: fbaMode === 'package' ? parseDecimal(text.h) : 1,
      weight: fbaMode === 'package' ? parseDecimal(text.weight) : 1,
      storageMonths: parseDecimal(text.storageMonths),
    };
    const bad = Object.entries(n)
      .filter(([k, v]) => v === null || (['price', 'l', 'w', 'h', 'weight'].includes(k) && v === 0))
      .map(([k]) => k);
    setInvalid(bad);
    if (bad.length) return;
    const v = n as Record<keyof typeof n, number>;
    const input: AdvancedRoiInput = {
      marketplace,
      sellingPriceCents: v.price,
      productCostCents: v.cost,
      shippingCents: v.shipping,
      advertisingCents: v.advertising,
      monthlySales: v.sales,
      referral: referralMode === 'category' ? { category } : { percentBp: v.feePercent },
      fba:
        fbaMode === 'fee'
          ? { feeCents: v.fbaFee }
          : {
              package: {
                sidesIn: [toInches(v.l, lengthUnit), toInches(v.w, lengthUnit), toInches(v.h, lengthUnit)],
                unitWeightOz: toOunces(v.weight, weightUnit),
              },
            },
      storageMonths: v.storageMonths,
    };
    roi.mutate(input);
  };

  const money = (key: string, label: string, hint?: string) => (
    <Field id={`aroi-${key}`} label={label} error={err(key)} hint={hint}>
      <Input id={`aroi-${key}`} inputMode="decimal" value={text[key]} onChange={set(key)} />
    </Field>
  );

  return (
    <div className="grid gap-4">
      <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-2">
        <Field id="aroi-marketplace" label={t('roi.in.marketplace')}>
          <NativeSelect
            id="aroi-marketplace"
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
        {money('price', t('roi.in.sellingPriceCurrency', { currency }))}
        {money('cost', t('roi.in.productCost'))}
        {money('shipping', t('roi.in.shippingUnit'))}
        {money('advertising', t('roi.in.advertising'))}
        <Field id="aroi-sales" label={t('roi.in.monthlySales')} error={err('sales')}>
          <Input id="aroi-sales" inputMode="numeric" value={text.sales} onChange={set('sales')} />
        </Field>

        <fieldset className="grid gap-2 rounded-md border p-3 sm:col-span-2">
          <legend className="px-1 text-sm font-medium">{t('roi.in.referral')}</legend>
          <div className="flex flex-wrap gap-4 text-sm">
            <label className="flex items-center gap-2">
              <input
                type="radio"
                name="referral"
                checked={referralMode === 'category'}
                disabled={!referralSchedule}
                aria-describedby={referralSchedule ? undefined : 'aroi-no-referral-schedule'}
                onChange={() => setReferralMode('category')}
              />
              <span className={referralSchedule ? undefined : 'text-muted-foreground'}>
                {t('roi.in.referralByCategory')}
              </span>
            </label>
            <label className="flex items-center gap-2">
              <input
                type="radio"
                name="referral"
                checked={referralMode === 'percent'}
                onChange={() => setReferralMode('percent')}
              />
              {t('roi.in.referralPercent')}
            </label>
          </div>
          {!referralSchedule && (
            <p id="aroi-no-referral-schedule" className="text-xs text-muted-foreground">
              {t('roi.in.noReferralSchedule', { marketplace: marketplaceName })}
            </p>
          )}
          {referralMode === 'category' ? (
            <Field id="aroi-category" label={t('roi.in.category')}>
              <NativeSelect
                id="aroi-category"
                value={category}
                onChange={(e) => setCategory(e.target.value as FeeCategoryId)}
              >
                {FEE_CATEGORY_IDS.map((id) => (
                  <option key={id} value={id}>
                    {t(`feeCategory.${id}`)}
                  </option>
                ))}
              </NativeSelect>
            </Field>
          ) : (
            money('feePercent', t('roi.in.amazonFee'))
          )}
        </fieldset>

        <fieldset className="grid gap-2 rounded-md border p-3 sm:col-span-2">
          <legend className="px-1 text-sm font-medium">{t('roi.in.fba')}</legend>
          <div className="flex flex-wrap gap-4 text-sm">
            <label className="flex items-center gap-2">
              <input
                type="radio"
                name="fba"
                checked={fbaMode === 'package'}
                disabled={!fbaCard}
                aria-describedby={fbaCard ? undefined : 'aroi-no-fba-card'}
                onChange={() => setFbaMode('package')}
              />
              <span className={fbaCard ? undefined : 'text-muted-foreground'}>
                {t('roi.in.fbaFromPackage')}
              </span>
            </label>
            <label className="flex items-center gap-2">
              <input type="radio" name="fba" checked={fbaMode === 'fee'} onChange={() => setFbaMode('fee')} />
              {t('roi.in.fbaEntered')}
            </label>
          </div>
          {!fbaCard && (
            <p id="aroi-no-fba-card" className="text-xs text-muted-foreground">
              {t('roi.in.noFbaCard', { marketplace: marketplaceName })}
            </p>
          )}
          {fbaMode === 'fee' ? (
            money('fbaFee', t('roi.in.fbaFee'))
          ) : (
            <div className="grid gap-3 sm:grid-cols-4">
              {(['l', 'w', 'h'] as const).map((side) => (
                <Field key={side} id={`aroi-${side}`} label={t(`roi.in.side.${side}`)} error={err(side)}>
                  <Input id={`aroi-${side}`} inputMode="decimal" value={text[side]} onChange={set(side)} />
                </Field>
              ))}
              <Field id="aroi-length-unit" label={t('roi.in.lengthUnit')}>
                <NativeSelect
                  id="aroi-length-unit"
                  value={lengthUnit}
                  onChange={(e) => setLengthUnit(e.target.value as LengthUnit)}
                >
                  <option value="in">in</option>
                  <option value="cm">cm</option>
                </NativeSelect>
              </Field>
              <Field id="aroi-weight" label={t('roi.in.weight')} error={err('weight')}>
                <Input id="aroi-weight" inputMode="decimal" value={text.weight} onChange={set('weight')} />
              </Field>
              <Field id="aroi-weight-unit" label={t('roi.in.weightUnit')}>
                <NativeSelect
                  id="aroi-weight-unit"
                  value={weightUnit}
                  onChange={(e) => setWeightUnit(e.target.value as WeightUnit)}
                >
                  {(['oz', 'lb', 'g', 'kg'] as const).map((u) => (
                    <option key={u} value={u}>
                      {u}
                    </option>
                  ))}
                </NativeSelect>
              </Field>
              <div className="sm:col-span-2">
                {money('storageMonths', t('roi.in.storageMonths'), t('roi.in.storageMonthsHint'))}
              </div>
            </div>
          )}
        </fieldset>

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
        <div className="grid gap-4">
          <RoiResults figures={roi.data.result} currency={currency} perUnit={false} />
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
