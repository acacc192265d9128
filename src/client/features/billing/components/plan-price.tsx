import { useTranslation } from 'react-i18next';
import type { BillingPeriod, PaymentMode } from '#domain/billing/prices.ts';
import { checkoutAmountCents, twelveMonthsCents } from '#domain/billing/prices.ts';
import { asCurrency, formatMoney, type MinorUnits, minorUnits } from '#domain/money.ts';
import { PLAN_CURRENCY, type PlanId } from '#domain/plans.ts';

/** The price of a plan card: per month, per year with the crossed-out 12 × monthly, or one month once. */
export function PlanPrice({
  plan,
  mode,
  period,
}: {
  plan: PlanId;
  mode: PaymentMode;
  period: BillingPeriod;
}) {
  const { t, i18n } = useTranslation('billing');
  const money = (cents: MinorUnits) =>
    formatMoney({ minor: cents, currency: asCurrency(PLAN_CURRENCY) }, i18n.language);
  const amount = checkoutAmountCents(plan, mode, period);
  const yearly = mode === 'subscription' && period === 'yearly' && amount > 0;
  const unit =
    amount === 0 ? t('price.forever') : mode === 'one-time' ? t('price.oneMonth') : t(`price.per.${period}`);
  return (
    <div className="min-h-16">
      <p className="flex flex-wrap items-baseline gap-x-2">
        {yearly && (
          <>
            <span className="sr-only">{t('price.insteadOf', { price: money(twelveMonthsCents(plan)) })}</span>
            <s className="text-lg text-muted-foreground" aria-hidden="true">
              {money(twelveMonthsCents(plan))}
            </s>
          </>
        )}
        <span className="text-3xl font-bold">{money(amount)}</span>
        <span className="text-sm text-muted-foreground">{unit}</span>
      </p>
      {yearly && (
        <p className="text-xs text-muted-foreground">
          {t('price.perMonthEquivalent', { price: money(minorUnits(Math.round(amount / 12))) })}
        </p>
      )}
    </div>
  );
}
