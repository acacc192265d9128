import { CreditCard, Wallet } from 'lucide-react';
import { useId, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import { Checkbox } from '#client/components/ui/switch.tsx';
import { cn } from '#client/lib/cn.ts';
import { toast } from '#client/lib/toast.ts';
import { useErrorMessage } from '#client/lib/use-error-message.ts';
import type { BillingPeriod, PaymentMethod, PaymentMode } from '#domain/billing/prices.ts';
import { checkoutAmountCents } from '#domain/billing/prices.ts';
import { formatMoney, money } from '#domain/money.ts';
import { type PaidPlanId, PLAN_CURRENCY } from '#domain/plans.ts';
import { useCheckoutTerms } from '../api/billing-history.ts';
import { useStartCheckout } from '../api/checkout.ts';
import { CheckoutTermsSummary } from './checkout-terms-summary.tsx';

const METHODS: { id: PaymentMethod; icon: typeof CreditCard }[] = [
  { id: 'card', icon: CreditCard },
  { id: 'paypal', icon: Wallet },
];

/**
 * Card or PayPal, the terms box, then the checkout opens in a new tab. The tab is opened at the click
 * (so pop-up blockers allow it) and sent to the payment page once the server has created it.
 */
export function PaymentMethodDialog({
  plan,
  mode,
  period,
  onClose,
}: {
  plan: PaidPlanId | null;
  mode: PaymentMode;
  period: BillingPeriod;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('billing');
  const errorMessage = useErrorMessage();
  const [method, setMethod] = useState<PaymentMethod>('card');
  const [accepted, setAccepted] = useState(false);
  const start = useStartCheckout();
  // The same query as the summary's: paying waits for the terms, and a refused purchase cannot go on.
  const terms = useCheckoutTerms(plan ? { plan, mode, billingPeriod: period } : null);
  const termsId = useId();

  const onContinue = () => {
    if (!plan || !accepted) return;
    const tab = window.open('', '_blank');
    start.mutate(
      { plan, mode, billingPeriod: period, paymentMethod: method, acceptTerms: true },
      {
        onSuccess: ({ url }) => {
          if (tab) {
            tab.opener = null;
            tab.location.href = url;
          } else window.location.assign(url);
          toast.success(t('checkout.redirecting'));
          onClose();
        },
        onError: (e) => {
          tab?.close();
          onClose();
          toast.error(errorMessage(e));
        },
      },
    );
  };

  const amount = plan
    ? formatMoney(money(checkoutAmountCents(plan, mode, period), PLAN_CURRENCY), i18n.language)
    : '';
  return (
    <Dialog open={!!plan} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('paymentDialog.title')}</DialogTitle>
          <DialogDescription>
            {plan &&
              t(mode === 'one-time' ? 'paymentDialog.summaryOneTime' : `paymentDialog.summary.${period}`, {
                plan: t(`common:plans.${plan}`),
                amount,
              })}
          </DialogDescription>
        </DialogHeader>
        {plan && <CheckoutTermsSummary order={{ plan, mode, billingPeriod: period }} />}
        <fieldset className="space-y-2">
          <legend className="mb-2 text-sm font-medium">{t('paymentDialog.method')}</legend>
          {METHODS.map(({ id, icon: Icon }) => (
            <label
              key={id}
              className={cn(
                'flex cursor-pointer items-center gap-3 rounded-md border p-3 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
                method === id && 'border-primary bg-secondary',
              )}
            >
              <input
                type="radio"
                name="payment-method"
                value={id}
                checked={method === id}
                onChange={() => setMethod(id)}
                className="accent-primary"
              />
              <Icon className="size-5 text-muted-foreground" aria-hidden="true" />
              <span className="font-medium">{t(`paymentDialog.methods.${id}`)}</span>
            </label>
          ))}
        </fieldset>
        <div className="flex items-start gap-3">
          <Checkbox
            id={termsId}
            checked={accepted}
            onCheckedChange={(v) => setAccepted(v === true)}
            className="mt-0.5"
          />
          <label htmlFor={termsId} className="text-sm">
            <Trans
              t={t}
              i18nKey="paymentDialog.terms"
              components={{
                terms: <Link to="/terms" target="_blank" className="text-primary underline" />,
                privacy: <Link to="/privacy" target="_blank" className="text-primary underline" />,
              }}
            />
          </label>
        </div>
        {!accepted && <p className="text-xs text-muted-foreground">{t('paymentDialog.termsRequired')}</p>}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button onClick={onContinue} disabled={!accepted || !terms.data || start.isPending}>
            {start.isPending ? t('paymentDialog.opening') : t('paymentDialog.continue')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
