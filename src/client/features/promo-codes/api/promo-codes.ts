import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshBilling } from '#client/features/billing/api/subscription.ts';
import { api } from '#client/lib/api-client.ts';
import type { PromoCheck } from '#server/modules/promo-codes/verify-promo-code.ts';

export type { PromoCheck };

export const useVerifyPromoCode = () =>
  useMutation({ mutationFn: (code: string) => api.post<PromoCheck>('/promo-codes/verify', { code }) });

export function useRedeemPromoCode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      api.post<{ plan: string; isLifetime: boolean; currentPeriodEnd: string | null }>(
        '/promo-codes/redeem',
        { code },
      ),
    onSettled: () => refreshBilling(client),
  });
}
