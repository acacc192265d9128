import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { cn } from '#client/lib/cn.ts';
import type { BillingPeriod, PaymentMode } from '#domain/billing/prices.ts';
import { PLANS, type PlanId } from '#domain/plans.ts';
import { PlanFeatures } from './plan-features.tsx';
import { PlanPrice } from './plan-price.tsx';

export interface PlanAction {
  label: string;
  disabled?: boolean;
  onClick?: () => void;
  /** The id of a note explaining why the action is not available. */
  describedBy?: string;
}

export function PlanCard({
  plan,
  mode,
  period,
  action,
  current,
}: {
  plan: PlanId;
  mode: PaymentMode;
  period: BillingPeriod;
  action: PlanAction;
  current: boolean;
}) {
  const { t } = useTranslation('billing');
  const popular = PLANS[plan].popular;
  return (
    <Card
      className={cn(
        'relative flex flex-col',
        popular && 'border-2 border-primary shadow-lg',
        current && 'ring-2 ring-accent',
      )}
      aria-labelledby={`plan-${plan}`}
      data-plan={plan}
    >
      {popular && (
        <Badge className="absolute -top-3 left-1/2 -translate-x-1/2 whitespace-nowrap">
          <Sparkles className="size-3.5" aria-hidden="true" />
          {t('popular')}
        </Badge>
      )}
      <CardHeader>
        <CardTitle id={`plan-${plan}`} className="flex items-center justify-between text-xl">
          {t(`common:plans.${plan}`)}
          {current && <Badge variant="outline">{t('currentPlan')}</Badge>}
        </CardTitle>
        <p className="text-sm text-muted-foreground">{t(`tagline.${plan}`)}</p>
        <PlanPrice plan={plan} mode={mode} period={period} />
      </CardHeader>
      <CardContent className="flex-1">
        <PlanFeatures plan={plan} />
      </CardContent>
      <CardFooter>
        <Button
          className="w-full"
          variant={popular ? 'default' : 'outline'}
          disabled={action.disabled}
          onClick={action.onClick}
          aria-describedby={action.describedBy}
        >
          {action.label}
        </Button>
      </CardFooter>
    </Card>
  );
}
