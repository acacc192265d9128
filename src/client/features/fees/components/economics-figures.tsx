import { useTranslation } from 'react-i18next';
import type { ProductEconomics } from '#domain/estimators/margin.ts';
import { useFeeText } from './use-fee-text.ts';

/**
 * Two figures of a product card (research results, favourites): Amazon's fees (with how the size
 * was known), then the margin with the cost it assumes — or, without a cost, what is left after the
 * fees. Never a margin that leaves the FBA fee out (docs/estimators.md "Margin").
 */
export function EconomicsFigures({ economics: e }: { economics: ProductEconomics | null }) {
  const { t } = useTranslation('fees');
  const f = useFeeText();
  if (!e)
    return (
      <>
        <div>
          <dt className="text-xs text-muted-foreground">{t('amazonFees')}</dt>
          <dd>—</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">{t('leftAfterFees')}</dt>
          <dd>—</dd>
        </div>
      </>
    );
  const c = e.fees.currency;
  const title = [f.fulfilment(e.fees), f.size(e.fees.size), f.vat(e.fees), f.dsf(e.fees)]
    .filter(Boolean)
    .join(' · ');
  return (
    <>
      <div data-testid="card-fees">
        <dt className="text-xs text-muted-foreground">{t('card.amazonFees')}</dt>
        <dd className="font-medium tabular-nums" title={title}>
          {f.range(e.fees.amazonFees, c)}
        </dd>
        <dd className="text-xs text-muted-foreground">
          {e.fees.size.basis === 'unknown' ? t('card.sizeUnknown') : t(`card.size.${e.fees.size.basis}`)}
          {e.fees.vat?.registered ? ` · ${t('card.vatRemoved')}` : ''}
          {e.fees.confidence === 'low' ? ` · ${t('card.lowConfidence')}` : ''}
        </dd>
      </div>
      {e.cost && e.marginPercent ? (
        <div data-testid="card-margin">
          <dt className="text-xs text-muted-foreground">{t('card.margin')}</dt>
          <dd className="font-medium tabular-nums">{f.percentRange(e.marginPercent)}</dd>
          <dd className="text-xs text-muted-foreground">{f.cost(e.cost, c)}</dd>
        </div>
      ) : (
        <div data-testid="card-left">
          <dt className="text-xs text-muted-foreground">{t('leftAfterFees')}</dt>
          <dd className="font-medium tabular-nums">{f.range(e.fees.leftAfterFees, c)}</dd>
        </div>
      )}
    </>
  );
}
