import { useTranslation } from 'react-i18next';
import { Badge } from '#client/components/ui/badge.tsx';
import { useFeeText } from '#client/features/fees/index.ts';
import { formatNumber, formatPercent } from '#client/lib/format.ts';
import type { AdvancedRoiResult, BasicRoiResult } from '#contracts/toolkit-results.ts';
import { asCurrency, formatMoney, type MinorUnits } from '#domain/money.ts';

export const ratingVariant = {
  low: 'destructive',
  acceptable: 'warning',
  good: 'warning',
  excellent: 'success',
} as const;

type Row = [string, string, React.ReactNode?];

function ResultRows({ rows }: { rows: Row[] }) {
  return (
    <dl className="grid gap-2 sm:grid-cols-2" data-testid="roi-results">
      {rows.map(([label, value, badge]) => (
        <div
          key={label}
          className="flex flex-wrap items-center justify-between gap-2 rounded-md border px-3 py-2"
        >
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

/** The advanced calculator's outputs (a month of sales) with the §9 ratings. */
export function RoiResults({ figures, currency }: { figures: AdvancedRoiResult; currency: string }) {
  const { t, i18n } = useTranslation('toolkit');
  const money = (cents: MinorUnits) =>
    formatMoney({ minor: cents, currency: asCurrency(currency) }, i18n.language);
  const pct = (bp: number | null) => (bp === null ? '—' : formatPercent(bp / 100, i18n.language));
  const rows: Row[] = [
    [t('roi.out.revenueMonth'), money(figures.revenueMinor)],
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
    [
      t('roi.out.breakevenUnits'),
      figures.breakevenUnits === null
        ? t('roi.out.never')
        : formatNumber(figures.breakevenUnits, i18n.language),
    ],
  ];
  return <ResultRows rows={rows} />;
}

/** The basic calculator's outputs per unit: ranges when the FBA fee is (size unknown), rated on their low end. */
export function BasicRoiResults({ figures }: { figures: BasicRoiResult }) {
  const { t, i18n } = useTranslation('toolkit');
  const f = useFeeText();
  const c = figures.fees.currency;
  const bpRange = (r: { low: number; high: number } | null) =>
    r === null ? '—' : f.percentRange({ low: r.low / 100, high: r.high / 100 });
  const rows: Row[] = [
    [
      figures.fees.vat?.registered ? t('roi.out.revenueUnitExVat') : t('roi.out.revenueUnit'),
      f.money(figures.revenueMinor, c),
    ],
    [t('roi.out.amazonFees'), f.range(figures.amazonFees, c)],
    [t('roi.out.totalCosts'), f.range(figures.totalCosts, c)],
    [t('roi.out.profit'), f.range(figures.profit, c)],
    [
      t('roi.out.margin'),
      bpRange(figures.marginBp),
      <Badge key="m" variant={ratingVariant[figures.marginRating]}>
        {t(`roi.rating.margin.${figures.marginRating}`)}
      </Badge>,
    ],
    [
      t('roi.out.roi'),
      bpRange(figures.roiBp),
      <Badge key="r" variant={ratingVariant[figures.roiRating]}>
        {t(`roi.rating.roi.${figures.roiRating}`)}
      </Badge>,
    ],
    [t('roi.out.breakevenPrice'), figures.breakevenPrice ? f.range(figures.breakevenPrice, c) : '—'],
  ];
  return (
    <div className="grid gap-2">
      <ResultRows rows={rows} />
      <p className="text-xs text-muted-foreground" data-testid="roi-fba-basis">
        {f.fulfilment(figures.fees)} · {f.size(figures.fees.size)}
        {figures.fees.fulfilment.kind === 'range' && (
          <span className="block">{t('roi.out.rangeRating', { lng: i18n.language })}</span>
        )}
      </p>
    </div>
  );
}
