import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '#client/components/ui/badge.tsx';
import { formatShortDate } from '#client/lib/format.ts';
import type { ProductEconomics } from '#domain/estimators/margin.ts';
import type { FeeEstimate } from '#domain/fees/estimate-fees.ts';
import type { FulfilmentFee } from '#domain/fees/fba-fee.ts';
import { type FeeText, useFeeText } from './use-fee-text.ts';

/** "low confidence" beside a figure built on unconfirmed rates (reference §9). */
export function ConfidenceBadge({ confidence }: { confidence: 'high' | 'medium' | 'low' }) {
  const f = useFeeText();
  if (confidence !== 'low') return null;
  return (
    <Badge variant="warning" className="font-normal" data-testid="low-confidence">
      {f.confidence('low')}
    </Badge>
  );
}

function Row({
  label,
  value,
  detail,
  strong,
  testId,
}: {
  label: ReactNode;
  value: ReactNode;
  detail?: ReactNode;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <div className="grid grid-cols-[1fr_auto] gap-x-3 border-b py-1.5 last:border-b-0" data-testid={testId}>
      <dt className={strong ? 'font-semibold' : 'text-muted-foreground'}>{label}</dt>
      <dd className={`text-right tabular-nums ${strong ? 'font-semibold' : ''}`}>{value}</dd>
      {detail && <dd className="col-span-2 text-xs text-muted-foreground">{detail}</dd>}
    </div>
  );
}

const cardLine = (t: TFunction<'fees'>, lng: string, c: FeeEstimate['referral']['card']) =>
  c.effectiveTo
    ? t('breakdown.cardWindow', {
        id: c.id,
        from: formatShortDate(c.effectiveFrom, lng),
        to: formatShortDate(c.effectiveTo, lng),
      })
    : t('breakdown.card', { id: c.id, from: formatShortDate(c.effectiveFrom, lng) });

/** The card both ends of a range were priced on, its period and the surcharges each end includes. */
function RangeCard({ end }: { end: FulfilmentFee }) {
  const { t, i18n } = useTranslation('fees');
  const f = useFeeText();
  const lines = end.lines.map((l) => f.line(l.kind, l.bp));
  return (
    <>
      {' '}
      · {f.period(end.period)} · {cardLine(t, i18n.language, end.card)}
      {lines.length > 0 && <> · {t('breakdown.rangeIncludes', { lines: lines.join(', ') })}</>}
    </>
  );
}

function FulfilmentRows({ fees, f }: { fees: FeeEstimate; f: FeeText }) {
  const { t, i18n } = useTranslation('fees');
  const ful = fees.fulfilment;
  if (ful.kind === 'range')
    return (
      <Row
        testId="fee-fba"
        label={t('breakdown.fba')}
        value={f.range(ful, fees.currency)}
        detail={
          <>
            {f.size(fees.size)} · {t('breakdown.tiers', { tiers: ful.tiers.map(f.tier).join(', ') })}
            {ful.low && <RangeCard end={ful.low} />} <ConfidenceBadge confidence={ful.confidence} />
          </>
        }
      />
    );
  return (
    <>
      <Row
        testId="fee-fba"
        label={t('breakdown.fba')}
        value={f.money(ful.baseMinor, fees.currency)}
        detail={
          <>
            {t('breakdown.fbaDetail', {
              tier: f.tier(ful.sizeTier),
              weight: f.weight(ful.shippingWeight),
              period: f.period(ful.period),
              band: f.priceBand(ful.priceBand),
            })}{' '}
            · {f.size(fees.size)} · {cardLine(t, i18n.language, ful.card)}
            {ful.notes.map((n) => (
              <span key={n} className="block">
                {f.note(n)}
              </span>
            ))}{' '}
            <ConfidenceBadge confidence={ful.confidence} />
          </>
        }
      />
      {ful.lines.map((l) => (
        <Row
          key={l.id}
          testId={`fee-line-${l.kind}`}
          label={<span className="pl-3">+ {f.line(l.kind, l.bp)}</span>}
          value={f.money(l.amountMinor, fees.currency)}
          detail={l.confidence === 'low' ? <ConfidenceBadge confidence="low" /> : undefined}
        />
      ))}
    </>
  );
}

