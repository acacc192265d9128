import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#client/lib/api-client.ts';
import type { PaidPlanId } from '#domain/plans.ts';
import type { PromoCodeView } from '#server/modules/promo-codes/list-promo-codes.ts';

export type { PromoCodeView };

export interface NewPromoCode {
  code: string;
  plan: PaidPlanId;
  isLifetime: boolean;
  maxUses: number | null;
  expiresAt: string | null;
}

export const adminPromoCodesQuery = queryOptions({
  queryKey: ['admin', 'promo-codes'],
  queryFn: () => api.get<{ items: PromoCodeView[] }>('/admin/promo-codes'),
});

export const useAdminPromoCodes = () => useQuery(adminPromoCodesQuery);

function useReload() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: adminPromoCodesQuery.queryKey });
    void client.invalidateQueries({ queryKey: ['admin', 'audit-log'] });
  };
}

export function useCreatePromoCode() {
  const reload = useReload();
  return useMutation({
    mutationFn: (input: NewPromoCode) => api.post<PromoCodeView>('/admin/promo-codes', input),
    onSuccess: reload,
  });
}

export function useDeletePromoCode() {
  const reload = useReload();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/admin/promo-codes/${id}`),
    onSuccess: reload,
  });
}
