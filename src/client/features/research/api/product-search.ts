import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { usageQuery } from '#client/features/billing/api/usage.ts';
import { api } from '#client/lib/api-client.ts';
import type { MarketRequestView } from '#contracts/market-data.ts';
import type { CountedProductSearch } from '#server/modules/research/run-product-search.ts';
import type { ProductPage, ProductSearchFilters } from '#server/modules/research/schema.ts';
import type { ProductSearchResult } from '#server/modules/research/search-products.ts';

export type { MarketRequestView, ProductPage, ProductSearchFilters };
/** A search and the live crawl of its keyword, when one was queued (docs/market-data.md). */
export type ResearchProductSearch = CountedProductSearch & { crawl: MarketRequestView | null };

/** A crawl still under way: the page reads the search again until it lands. */
export const crawlUnderway = (crawl: MarketRequestView | null | undefined) =>
  crawl?.state === 'queued' || crawl?.state === 'running';
const CRAWL_POLL_MS = 3000;
/** Filters as the form sends them (the server fills the defaults). */
export type ProductFiltersInput = Partial<ProductSearchFilters>;

export const productSearchPageQuery = (searchId: number, page: ProductPage) =>
  queryOptions({
    queryKey: ['research', 'product-search', searchId, page],
    queryFn: () =>
      api.get<ResearchProductSearch>(`/research/products/searches/${searchId}`, { query: { ...page } }),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (crawlUnderway(q.state.data?.crawl) ? CRAWL_POLL_MS : false),
  });

/** Another page or sort of a search already made (not counted against the quota). */
export const useProductSearchPage = (searchId: number | null, page: ProductPage) =>
  useQuery({ ...productSearchPageQuery(searchId ?? 0, page), enabled: searchId !== null });

/** A new search: counted against the monthly quota, written to the history. */
export function useRunProductSearch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (o: { filters: ProductFiltersInput; page: ProductPage }) =>
      api.post<ResearchProductSearch>('/research/products/search', o),
    onSuccess: (result, o) => {
      client.setQueryData(productSearchPageQuery(result.searchId, o.page).queryKey, result);
    },
    onSettled: () => {
      void client.invalidateQueries({ queryKey: usageQuery.queryKey });
      void client.invalidateQueries({ queryKey: ['research', 'history'] });
    },
  });
}

/** Up to 1,000 results of a search for its CSV export (paid plans; the server checks). */
export const fetchProductSearchExport = (searchId: number, page: Pick<ProductPage, 'sort' | 'order'>) =>
  api.get<ProductSearchResult>(`/research/products/searches/${searchId}/export`, { query: { ...page } });
