import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { QueryStates } from '#client/components/ui/query-states.tsx';
import { formatLongDate } from '#client/lib/format.ts';
import type { BillingEvent, PaymentReceipt } from '#contracts/billing-history.ts';
import { asCurrency, formatMoney, type MinorUnits, minorUnits } from '#domain/money.ts';
import { useBillingHistory } from '../api/billing-history.ts';

function useDescribe() {
  const { t } = useTranslation('billing');
  return (e: BillingEvent) => {
    const plan = t(`common:plans.${e.plan}`);
    if (e.kind === 'promo-code')
      return t(e.lifetime ? 'history.promoLifetime' : 'history.promoMonth', { plan, code: e.code });
    if (e.kind === 'plan-change')
      return t('history.planChange', { plan, period: t(`history.periods.${e.billingPeriod ?? 'monthly'}`) });
    const what =
      e.mode === 'one-time'
        ? t('history.oneTime', { plan })
        : t('history.subscription', { plan, period: t(`history.periods.${e.billingPeriod ?? 'monthly'}`) });
    return e.kind === 'refund-due' ? t('history.refundDue', { what }) : what;
  };
}

/** Settings card: payments, plan changes and promo codes used, with the payment service's receipts. */
export function BillingHistoryCard() {
  const { t, i18n } = useTranslation('billing');
  const history = useBillingHistory();
  const describe = useDescribe();
  const money = (cents: MinorUnits, currency: string) =>
    formatMoney({ minor: cents, currency: asCurrency(currency) }, i18n.language);
  const amountOf = (e: BillingEvent) => {
    if (e.amountCents === null || e.currency === null) return t('history.free');
    const paid = money(minorUnits(Math.abs(e.amountCents)), e.currency);
    return e.amountCents < 0 ? t('history.credited', { amount: paid }) : paid;
  };
  const receiptStatus = (r: PaymentReceipt) =>
    r.status === 'succeeded' ? null : t(`history.status.${r.status}`);
  const data = history.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('history.title')}</CardTitle>
        <CardDescription>{t('history.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <QueryStates query={history} skeletonClassName="h-20" loadError={t('common:status.error')}>
          {data && data.events.length === 0 && (
            <p className="text-sm text-muted-foreground">{t('history.empty')}</p>
          )}
          {data && data.events.length > 0 && (
            <ul className="divide-y text-sm" aria-label={t('history.title')}>
              {data.events.map((e) => (
                <li
                  key={`${e.kind}-${e.at}-${e.plan}-${e.code ?? ''}`}
                  className="flex flex-wrap items-baseline justify-between gap-x-4 py-2"
                >
                  <span className="min-w-0">
                    <span className="block">{describe(e)}</span>
                    <span className="block text-xs text-muted-foreground">
                      {formatLongDate(e.at, i18n.language)}
                      {e.creditCents > 0 &&
                        e.currency &&
                        ` · ${t('history.creditApplied', { amount: money(e.creditCents, e.currency) })}`}
                    </span>
                  </span>
                  <span className="font-medium tabular-nums">{amountOf(e)}</span>
                </li>
              ))}
            </ul>
          )}
          {data?.receipts && (
            <section aria-labelledby="billing-receipts-title" className="grid gap-2">
              <h3 id="billing-receipts-title" className="font-semibold">
                {t('history.receiptsTitle')}
              </h3>
              {data.receipts.length === 0 && (
                <p className="text-sm text-muted-foreground">{t('history.noReceipts')}</p>
              )}
              <ul className="divide-y text-sm">
                {data.receipts.map((r) => (
                  <li key={r.id} className="flex flex-wrap items-baseline justify-between gap-x-4 py-2">
                    <span>
                      {formatLongDate(r.at, i18n.language)} · {money(r.amountCents, r.currency)}
                      {receiptStatus(r) && ` · ${receiptStatus(r)}`}
                    </span>
                    {r.receiptUrl && (
                      <a
                        href={r.receiptUrl}
                        target="_blank"
                        rel="noreferrer"
                        className="inline-flex items-center gap-1 text-primary underline"
                      >
                        {t('history.receipt')}
                        <ExternalLink className="size-3.5" aria-hidden="true" />
                        <span className="sr-only">{t('history.opensNewTab')}</span>
                      </a>
                    )}
                  </li>
                ))}
              </ul>
            </section>
          )}
        </QueryStates>
      </CardContent>
    </Card>
  );
}
