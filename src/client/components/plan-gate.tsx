import { Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePlan } from '#client/features/billing/index.ts';
import { type Feature, hasFeature, minimumPlanFor } from '#domain/plans.ts';
import { buttonVariants } from './ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from './ui/card.tsx';
import { Skeleton } from './ui/skeleton.tsx';

/** The card a user sees instead of a feature their plan does not include. */
export function LockedCard({
  feature,
  title,
  description,
}: {
  feature: Feature;
  title: string;
  description?: string;
}) {
  const { t } = useTranslation();
  const plan = minimumPlanFor(feature);
  return (
    <Card className="border-dashed" data-locked-feature={feature}>
      <CardHeader>
        {/* The plan is said once, in the line below (not again as a badge). */}
        <CardTitle className="flex items-center gap-2 text-base">
          <Lock className="size-4 text-muted-foreground" aria-hidden="true" />
          {title}
        </CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">{t('locked.title', { plan: t(`plans.${plan}`) })}</p>
        <Link to="/pricing" className={buttonVariants({ size: 'sm', variant: 'accent' })}>
          {t('locked.upgrade')}
        </Link>
      </CardContent>
    </Card>
  );
}

/**
 * Shows `children` when the user's plan includes `feature`, else the locked card. The server
 * enforces the same rule; this only mirrors it.
 */
export function PlanGate({
  feature,
  title,
  description,
  children,
}: {
  feature: Feature;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const { plan, isLoading } = usePlan();
  if (isLoading) return <Skeleton className="h-40" />;
  if (!hasFeature(plan, feature))
    return <LockedCard feature={feature} title={title} description={description} />;
  return <>{children}</>;
}
