import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '#client/lib/api-client.ts';
import { toast } from '#client/lib/toast.ts';
import { minimumPlanFor, type QuotaKind } from '#domain/plans.ts';

/**
 * The billing translations (4 KB gzip) load with the first limit error, not with the page.
 *
 * For any feature that calls a quota- or plan-guarded endpoint: shows "Limit reached: 5 product
 * searches/month — upgrade" (or "available from the Pro plan") with an Upgrade action to /pricing.
 * Returns true when it handled the error, false for any other error.
 *
 *   const showLimit = useLimitErrorToast();
 *   onError: (e) => showLimit(e) || toast.error(errorMessage(e))
 */
export function useLimitErrorToast() {
  const { i18n } = useTranslation();
  const navigate = useNavigate();
  return (error: unknown): boolean => {
    if (!(error instanceof ApiError)) return false;
    if (error.code !== 'quota_exceeded' && error.code !== 'plan_required') return false;
    void i18n.loadNamespaces('billing').then(() => show(i18n.getFixedT(null, 'billing'), error));
    return true;
  };

  function show(t: TFunction<'billing'>, error: ApiError) {
    const action = { label: t('limit.upgrade'), onClick: () => navigate('/pricing') };
    if (error.code === 'quota_exceeded') {
      const kind = String(error.params.kind ?? 'productSearches') as QuotaKind;
      const limit = Number(error.params.limit ?? 0);
      const plan = t(`common:plans.${String(error.params.plan ?? 'free')}`);
      const message =
        kind === 'trackedCompetitors' && limit === 0
          ? t('limit.trackingFrom', { plan: t(`common:plans.${minimumPlanFor('competitorTracking')}`) })
          : t(`limit.${kind}`, { count: limit, plan });
      toast.error(message, { action });
    } else {
      toast.error(
        t('limit.planRequired', { plan: t(`common:plans.${String(error.params.plan ?? 'pro')}`) }),
        {
          action,
        },
      );
    }
  }
}
