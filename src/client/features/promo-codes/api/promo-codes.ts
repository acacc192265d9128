import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshBilling } from '#client/features/billing/index.ts';
import { call } from '#client/lib/api-client.ts';
import { promoCodesApi } from '#contracts/promo-codes.ts';

export type { PromoCheck } from '#contracts/promo-codes.ts';

export const useVerifyPromoCode = () =>
  useMutation({ mutationFn: (code: string) => call(promoCodesApi.verify, { body: { code } }) });

export function useRedeemPromoCode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => call(promoCodesApi.redeem, { body: { code } }),
    onSettled: () => refreshBilling(client),
  });
}
