import { Crown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '#client/components/ui/badge.tsx';
import type { PlanId } from '#domain/plans.ts';
import { usePlan } from '../api/usage.ts';

/** The user's paid plan as a badge (nothing for the free plan). */
export function PlanBadge({ plan: given }: { plan?: PlanId }) {
  const { t } = useTranslation();
  const { plan: current, isLoading } = usePlan();
  const plan = given ?? current;
  if ((!given && isLoading) || plan === 'free') return null;
  return (
    <Badge variant={plan === 'elite' ? 'default' : 'accent'} data-testid="plan-badge">
      <Crown className="size-3.5" aria-hidden="true" />
      {t(`plans.${plan}`)}
    </Badge>
  );
}
