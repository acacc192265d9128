import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { NativeSelect } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { formatPercent } from '#client/lib/format.ts';
import { FEE_CATEGORY_IDS, type FeeCategoryId } from '#domain/fees/fee-categories.ts';
import type { MarketplaceCode } from '#domain/marketplaces.ts';
import { asCurrency, formatMoney, type MinorUnits } from '#domain/money.ts';
import { estimateUnitFees } from '#domain/profitability/unit-fee-estimate.ts';
import type { ProductCostRow } from '../api/product-costs.ts';

/**
 * Scout's estimate of a product's fees per unit (referral fee only), with its inputs, and a button to
 * use it. When the catalog does not know the product's category, the seller may pick a fee category
 * and the same estimator runs here.
 */
export function FeeEstimate({
  row,
  marketplace,
  currency,
  name,
  onUse,
}: {
  row: ProductCostRow;
  marketplace: MarketplaceCode;
  currency: string;
  name: string;
  onUse: (feesPerUnitMinor: MinorUnits) => void;
}) {
  const { t, i18n } = useTranslation(['product-costs', 'toolkit']);
  const lng = i18n.language;
  const [chosen, setChosen] = useState<FeeCategoryId | ''>('');
  const canChoose = row.estimate.missing === 'category';
  const estimate =
    canChoose && chosen
      ? estimateUnitFees({
          marketplace,
          catalogPriceMinor: row.catalogPriceMinor,
          averageSellingPriceMinor: row.averageSellingPriceMinor,
          categoryName: null,
          chosenCategory: chosen,
        })
      : row.estimate;
  const money = (minor: MinorUnits) => formatMoney({ minor: minor, currency: asCurrency(currency) }, lng);
  const selectId = `fee-category-${row.asin}`;

  return (
    <div className="grid gap-2 text-xs">
      {canChoose && (
        <div className="grid gap-1.5 sm:max-w-sm">
          <Label htmlFor={selectId} className="text-xs">
            {t('estimate.chooseCategory')}
          </Label>
          <NativeSelect
            id={selectId}
            value={chosen}
            onChange={(e) => setChosen(e.target.value as FeeCategoryId)}
          >
            <option value="">{t('estimate.noCategory')}</option>
            {FEE_CATEGORY_IDS.map((id) => (
              <option key={id} value={id}>
                {t(`toolkit:feeCategory.${id}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
      )}
      {estimate.missing === null ? (
        <div className="flex flex-wrap items-center gap-2 rounded-md bg-muted p-2">
          <Badge variant="outline">{t('estimate.label')}</Badge>
          <span>
            {t('estimate.referral', {
              fee: money(estimate.referralFeeMinor),
              rate: formatPercent(estimate.effectiveBp / 100, lng),
              category: estimate.categoryName ?? t(`toolkit:feeCategory.${estimate.feeCategory}`),
              price: money(estimate.priceMinor),
              source: t(`estimate.priceSource.${estimate.priceSource}`),
            })}{' '}
            {t('estimate.noFba')}
          </span>
          <Button
            size="sm"
            variant="outline"
            className="h-7"
            onClick={() => onUse(estimate.feesPerUnitMinor)}
            aria-label={t('estimate.useLabel', { name })}
          >
            {t('estimate.use')}
          </Button>
        </div>
      ) : (
        <p className="text-muted-foreground">{t(`estimate.missing.${estimate.missing}`)}</p>
      )}
    </div>
  );
}
