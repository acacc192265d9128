import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '#client/lib/api-client.ts';
import { adminPromoCodesApi, type NewPromoCode } from '#contracts/promo-codes.ts';

export type { NewPromoCode, PromoCodeView } from '#contracts/promo-codes.ts';

export const adminPromoCodesQuery = queryOptions({
  queryKey: ['admin', 'promo-codes'],
  queryFn: () => call(adminPromoCodesApi.list),
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
    mutationFn: (input: NewPromoCode) => call(adminPromoCodesApi.create, { body: input }),
    onSuccess: reload,
  });
}

export function useDeletePromoCode() {
  const reload = useReload();
  return useMutation({
    mutationFn: (id: string) => call(adminPromoCodesApi.remove, { params: { id } }),
    onSuccess: reload,
  });
}
