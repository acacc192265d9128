import { useTranslation } from 'react-i18next';
import { cn } from '#client/lib/cn.ts';
import { offers } from '#domain/comparison.ts';
import { MonthlyPrice } from './price-tag.tsx';

/** Three price cards: Scout from its cheapest paid plan, then the two anonymous competitor offers. */
export function ComparisonSummary() {
  const { t } = useTranslation('compare');
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      {offers.map((offer) => (
        <div
          key={offer.id}
          className={cn(
            'rounded-lg border bg-card p-6 text-center',
            offer.id === 'scout' && 'border-2 border-primary shadow-md',
          )}
        >
          <p className="mb-2 font-semibold">{t(`offers.${offer.id}`)}</p>
          <p className="text-sm text-muted-foreground">{offer.id === 'scout' ? t('from') : ''}</p>
          <MonthlyPrice cents={offer.monthlyPriceCents} currency={offer.currency} />
        </div>
      ))}
    </div>
  );
}
