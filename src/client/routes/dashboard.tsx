import { Shield } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dashboardPanels, quickActions } from '#client/app/dashboard-panels.ts';
import { DASHBOARD_SECTIONS, type DashboardSection } from '#client/lib/mount-points.ts';
import { hasFeature, type PlanId } from '#domain/plans.ts';
import { NearScreen } from '../components/near-screen.tsx';
import { Badge } from '../components/ui/badge.tsx';
import { buttonVariants } from '../components/ui/button.tsx';
import { Card, CardHeader, CardTitle } from '../components/ui/card.tsx';
import { Skeleton } from '../components/ui/skeleton.tsx';
import { usePlan } from '../features/billing/api/usage.ts';
import { PlanBadge } from '../features/billing/components/plan-badge.tsx';
import { StatCards } from '../features/dashboard/components/stat-cards.tsx';
import { UnlockMore } from '../features/dashboard/components/unlock-more.tsx';
import { useProfile } from '../features/profile/api/profile.ts';
import { cn } from '../lib/cn.ts';

/** The plan a section starts at (its badge); none for sections everyone has. */
const SECTION_PLAN: Record<DashboardSection, PlanId | null> = {
  account: null,
  profitability: null,
  starter: 'starter',
  ai: 'pro',
  elite: 'elite',
  community: null,
};

/** Display name, else the part of the e-mail before the @. */
export const greetingName = (p: { name: string; email: string }) => p.name.trim() || p.email.split('@')[0];

export default function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const { data: profile, isPending } = useProfile();
  const { plan, isLoading: planLoading } = usePlan();
  // What the plan includes comes first; the rest is one compact "unlock more" card at the end.
  const included = dashboardPanels.filter((p) => !p.feature || (!planLoading && hasFeature(plan, p.feature)));
  const locked = planLoading
    ? []
    : dashboardPanels.flatMap((p) => (p.feature && !hasFeature(plan, p.feature) ? [p.feature] : []));

  return (
    // Busy until the plan is known: the panels it includes are listed only then.
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-8" aria-busy={planLoading} data-testid="dashboard">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          {isPending || !profile ? (
            <Skeleton className="h-9 w-64" />
          ) : (
            <div className="flex flex-wrap items-center gap-3">
              <h1 className="text-3xl font-bold">{t('greeting', { name: greetingName(profile) })}</h1>
              <PlanBadge />
            </div>
          )}
          <p className="mt-1 text-muted-foreground">{t('subtitle')}</p>
        </div>
        {profile?.isAdmin && (
          <Link to="/admin" className={buttonVariants({ variant: 'outline' })}>
            <Shield />
            {t('administration')}
          </Link>
        )}
      </div>

      <StatCards />

      {quickActions.length > 0 && (
        <section aria-labelledby="quick-actions">
          <h2 id="quick-actions" className="mb-3 text-xl font-semibold">
            {t('quickActions')}
          </h2>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {quickActions.map(({ to, icon: Icon, titleKey, bodyKey }) => (
              <Link
                key={to}
                to={to}
                className="rounded-lg focus-visible:outline-2 focus-visible:outline-ring"
              >
                <Card className="h-full transition-shadow hover:shadow-md">
                  <CardHeader>
                    <Icon className="size-7 text-primary" aria-hidden="true" />
                    <CardTitle className="text-base">{t(titleKey)}</CardTitle>
                    <p className="text-sm text-muted-foreground">{t(bodyKey)}</p>
                  </CardHeader>
                </Card>
              </Link>
            ))}
          </div>
        </section>
      )}

      {DASHBOARD_SECTIONS.map((section) => {
        const panels = included.filter((p) => (p.section ?? 'account') === section);
        if (panels.length === 0) return null;
        const plan = SECTION_PLAN[section];
        return (
          <section key={section} aria-labelledby={`section-${section}`} className="space-y-4">
            <h2 id={`section-${section}`} className="flex items-center gap-2 text-xl font-semibold">
              {t(`sections.${section}`)}
              {plan && <Badge variant="accent">{t(`common:plans.${plan}`)}</Badge>}
            </h2>
            <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
              {panels.map(({ id, component: Panel, wide }) => (
                <div key={id} className={cn('min-w-0', wide && 'lg:col-span-2')}>
                  <NearScreen title={t(`panels.${id}`)}>
                    <Panel />
                  </NearScreen>
                </div>
              ))}
            </div>
          </section>
        );
      })}

      <UnlockMore features={locked} />
    </div>
  );
}
