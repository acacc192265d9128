import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '#client/lib/format.ts';
import { isUnlimited, PLAN_IDS, PLANS, type PlanId, type QuotaKind } from '#domain/plans.ts';

const QUOTAS: QuotaKind[] = ['productSearches', 'keywordSearches', 'trackedCompetitors'];

/** A quota as words: "50 product searches / month", "Unlimited keyword searches", "No competitor tracking". */
export function useQuotaLabel() {
  const { t, i18n } = useTranslation('billing');
  return (kind: QuotaKind, limit: number) => {
    if (isUnlimited(limit)) return t(`quota.${kind}.unlimited`);
    if (limit === 0) return t(`quota.${kind}.none`);
    return t(`quota.${kind}.limited`, { count: limit, formatted: formatNumber(limit, i18n.language) });
  };
}

/** What a plan includes, generated from the plan table: quotas, then what it adds to the plan below. */
export function PlanFeatures({ plan }: { plan: PlanId }) {
  const { t } = useTranslation('billing');
  const quotaLabel = useQuotaLabel();
  const index = PLAN_IDS.indexOf(plan);
  const below = index > 0 ? PLAN_IDS[index - 1] : undefined;
  const added = PLANS[plan].features.filter((f) => !below || !PLANS[below].features.includes(f));
  const items = [
    ...QUOTAS.map((kind) => quotaLabel(kind, PLANS[plan].quotas[kind])),
    ...added.map((f) => t(`feature.${f}`)),
    ...(PLANS[plan].support === 'standard' ? [] : [t(`support.${PLANS[plan].support}`)]),
  ];
  return (
    <div className="space-y-2 text-sm">
      {below && below !== 'free' && (
        <p className="font-medium">{t('everythingIn', { plan: t(`common:plans.${below}`) })}</p>
      )}
      <ul className="space-y-1.5">
        {items.map((item) => (
          <li key={item} className="flex gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
