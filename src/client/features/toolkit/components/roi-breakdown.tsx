import { useTranslation } from 'react-i18next';
import { formatNumber, formatPercent } from '#client/lib/format.ts';
import type { AdvancedRoiResult } from '#contracts/toolkit-results.ts';
import { asCurrency, formatMoney, type MinorUnits } from '#domain/money.ts';

/** Per-unit costs with where each fee came from (card, tier, weights): every figure is traceable. */
export function RoiBreakdown({ result, currency }: { result: AdvancedRoiResult; currency: string }) {
  const { t, i18n } = useTranslation('toolkit');
  const lng = i18n.language;
  const money = (cents: MinorUnits) => formatMoney({ minor: cents, currency: asCurrency(currency) }, lng);
  const u = result.unit;
  const referral =
    'feeMinor' in u.referral
      ? t('roi.breakdown.referralCard', {
          category: t(`feeCategory.${u.referral.category}`),
          rate: formatPercent(u.referral.effectiveBp / 100, lng, 2),
          card: u.referral.card.id,
        }) + (u.referral.proxyFrom ? ` ${t('roi.breakdown.proxy', { from: u.referral.proxyFrom })}` : '')
      : t('roi.breakdown.referralEntered', { rate: formatPercent(u.referral.percentBp / 100, lng, 2) });
  const fba = u.fbaDetail
    ? t('roi.breakdown.fbaCard', {
        tier: t(`sizeTier.${u.fbaDetail.tier}`),
        weight: formatNumber(u.fbaDetail.shippingWeightOz, lng, { maximumFractionDigits: 1 }),
        dim: formatNumber(u.fbaDetail.dimensionalWeightOz, lng, { maximumFractionDigits: 1 }),
        card: u.fbaDetail.card.id,
      })
    : t('roi.breakdown.fbaEntered');
  const rows: [string, MinorUnits, string?][] = [
    [t('roi.breakdown.productCost'), u.productCostMinor],
    [t('roi.breakdown.shipping'), u.shippingMinor],
    [t('roi.breakdown.referral'), u.referralFeeMinor, referral],
    [t('roi.breakdown.fba'), u.fbaFeeMinor, fba],
    [
      t('roi.breakdown.storage'),
      u.storageMinor,
      u.storage
        ? t('roi.breakdown.storageCard', {
            cubicFeet: formatNumber(u.storage.cubicFeet, lng, { maximumFractionDigits: 3 }),
            rate: money(u.storage.rateMinorPerCubicFoot),
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
