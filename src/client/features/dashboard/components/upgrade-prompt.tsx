import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonVariants } from '#client/components/ui/button.tsx';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import { usePlan } from '#client/features/billing/api/usage.ts';
import { hasFeature } from '#domain/plans.ts';

/** The upgrade-to-Pro prompt of the dashboard's AI section (free and starter plans). */
export function UpgradeToProPrompt() {
  const { t } = useTranslation('dashboard');
  const { plan, isLoading } = usePlan();
  if (isLoading || hasFeature(plan, 'inventoryForecast')) return null;
  return (
    <Card className="border-accent/60 bg-accent/10" data-testid="upgrade-to-pro">
      <CardContent className="flex flex-wrap items-center justify-between gap-4 pt-6">
        <div className="flex items-start gap-3">
          <Sparkles className="mt-0.5 size-5 shrink-0 text-accent-foreground" aria-hidden="true" />
          <div>
            <p className="font-semibold">{t('upgradePro.title')}</p>
            <p className="text-sm text-muted-foreground">{t('upgradePro.body')}</p>
          </div>
        </div>
        <Link to="/pricing" className={buttonVariants({ variant: 'accent' })}>
          {t('upgradePro.button')}
        </Link>
      </CardContent>
    </Card>
  );
}
