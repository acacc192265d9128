import { useTranslation } from 'react-i18next';
import { QueryStates } from '#client/components/ui/query-states.tsx';
import { formatLongDate } from '#client/lib/format.ts';
import { useErrorMessage } from '#client/lib/use-error-message.ts';
import type { CheckoutOrder, CheckoutTerms } from '#contracts/checkout-terms.ts';
import { asCurrency, formatMoney, type MinorUnits } from '#domain/money.ts';
import { useCheckoutTerms } from '../api/billing-history.ts';

/**
 * What a purchase charges, credits and gives, from the server's terms (the same the checkout
 * records): the price, the credit for a one-time month it replaces, what is paid now, and when the
 * access starts and renews or ends.
 */
export function CheckoutTermsSummary({ order }: { order: CheckoutOrder }) {
  const errorMessage = useErrorMessage();
  const terms = useCheckoutTerms(order);
  return (
    <QueryStates query={terms} skeletonClassName="h-24" loadError={errorMessage(terms.error)}>
      {(p) => <Terms order={order} p={p} />}
    </QueryStates>
  );
}

function Terms({ order, p }: { order: CheckoutOrder; p: CheckoutTerms }) {
  const { t, i18n } = useTranslation('billing');
  const money = (cents: MinorUnits) =>
    formatMoney({ minor: cents, currency: asCurrency(p.currency) }, i18n.language);
  const date = (d: string) => formatLongDate(d, i18n.language);
  const startsLater = Date.parse(p.startsAt) > Date.now() + 60_000;
  return (
    <div className="space-y-2 text-sm" data-testid="checkout-terms">
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
        <dt>
          {t(
            order.mode === 'one-time'
              ? 'terms.priceOneTime'
              : `terms.price.${order.billingPeriod ?? 'monthly'}`,
          )}
        </dt>
        <dd className="text-right">{money(p.priceCents)}</dd>
        {p.replaces && p.creditCents > 0 && (
          <>
            <dt>
              {t('terms.credit', { plan: t(`common:plans.${p.replaces.plan}`), date: date(p.replaces.end) })}
            </dt>
            <dd className="text-right">−{money(p.creditCents)}</dd>
          </>
        )}
        <dt className="font-semibold">{t('terms.dueNow')}</dt>
        <dd className="text-right font-semibold">{money(p.amountDueCents)}</dd>
      </dl>
      <p className="text-muted-foreground">
        {startsLater
          ? t('terms.startsLater', { start: date(p.startsAt), end: date(p.accessUntil) })
          : p.renews
            ? t(`terms.renews.${order.billingPeriod ?? 'monthly'}`, {
                date: date(p.accessUntil),
                amount: money(p.priceCents),
              })
            : t('terms.noRenewal', { date: date(p.accessUntil) })}
      </p>
    </div>
  );
}
