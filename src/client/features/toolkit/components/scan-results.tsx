import { useTranslation } from 'react-i18next';
import { Badge } from '#client/components/ui/badge.tsx';
import { useFeeText } from '#client/features/fees/index.ts';
import { formatNumber, formatPercent } from '#client/lib/format.ts';
import { formatMoney, money } from '#domain/money.ts';
import type { ScanView } from '../api/scanner.ts';
import { useSourcingFlagText } from './use-sourcing-flag-text.ts';

type Hit = ScanView['results'][number];

/** Scans from before fees had a cost read "after the referral fee only"; newer ones say what the margin is after. */
const figuresKey = (h: Hit) =>
  h.marginBasis === 'leftAfterFees'
    ? 'scanner.figuresLeft'
    : h.marginBasis === 'margin'
      ? 'scanner.figuresMargin'
      : h.fba === 'exact' || h.fba === 'typical'
        ? 'scanner.figuresFba'
        : 'scanner.figures';

/** A finished scan: what the sourcing rules left out, then the opportunities by score with their figures. */
export function ScanResults({ scan }: { scan: ScanView }) {
  const { t, i18n } = useTranslation('toolkit');
  const fee = useFeeText();
  const lng = i18n.language;
  const flagText = useSourcingFlagText();
  const left = Object.entries(scan.excluded).filter(([, n]) => n);
  const excluded = left.length > 0 && (
    <p className="text-sm text-muted-foreground" data-testid="scanner-excluded">
      {t('scanner.excluded', {
        list: left
          .map(([rule, n]) => `${t(`sourcing.rule.${rule}`)} ${formatNumber(n ?? 0, lng)}`)
          .join(' · '),
      })}
    </p>
  );
  if (scan.results.length === 0)
    return (
      <>
        {excluded}
        <p className="text-sm">{t('scanner.none')}</p>
      </>
    );
  return (
    <>
      {excluded}
      <ol className="grid gap-2" data-testid="scanner-results">
        {scan.results.map((h) => (
          <li key={h.productId} className="rounded-md border p-3 text-sm">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <span className="font-medium">
                {h.title} <span className="text-xs text-muted-foreground">{h.asin}</span>
              </span>
              <Badge variant={h.score >= 80 ? 'success' : h.score >= 60 ? 'warning' : 'secondary'}>
                {t('scanner.score', { score: h.score })}
              </Badge>
            </div>
            <p className="text-muted-foreground">
              {t(figuresKey(h), {
                price: h.priceCents === null ? '—' : formatMoney(money(h.priceCents, h.currency), lng),
                units: formatNumber(h.units, lng),
                competition: h.competition,
                margin: h.marginRange ? fee.percentRange(h.marginRange) : formatPercent(h.marginPercent, lng),
                size: t(`scanner.size.${h.fba === 'exact' ? 'package' : (h.fba ?? 'unknown')}`),
                cost: h.cost ? fee.cost(h.cost, h.currency) : '',
              })}
              {h.inYourHistory && (
                <Badge className="ml-2" variant="outline">
                  {t('scanner.inHistory')}
                </Badge>
              )}
            </p>
            <p className="text-xs text-muted-foreground">
              {h.components
                .map(
                  (c) =>
                    `${t(`scanner.component.${c.key}`)} ${c.score ?? '—'} (×${formatNumber(c.weight, lng)})`,
                )
                .join(' · ')}
            </p>
            {h.flags?.map((f) => (
              <p key={f.rule} className="text-xs text-warning">
                {t(`sourcing.rule.${f.rule}`)} — {flagText(f)} {t('sourcing.switchedOff')}
              </p>
            ))}
          </li>
        ))}
      </ol>
    </>
  );
}
