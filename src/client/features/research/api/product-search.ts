import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { usageQuery } from '#client/features/billing/index.ts';
import { call } from '#client/lib/api-client.ts';
import { preloadCategoryNames } from '#client/lib/use-category-name.ts';
import { type ProductFiltersInput, type ProductPage, researchApi } from '#contracts/research.ts';

export type {
  ProductFiltersInput,
  ProductPage,
  ProductResult,
  ProductSearchFilters,
  ProductSearchResult,
} from '#contracts/research.ts';

// In their own module, so that keyword research polls its analysis without product search's code.
import { CRAWL_POLL_MS, crawlUnderway } from './live-crawl.ts';

export { CRAWL_POLL_MS, crawlUnderway, type MarketRequestView } from './live-crawl.ts';

export const productSearchPageQuery = (searchId: number, page: ProductPage) =>
  queryOptions({
    queryKey: ['research', 'product-search', searchId, page],
    queryFn: () => {
      preloadCategoryNames(); // the results name their categories
      return call(researchApi.searchPage, { params: { id: searchId }, query: page });
    },
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
    mutationFn: (o: { filters: ProductFiltersInput; page: ProductPage }) => {
      preloadCategoryNames(); // the results name their categories
      return call(researchApi.searchProducts, { body: o });
    },
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
  call(researchApi.searchExport, { params: { id: searchId }, query: page });
