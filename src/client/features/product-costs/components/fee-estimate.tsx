import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { NativeSelect } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { FeeBreakdown, useFeeSettings, useFeeText } from '#client/features/fees/index.ts';
import { sellerContextFor } from '#domain/estimators/product-economics.ts';
import { FEE_CATEGORY_IDS, type FeeCategoryId } from '#domain/fees/fee-categories.ts';
import type { MarketplaceCode } from '#domain/marketplaces.ts';
import { type MinorUnits, minorUnits } from '#domain/money.ts';
import { estimateUnitFees } from '#domain/profitability/unit-fee-estimate.ts';
import type { ProductCostRow } from '../api/product-costs.ts';

/**
 * Scout's estimate of a product's Amazon fees per unit (the one fee calculator: referral, FBA from
 * the package, the category's typical size or a range, DSF), with its inputs, and a button to use
 * it. When the catalog does not know the product's category, the seller may pick a fee category and
 * the same calculator runs here with their fee settings.
 */
export function FeeEstimate({
  row,
  marketplace,
  name,
  onUse,
}: {
  row: ProductCostRow;
  marketplace: MarketplaceCode;
  currency: string;
  name: string;
  onUse: (feesPerUnitMinor: MinorUnits) => void;
}) {
  const { t } = useTranslation(['product-costs', 'fees']);
  const f = useFeeText();
  const settings = useFeeSettings();
  const [chosen, setChosen] = useState<FeeCategoryId | ''>('');
  const canChoose = row.estimate.missing === 'category';
  const estimate =
    canChoose && chosen && settings.data
      ? estimateUnitFees({
          marketplace,
          catalogPriceMinor: row.catalogPriceMinor,
          averageSellingPriceMinor: row.averageSellingPriceMinor,
          categoryName: null,
          chosenCategory: chosen,
          size: row.size,
          seller: sellerContextFor({ ...settings.data }, marketplace),
        })
      : row.estimate;
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
                {t(`fees:category.${id}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
      )}
      {estimate.missing === null ? (
        <div className="grid gap-2 rounded-md bg-muted p-2">
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant="outline">{t('estimate.label')}</Badge>
            <span>
              {t('estimate.fees', {
                fees: f.range(estimate.fees.amazonFees, estimate.fees.currency),
                price: f.money(estimate.fees.priceMinor, estimate.fees.currency),
                source: t(`estimate.priceSource.${estimate.priceSource}`),
              })}{' '}
              {f.size(estimate.fees.size)}
              {estimate.fromRange ? ` ${t('estimate.useHigh')}` : ''}
            </span>
            <Button
              size="sm"
              variant="outline"
              className="h-7"
              onClick={() => onUse(minorUnits(estimate.feesPerUnitMinor))}
              aria-label={t('estimate.useLabel', { name })}
            >
              {t('estimate.use')}
            </Button>
          </div>
          <details>
            <summary className="cursor-pointer">{t('estimate.details')}</summary>
            <FeeBreakdown fees={estimate.fees} />
          </details>
        </div>
      ) : (
        <p className="text-muted-foreground">{t(`estimate.missing.${estimate.missing}`)}</p>
      )}
    </div>
  );
}
