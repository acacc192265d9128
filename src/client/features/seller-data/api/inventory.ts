import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#client/lib/api-client.ts';
import type { InventoryLineView } from '#server/modules/seller-data/get-inventory.ts';

export type InventoryLine = InventoryLineView;

/** The caller's stored FBA inventory (report import or Amazon sync): every SKU, or one ASIN's. */
export const inventoryQuery = (asin?: string) =>
  queryOptions({
    queryKey: ['seller-data', 'inventory', asin ?? 'all'],
    queryFn: () =>
      api.get<{ lines: InventoryLine[] }>('/seller-data/inventory', { query: asin ? { asin } : undefined }),
  });

export const useInventory = () => useQuery(inventoryQuery());

/** The stored lines of one ASIN; nothing is asked while `asin` is null. */
export const useInventoryOfAsin = (asin: string | null) =>
  useQuery({ ...inventoryQuery(asin ?? undefined), enabled: asin !== null });
