import { useTranslation } from 'react-i18next';
import { ConfidenceBadge, useFeeText } from '#client/features/fees/index.ts';
import { formatNumber, formatPercent } from '#client/lib/format.ts';
import type { AdvancedRoiResult } from '#contracts/toolkit-results.ts';
import { asCurrency, formatMoney, type MinorUnits } from '#domain/money.ts';

/** Per-unit costs with where each fee came from (card, tier, weights): every figure is traceable. */
export function RoiBreakdown({ result, currency }: { result: AdvancedRoiResult; currency: string }) {
  const { t, i18n } = useTranslation(['toolkit', 'fees']);
  const f = useFeeText();
  const lng = i18n.language;
  const money = (cents: MinorUnits) => formatMoney({ minor: cents, currency: asCurrency(currency) }, lng);
  const u = result.unit;
  const referral =
    'feeMinor' in u.referral
      ? t('roi.breakdown.referralCard', {
          category: t(`fees:category.${u.referral.category}`),
          rate: formatPercent((u.referral.rateBp ?? u.referral.effectiveBp) / 100, lng, 2),
          card: u.referral.card.id,
        }) + (u.referral.proxyFrom ? ` ${t('roi.breakdown.proxy', { from: u.referral.proxyFrom })}` : '')
      : t('roi.breakdown.referralEntered', { rate: formatPercent(u.referral.percentBp / 100, lng, 2) });
  const fd = u.fbaDetail;
  const fba = fd
    ? [
        t('roi.breakdown.fbaCard', {
          tier: f.tier(fd.sizeTier),
          weight: f.weight(fd.shippingWeight),
          dim: f.weight(fd.dimensionalWeight),
          period: f.period(fd.period),
          band: f.priceBand(fd.priceBand),
          card: fd.card.id,
        }),
        ...fd.lines.map((l) => `+ ${f.line(l.kind, l.bp)} ${money(l.amountMinor)}`),
        ...fd.notes.map(f.note),
      ].join(' · ')
    : t('roi.breakdown.fbaEntered');
  type Row = [string, MinorUnits, string?];
  const dsfRow = (dsf: NonNullable<typeof u.dsf>): Row => [
    t('roi.breakdown.dsf'),
    u.dsfMinor,
    f.dsf({ dsf }) ?? undefined,
  ];
  const rows: Row[] = [
    [t('roi.breakdown.productCost'), u.productCostMinor],
    [t('roi.breakdown.shipping'), u.shippingMinor],
    [t('roi.breakdown.referral'), u.referralFeeMinor, referral],
    [t('roi.breakdown.fba'), u.fbaFeeMinor, fba],
    ...(u.dsf ? [dsfRow(u.dsf)] : []),
    ...(u.vatOnFeesMinor > 0 ? [[t('roi.breakdown.vatOnFees'), u.vatOnFeesMinor] as Row] : []),
    [
      t('roi.breakdown.storage'),
      u.storageMinor,
      u.storage
        ? t('roi.breakdown.storageCard', {
            cubicFeet: formatNumber(u.storage.cubicFeet, lng, { maximumFractionDigits: 3 }),
            rate: money(u.storage.rateMinorPerUnitVolume),
            volume: formatNumber(u.storage.volume, lng, { maximumFractionDigits: 4 }),
            unit: u.storage.volumeUnit === 'ft3' ? 'ft³' : 'm³',
            card: u.storage.card.id,
          })
        : undefined,
    ],
    [t('roi.breakdown.advertising'), u.advertisingMinor],
    [t('roi.breakdown.profit'), u.profitMinor],
  ];
  return (
    <details className="rounded-md border p-3 text-sm">
      <summary className="cursor-pointer font-medium">{t('roi.breakdown.title')}</summary>
      {u.vat?.registered && (
        <p className="mt-2 text-xs text-muted-foreground">
          {t('roi.breakdown.vatRemoved', { price: money(u.priceMinor), revenue: money(u.revenueMinor) })}
        </p>
      )}
      {fd && <ConfidenceBadge confidence={fd.confidence} />}
      <table className="mt-2 w-full">
        <tbody>
          {rows.map(([label, cents, note]) => (
            <tr key={label} className="border-t align-top">
              <th scope="row" className="py-1.5 pr-2 text-left font-normal">
                {label}
                {note && <span className="block text-xs text-muted-foreground">{note}</span>}
              </th>
              <td className="py-1.5 text-right tabular-nums">{money(cents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
