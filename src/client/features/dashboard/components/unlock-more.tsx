import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonVariants } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '#client/components/ui/card.tsx';
import { cn } from '#client/lib/cn.ts';
import { type Feature, minimumPlanFor, type PlanId } from '#domain/plans.ts';

const PAID_PLANS = ['starter', 'pro', 'elite'] as const satisfies readonly PlanId[];

/**
 * The tools the user's plan does not include, as one compact card: a line per tool (its name and
 * what it does, from the dashboard's own translations, so no tool's code or namespace is loaded),
 * grouped by the plan that first has it, with one upgrade link per plan instead of one per tool.
 */
export function UnlockMore({ features }: { features: readonly Feature[] }) {
  const { t } = useTranslation('dashboard');
  if (features.length === 0) return null;
  const groups = PAID_PLANS.map((plan) => ({
    plan,
    features: features.filter((f) => minimumPlanFor(f) === plan),
  })).filter((g) => g.features.length > 0);

  return (
    <section aria-labelledby="unlock-more" data-testid="unlock-more">
      <Card>
        <CardHeader>
          <h2 id="unlock-more" className="text-xl font-semibold">
            {t('unlock.title')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('unlock.body', { count: features.length })}</p>
        </CardHeader>
        <CardContent className="grid gap-6 md:grid-cols-3">
          {groups.map(({ plan, features: planFeatures }) => (
            <div key={plan} className="flex min-w-0 flex-col gap-3" data-unlock-plan={plan}>
              <h3 className="font-semibold" id={`unlock-${plan}`}>
                {t('unlock.from', { plan: t(`common:plans.${plan}`) })}
              </h3>
              <ul className="space-y-2" aria-labelledby={`unlock-${plan}`}>
                {planFeatures.map((feature) => (
                  <li key={feature} data-locked-feature={feature} className="flex gap-2 text-sm">
                    <Lock className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                    <span>
                      <span className="font-medium">{t(`unlock.features.${feature}.title`)}</span>
                      <span className="text-muted-foreground"> — {t(`unlock.features.${feature}.body`)}</span>
                    </span>
                  </li>
                ))}
              </ul>
              <Link
                to="/pricing"
                className={cn(buttonVariants({ size: 'sm', variant: 'accent' }), 'mt-auto self-start')}
              >
                {t('unlock.upgrade', { plan: t(`common:plans.${plan}`) })}
              </Link>
            </div>
          ))}
        </CardContent>
      </Card>
    </section>
  );
}
