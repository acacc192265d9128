import { KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LockedCard } from '#client/components/plan-gate.tsx';
import { buttonVariants } from '#client/components/ui/button.tsx';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import { PanelHeader } from '#client/components/ui/panel-header.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { usePlan } from '#client/features/billing/index.ts';
import { hasFeature } from '#domain/plans.ts';
import { useApiKeys } from '../api/api-keys.ts';

/** Dashboard card (pro/elite): where to manage keys and read the reference. */
export function ApiAccessCard() {
  const { t } = useTranslation('api');
  const { plan, isLoading } = usePlan();
  const allowed = hasFeature(plan, 'apiAccess');
  const { data } = useApiKeys(allowed);
  if (isLoading) return <Skeleton className="h-40" />;
  if (!allowed)
    return <LockedCard feature="apiAccess" title={t('card.title')} description={t('card.body')} />;
  const active = (data?.keys ?? []).filter((k) => !k.revokedAt).length;
  return (
    <Card>
      <PanelHeader icon={KeyRound} title={t('card.title')} description={t('card.body')} />
      <CardContent className="flex flex-wrap items-center gap-3">
        <p className="w-full text-sm text-muted-foreground">{t('card.activeKeys', { count: active })}</p>
        <Link to="/api-documentation" className={buttonVariants()}>
          {t('card.docs')}
        </Link>
        <Link to="/settings#api-keys" className={buttonVariants({ variant: 'outline' })}>
          {t('card.manage')}
        </Link>
      </CardContent>
    </Card>
  );
}
