import { useTranslation } from 'react-i18next';
import { useFeeText } from '#client/features/fees/index.ts';
import { formatNumber } from '#client/lib/format.ts';
import type { Note } from '#domain/market/product-assessment.ts';
import { asCurrency, formatMoney, fromMajor, type MinorUnits } from '#domain/money.ts';
import type { ProductAnalysis } from '../api/analyzer.ts';

/** How an analysis writes its figures: money in the product's currency, counts, notes. */
export function useAnalysisFormat(a: ProductAnalysis) {
  const { t, i18n } = useTranslation('toolkit');
  const lng = i18n.language;
  const currency = a.product.currency;
  const money = (v: MinorUnits | null) =>
    v === null ? '—' : formatMoney({ minor: v, currency: asCurrency(currency) }, lng);
  const num = (v: number | null) => (v === null ? '—' : formatNumber(v, lng, { maximumFractionDigits: 1 }));
  /** Counts of reviews are whole numbers, even a median of an even count (300.5 → 301). */
  const whole = (v: number | null) => (v === null ? '—' : formatNumber(v, lng, { maximumFractionDigits: 0 }));
  /**
   * A note's figures in the user's language: the price sweet spot (major units) and `…Cents` keys
   * in the product's currency, counts as whole numbers, a sourcing rule by its name.
   */
  const noteParam = (key: string, v: number | string) =>
    typeof v === 'string'
      ? key === 'rule'
        ? t(`sourcing.rule.${v}`)
        : v
      : key === 'low' || key === 'high'
        ? formatMoney(fromMajor(v, currency), lng, { maximumFractionDigits: 0 })
        : key.endsWith('Cents')
          ? money(v as MinorUnits)
          : key === 'reviews' || key === 'leaders' || key === 'listings'
            ? whole(v)
            : num(v);
  const note = (n: Note) =>
    t(
      `analyzer.note.${n.code}`,
      Object.fromEntries(Object.entries(n.params ?? {}).map(([k, v]) => [k, noteParam(k, v)])),
    );
  return { money, num, whole, note };
}

export type AnalysisFormat = ReturnType<typeof useAnalysisFormat>;

/** The labelled figures an analysis shows first, each of its subject (docs/toolkit.md "Product analyzer"). */
export function useAnalysisFigures(
  a: ProductAnalysis,
  { money, num, whole }: AnalysisFormat,
): [string, string][] {
  const { t } = useTranslation('toolkit');
  const f = useFeeText();
  const p = a.product;
  const units =
    p.units.method === 'badge'
      ? `${num(p.units.lowerBound)}+`
      : p.units.method === 'bsr'
        ? `≈ ${num(p.units.units)}`
        : p.units.method === 'no_badge'
          ? '< 50'
          : '—';
  const e = p.economics;
  const fees = e?.fees;
  const range = (r: { lowMinor: MinorUnits; highMinor: MinorUnits } | undefined) =>
    r && fees ? f.range(r, fees.currency) : '—';
  const fba = !fees
    ? '—'
    : `${fees.fulfilment.kind === 'fee' ? money(fees.fulfilment.totalMinor) : range(fees.fulfilment)} (${t(`analyzer.size.${fees.size.basis}`)})`;
  const competition = p.competition
    ? `${p.competition.score} (${t(`analyzer.level.${p.competition.level}`)})`
    : t('analyzer.notEnoughData');
  const rating = p.rating === null ? '—' : `${num(p.rating)} (${whole(p.reviewCount)})`;
  switch (a.analysisType) {
    case 'opportunity':
      return [
        [t('analyzer.fig.units'), units],
        [t('analyzer.fig.competition'), competition],
        [t('analyzer.fig.priceBand'), num(a.priceBandScore)],
        [t('analyzer.fig.rating'), rating],
      ];
    case 'profitability':
      return [
        [t('analyzer.fig.price'), money(p.priceCents)],
        [
          t('analyzer.fig.referral'),
          fees
            ? `${money(fees.referral.feeMinor)} (${f.bp(fees.referral.rateBp ?? fees.referral.effectiveBp)})`
            : '—',
        ],
        [t('analyzer.fig.fba'), fba],
        [t('analyzer.fig.amazonFees'), range(fees?.amazonFees)],
        [t('analyzer.fig.net'), range(fees?.leftAfterFees)],
        [
          t('analyzer.fig.margin'),
          e?.marginPercent && e.cost && fees
            ? `${f.percentRange(e.marginPercent)} (${f.cost(e.cost, fees.currency)})`
            : t('analyzer.noCost'),
        ],
        ...(a.economics?.maxCostFor.map((m): [string, string] => [
          t('analyzer.fig.maxCost', { target: m.targetPercent }),
          range(m.cost),
        ]) ?? []),
      ];
    case 'market':
      return [
        [t('analyzer.fig.units'), units],
        [t('analyzer.fig.competition'), competition],
        [t('analyzer.fig.price'), money(p.priceCents)],
      ];
    case 'competitor':
      return [
        [t('analyzer.fig.price'), money(p.priceCents)],
        [t('analyzer.fig.units'), units],
        [t('analyzer.fig.rating'), rating],
      ];
  }
}