/**
 * Every line of Amazon's fees on one sale, with its card, basis and confidence, then what is left
 * and, with a cost, profit and margin (docs/estimators.md "Amazon fees"). The product dialog, the
 * analyzer, the ROI calculators and product costs show it.
 */
export function FeeBreakdown({
  economics,
  fees: given,
}: {
  economics?: ProductEconomics;
  fees?: FeeEstimate;
}) {
  const { t, i18n } = useTranslation('fees');
  const f = useFeeText();
  const fees = economics?.fees ?? given;
  if (!fees) return null;
  const c = fees.currency;
  const r = fees.referral;
  return (
    <dl className="text-sm" data-testid="fee-breakdown">
      <Row label={t('breakdown.price')} value={f.money(fees.priceMinor, c)} />
      {fees.vat?.registered && (
        <Row
          testId="fee-vat"
          label={t('breakdown.vatRemoved', { percent: f.bp(fees.vat.bp) })}
          value={`−${f.money(fees.vat.inPriceMinor, c)}`}
          detail={f.vat(fees)}
        />
      )}
      {fees.vat && !fees.vat.registered && (
        <Row label={t('breakdown.vatKept')} value="" detail={f.vat(fees)} />
      )}
      {fees.vat?.registered && <Row label={t('breakdown.revenue')} value={f.money(fees.revenueMinor, c)} />}
      <Row
        testId="fee-referral"
        label={t('breakdown.referral', { percent: f.bp(r.rateBp ?? r.effectiveBp) })}
        value={f.money(r.feeMinor, c)}
        detail={
          <>
            {t(`mode.${r.mode}`)} ·{' '}
            {t(r.exactCategory ? 'breakdown.category' : 'breakdown.categoryDefault', {
              category: t(`category.${r.category}`),
            })}
            {r.minimumApplied && r.minimumMinor !== null
              ? ` · ${t('breakdown.minimum', { amount: f.money(r.minimumMinor, c) })}`
              : ''}
            {r.proxyFrom ? ` · ${t('breakdown.proxy', { from: r.proxyFrom })}` : ''} ·{' '}
            {cardLine(t, i18n.language, r.card)} <ConfidenceBadge confidence={r.confidence} />
          </>
        }
      />
      {fees.closingFeeMinor > 0 && (
        <Row label={t('breakdown.closing')} value={f.money(fees.closingFeeMinor, c)} />
      )}
      <FulfilmentRows fees={fees} f={f} />
      {fees.dsf && (
        <Row
          testId="fee-dsf"
          label={t('breakdown.dsf', { percent: f.bp(fees.dsf.bp) })}
          value={f.range(fees.dsf.amount, c)}
          detail={
            <>
              {f.dsf(fees)} <ConfidenceBadge confidence={fees.dsf.confidence} />
            </>
          }
        />
      )}
      {fees.vat?.onFees && (
        <Row
          label={t('breakdown.vatOnFees')}
          value={f.range(fees.vat.onFees, c)}
          detail={t('breakdown.vatOnFeesHow')}
        />
      )}
      <Row strong testId="fee-total" label={t('amazonFees')} value={f.range(fees.amazonFees, c)} />
      <Row strong testId="fee-left" label={t('leftAfterFees')} value={f.range(fees.leftAfterFees, c)} />
      {economics?.cost && economics.profit && economics.marginPercent && (
        <>
          <Row
            label={t('breakdown.cost')}
            value={`−${f.money(economics.cost.minor, c)}`}
            detail={f.cost(economics.cost, c)}
          />
          <Row strong label={t('profit')} value={f.range(economics.profit, c)} />
          <Row
            strong
            testId="fee-margin"
            label={t('margin')}
            value={f.percentRange(economics.marginPercent)}
          />
        </>
      )}
      {economics && !economics.cost && (
        <p className="pt-2 text-xs text-muted-foreground">{t('breakdown.noCost')}</p>
      )}
    </dl>
  );
}
