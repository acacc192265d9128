import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#client/lib/api-client.ts';
import { sellerDataApi } from '#contracts/seller-data.ts';

export type { InventoryLine } from '#contracts/seller-data.ts';

/** The caller's stored FBA inventory (report import or Amazon sync): every SKU, or one ASIN's. */
export const inventoryQuery = (asin?: string) =>
  queryOptions({
    queryKey: ['seller-data', 'inventory', asin ?? 'all'],
    queryFn: () => call(sellerDataApi.inventory, { query: asin ? { asin } : {} }),
  });

export const useInventory = () => useQuery(inventoryQuery());

/** The stored lines of one ASIN; nothing is asked while `asin` is null. */
export const useInventoryOfAsin = (asin: string | null) =>
  useQuery({ ...inventoryQuery(asin ?? undefined), enabled: asin !== null });
