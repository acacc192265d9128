import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '#client/lib/api-client.ts';
import { toast } from '#client/lib/toast.ts';
import { useErrorMessage } from '#client/lib/use-error-message.ts';
import { isMarketplaceCode, MARKETPLACES } from '#domain/marketplaces.ts';
import { isPlanId } from '#domain/plans.ts';

/**
 * Error toasts of the tracking and alert forms: plan names and marketplace domains in the
 * message, and an "Upgrade" action when a plan limit or gate refused the action.
 */
export function useTrackingErrorToast() {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  return (error: unknown) => {
    if (!(error instanceof ApiError)) return void toast.error(errorMessage(error));
    const params = { ...error.params };
    if (isPlanId(params.plan)) params.plan = t(`plans.${params.plan}`);
    if (isMarketplaceCode(params.marketplace)) params.marketplace = MARKETPLACES[params.marketplace].domain;
    const message = errorMessage(new ApiError(error.status, error.code, params));
    if (error.code === 'tracking_limit_reached' || error.code === 'plan_required')
      toast.error(message, { action: { label: t('locked.upgrade'), onClick: () => navigate('/pricing') } });
    else toast.error(message);
  };
}
