import { Rocket } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonVariants } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { QueryStates } from '#client/components/ui/query-states.tsx';
import { PLANS } from '#domain/plans.ts';
import { type SubscriptionView, useSubscription } from '../api/subscription.ts';
import { useQuotaLabel } from './plan-features.tsx';
import { SubscriptionSummary } from './subscription-summary.tsx';

/** Dashboard: the subscription card for paid users, the upgrade-to-Pro prompt for free ones. */
export function SubscriptionPanel() {
  const { t } = useTranslation('billing');
  const subscription = useSubscription();
  return (
    <QueryStates query={subscription} skeletonClassName="h-40" loadError={t('common:status.error')}>
      {(view) => <SubscriptionOrUpgrade data={view} />}
    </QueryStates>
  );
}

function SubscriptionOrUpgrade({ data }: { data: SubscriptionView }) {
  const { t } = useTranslation('billing');
  const quotaLabel = useQuotaLabel();
  if (data.subscription) {
    return (
      <section aria-labelledby="subscription-card-title">
        <Card>
          <CardHeader>
            <CardTitle id="subscription-card-title" className="text-base">
              {t('yourSubscription')}
            </CardTitle>
          </CardHeader>
          <CardContent className="space-y-3">
            <SubscriptionSummary view={data} />
            <Link to="/pricing" className={buttonVariants({ variant: 'link', size: 'sm' })}>
              {t('manageOnPricing')}
            </Link>
          </CardContent>
        </Card>
      </section>
    );
  }
  const pro = PLANS.pro.quotas;
  return (
    <section aria-labelledby="upgrade-card-title">
      <Card className="border-primary/40 bg-secondary/40">
        <CardHeader>
          <CardTitle id="upgrade-card-title" className="flex items-center gap-2 text-base">
            <Rocket className="size-5 text-accent" aria-hidden="true" />
            {t('upgradePrompt.title')}
          </CardTitle>
        </CardHeader>
        <CardContent className="space-y-3 text-sm">
          <p>{t('upgradePrompt.body')}</p>
          <ul className="list-inside list-disc text-muted-foreground">
            <li>{quotaLabel('productSearches', pro.productSearches)}</li>
            <li>{quotaLabel('keywordSearches', pro.keywordSearches)}</li>
            <li>{quotaLabel('trackedCompetitors', pro.trackedCompetitors)}</li>
          </ul>
          <Link to="/pricing" className={buttonVariants({ variant: 'accent', size: 'sm' })}>
            {t('upgradePrompt.button')}
          </Link>
        </CardContent>
      </Card>
    </section>
  );
}
