import { CheckCircle2, CircleAlert, Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { buttonVariants } from '../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card.tsx';
import { QueryStates } from '../components/ui/query-states.tsx';
import { Spinner } from '../components/ui/skeleton.tsx';
import { useCheckout } from '../features/billing/api/checkout.ts';
import { useErrorMessage } from '../lib/use-error-message.ts';

/**
 * Where the payment page sends the buyer back. It grants nothing: it waits (polling) until the
 * server has received the payment provider's confirmation.
 */
export default function CheckoutReturnPage() {
  const [params] = useSearchParams();
  const id = params.get('checkout') ?? '';
  const { t } = useTranslation('billing');
  const errorMessage = useErrorMessage();
  const checkout = useCheckout(id, { poll: true });
  const order = checkout.data;

  return (
    <div className="mx-auto max-w-lg px-4 py-16">
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-xl">
            {order?.status === 'completed' && (
              <CheckCircle2 className="size-6 text-success" aria-hidden="true" />
            )}
            {order?.status === 'refund-due' && (
              <CircleAlert className="size-6 text-amber-600" aria-hidden="true" />
            )}
            {order?.status !== 'completed' && order?.status !== 'refund-due' && (
              <Clock className="size-6 text-muted-foreground" aria-hidden="true" />
            )}
            {order?.status === 'completed' && t('return.doneTitle')}
            {order?.status === 'refund-due' && t('return.refundDueTitle')}
            {order?.status !== 'completed' && order?.status !== 'refund-due' && t('return.waitingTitle')}
          </CardTitle>
        </CardHeader>
        <CardContent className="space-y-4" aria-live="polite">
          <QueryStates
            query={checkout}
            skeletonClassName="h-6"
            loadError={checkout.isError ? errorMessage(checkout.error) : ''}
            retry={{ label: t('common:actions.retry'), onRetry: () => void checkout.refetch() }}
          >
            {(order) => (
              <>
                {order.status === 'open' && (
                  <div className="flex items-center gap-3 text-sm text-muted-foreground">
                    {/* The order's own state: paid at the provider, its confirmation not received yet. */}
                    <Spinner label={t('common:status.loading')} />
                    {t('return.waiting')}
                  </div>
                )}
                {order.status === 'completed' && (
                  <p>{t('return.done', { plan: t(`common:plans.${order.plan}`) })}</p>
                )}
                {order.status === 'canceled' && <p>{t('testCheckout.closed.canceled')}</p>}
                {order.status === 'refund-due' && (
                  <p role="status">
                    {order.provider === 'test-checkout'
                      ? t('testCheckout.closed.refund-due')
                      : t('return.refundDue')}
                  </p>
                )}
              </>
            )}
          </QueryStates>
          <div className="flex flex-wrap gap-2">
            <Link to="/dashboard" className={buttonVariants()}>
              {t('common:actions.backToDashboard')}
            </Link>
            <Link to="/pricing" className={buttonVariants({ variant: 'outline' })}>
              {t('backToPricing')}
            </Link>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
