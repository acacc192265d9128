import { useTranslation } from 'react-i18next';
import { Badge } from '#client/components/ui/badge.tsx';
import { formatNumber, formatPercent } from '#client/lib/format.ts';
import type { AdvancedRoiResult, BasicRoiResult } from '#contracts/toolkit-results.ts';
import { asCurrency, formatMoney, type MinorUnits } from '#domain/money.ts';

const ratingVariant = {
  low: 'destructive',
  acceptable: 'warning',
  good: 'warning',
  excellent: 'success',
} as const;

/** Either calculator's answer: the basic one has no break-even units. */
export type RoiFigures = BasicRoiResult | AdvancedRoiResult;

/** The six outputs of the ROI calculator with the §9 ratings. */
export function RoiResults({
  figures,
  currency,
  perUnit,
}: {
  figures: RoiFigures;
  currency: string;
  perUnit: boolean;
}) {
  const { t, i18n } = useTranslation('toolkit');
  const money = (cents: MinorUnits) =>
    formatMoney({ minor: cents, currency: asCurrency(currency) }, i18n.language);
  const pct = (bp: number | null) => (bp === null ? '—' : formatPercent(bp / 100, i18n.language));
  const rows: [string, string, React.ReactNode?][] = [
    [perUnit ? t('roi.out.revenueUnit') : t('roi.out.revenueMonth'), money(figures.revenueMinor)],
    [t('roi.out.totalCosts'), money(figures.totalCostsMinor)],
    [t('roi.out.profit'), money(figures.profitMinor)],
    [
      t('roi.out.margin'),
      pct(figures.marginBp),
      <Badge key="m" variant={ratingVariant[figures.marginRating]}>
        {t(`roi.rating.margin.${figures.marginRating}`)}
      </Badge>,
    ],
    [
      t('roi.out.roi'),
      pct(figures.roiBp),
      <Badge key="r" variant={ratingVariant[figures.roiRating]}>
        {t(`roi.rating.roi.${figures.roiRating}`)}
      </Badge>,
    ],
    [
      t('roi.out.breakevenPrice'),
      figures.breakevenPriceMinor === null ? '—' : money(figures.breakevenPriceMinor),
    ],
  ];
  if ('breakevenUnits' in figures)
    rows.push([
      t('roi.out.breakevenUnits'),
      figures.breakevenUnits === null
        ? t('roi.out.never')
        : formatNumber(figures.breakevenUnits, i18n.language),
    ]);
  return (
    <dl className="grid gap-2 sm:grid-cols-2" data-testid="roi-results">
      {rows.map(([label, value, badge]) => (
        <div key={label} className="flex items-center justify-between gap-2 rounded-md border px-3 py-2">
          <dt className="text-sm text-muted-foreground">{label}</dt>
          <dd className="flex items-center gap-2 font-semibold tabular-nums">
            {value}
            {badge}
          </dd>
        </div>
      ))}
    </dl>
  );
}
