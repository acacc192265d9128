import { FlaskConical } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { formatMoney, money } from '#domain/money.ts';
import { Button, buttonVariants } from '../components/ui/button.tsx';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../components/ui/card.tsx';
import { QueryStates } from '../components/ui/query-states.tsx';
import { useCheckout, useTestCheckoutAction } from '../features/billing/api/checkout.ts';
import { toast } from '../lib/toast.ts';
import { useErrorMessage } from '../lib/use-error-message.ts';

/** The built-in test checkout: the order, a plain "no real payment" notice, confirm or cancel. */
export default function TestCheckoutPage() {
  const { id = '' } = useParams();
  const { t, i18n } = useTranslation('billing');
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  const checkout = useCheckout(id);
  const action = useTestCheckoutAction(id);
  const order = checkout.data;

  const run = (which: 'confirm' | 'cancel') =>
    action.mutate(which, {
      onSuccess: () => {
        if (which === 'confirm') navigate(`/checkout/return?checkout=${id}`);
        else {
          toast.info(t('checkout.canceled'));
          navigate('/pricing');
        }
      },
      onError: (e) => toast.error(errorMessage(e)),
    });

  return (
    <div className="mx-auto max-w-lg space-y-6 px-4 py-12">
      <div
        role="note"
        className="flex items-start gap-3 rounded-md border-2 border-amber-400 bg-amber-50 p-4 text-amber-950"
      >
        <FlaskConical className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <div>
          <p className="font-bold">{t('testCheckout.banner')}</p>
          <p className="text-sm">{t('testCheckout.bannerBody')}</p>
        </div>
      </div>
      <Card>
        <CardHeader>
          <CardTitle className="text-xl">{t('testCheckout.title')}</CardTitle>
        </CardHeader>
        <CardContent>
          <QueryStates query={checkout} skeletonClassName="h-32" loadError={errorMessage(checkout.error)}>
            {(order) => (
              <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
                <dt className="text-muted-foreground">{t('testCheckout.plan')}</dt>
                <dd className="font-medium">{t(`common:plans.${order.plan}`)}</dd>
                <dt className="text-muted-foreground">{t('testCheckout.billing')}</dt>
                <dd>
                  {order.mode === 'one-time'
                    ? t('testCheckout.oneTime')
                    : t(`testCheckout.renews.${order.billingPeriod}`)}
                </dd>
                <dt className="text-muted-foreground">{t('testCheckout.method')}</dt>
                <dd>{t(`paymentDialog.methods.${order.paymentMethod}`)}</dd>
                {order.creditCents > 0 && (
                  <>
                    <dt className="text-muted-foreground">{t('testCheckout.credit')}</dt>
                    <dd>−{formatMoney(money(order.creditCents, order.currency), i18n.language)}</dd>
                  </>
                )}
                <dt className="border-t pt-2 font-semibold">{t('testCheckout.total')}</dt>
                <dd className="border-t pt-2 text-lg font-bold">
                  {formatMoney(money(order.amountCents, order.currency), i18n.language)}
                </dd>
              </dl>
            )}
          </QueryStates>
          {order && order.status !== 'open' && (
            <p role="status" className="mt-4 rounded-md bg-muted p-3 text-sm">
              {t(`testCheckout.closed.${order.status}`)}
            </p>
          )}
        </CardContent>
        <CardFooter className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          {order?.status === 'open' ? (
            <>
              <Button variant="outline" onClick={() => run('cancel')} disabled={action.isPending}>
                {t('testCheckout.cancel')}
              </Button>
              <Button onClick={() => run('confirm')} disabled={action.isPending}>
                {action.isPending ? t('testCheckout.confirming') : t('testCheckout.confirm')}
              </Button>
            </>
          ) : (
            <Link to={order?.status === 'completed' ? '/dashboard' : '/pricing'} className={buttonVariants()}>
              {order?.status === 'completed' ? t('common:actions.backToDashboard') : t('backToPricing')}
            </Link>
          )}
        </CardFooter>
      </Card>
    </div>
  );
}
