import { Lightbulb } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFeeText } from '#client/features/fees/index.ts';
import { formatNumber, formatPercent } from '#client/lib/format.ts';
import type { RecommendationNote, RoiRecommendations } from '#contracts/toolkit-results.ts';
import { asCurrency, formatMoney, type MinorUnits } from '#domain/money.ts';

/** Pro and elite: target price, packaging savings and threshold notes, all from the domain code. */
export function RoiRecommendationsView({
  recommendations: r,
  currency,
}: {
  recommendations: RoiRecommendations;
  currency: string;
}) {
  const { t, i18n } = useTranslation('toolkit');
  const feeText = useFeeText();
  const lng = i18n.language;
  const money = (cents: MinorUnits) => formatMoney({ minor: cents, currency: asCurrency(currency) }, lng);
  const note = (n: RecommendationNote) => {
    switch (n.code) {
      case 'marginBelowTarget':
        return n.targetPriceMinor === null
          ? t('roi.rec.marginUnreachable', { target: formatPercent(n.targetMarginBp / 100, lng) })
          : t('roi.rec.marginBelowTarget', {
              target: formatPercent(n.targetMarginBp / 100, lng),
              price: money(n.targetPriceMinor),
            });
      case 'marginMeetsTarget':
        return r.targetPriceMinor === null
          ? t('roi.rec.marginMeetsTarget', { target: formatPercent(n.targetMarginBp / 100, lng) })
          : t('roi.rec.marginMeetsTargetFrom', {
              target: formatPercent(n.targetMarginBp / 100, lng),
              price: money(r.targetPriceMinor),
            });
      case 'breakevenAboveSales':
        return t('roi.rec.breakevenAboveSales', {
          units: formatNumber(n.breakevenUnits, lng),
          sales: formatNumber(n.monthlySales, lng),
        });
      case 'packagingSaving':
        return t('roi.rec.packagingSaving', { saving: money(n.savingPerMonthMinor) });
      default:
        return t(`roi.rec.${n.code}`);
    }
  };
  return (
    <section
      aria-labelledby="roi-recs"
      className="grid gap-2 rounded-md border border-primary/30 bg-primary/5 p-3"
    >
      <h3 id="roi-recs" className="flex items-center gap-2 font-semibold">
        <Lightbulb className="size-4" aria-hidden="true" />
        {t('roi.rec.title')}
      </h3>
      <ul className="grid list-disc gap-1 pl-5 text-sm">
        {r.notes.map((n) => (
          <li key={n.code}>{note(n)}</li>
        ))}
        {r.packaging.map((p) => (
          <li key={`${p.kind}-${p.tier}`}>
            {t(`roi.rec.packaging.${p.kind}`, {
              tier: feeText.tier(p.tier),
              volume: formatNumber(p.maxVolumeIn3, lng, { maximumFractionDigits: 0 }),
              fee: money(p.feeMinor),
              saving: money(p.savingPerUnitMinor),
            })}
          </li>
        ))}
      </ul>
    </section>
  );
}
