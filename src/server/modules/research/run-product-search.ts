import { and, eq } from 'drizzle-orm';
import { type ProductPage, type ProductSearchFilters, productSearchFilters } from '#contracts/research.ts';
import { unitsFigure } from '#domain/estimators/monthly-units.ts';
import type { Db } from '#server/db/client.ts';
import { catalogCategories, productSearches } from '#server/db/schema/index.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { SellerFeeView } from '#server/modules/fees/index.ts';
import { withQuota } from '#server/modules/usage/index.ts';
import { type ProductSearchResult, searchProducts } from './search-products.ts';

export interface CountedProductSearch extends ProductSearchResult {
  /** The history row: later pages and sorts of this search are read with it, without counting again. */
  searchId: number;
  filters: ProductSearchFilters;
}

/**
 * A user's product search: counts one `product_search` against the monthly quota and writes the
 * history row in the same transaction (quota_exceeded when the plan's limit is reached).
 */
export async function runProductSearch(o: {
  db: Db;
  userId: string;
  filters: ProductSearchFilters;
  page: ProductPage;
  now: Date;
  fees: SellerFeeView;
}): Promise<CountedProductSearch> {
  return withQuota({ db: o.db, userId: o.userId, kind: 'product_search', now: o.now }, async (tx) => {
    let category: string | null = null;
    if (o.filters.departmentId) {
      const [dept] = await tx
        .select({ name: catalogCategories.name })
        .from(catalogCategories)
        .where(
          and(
            eq(catalogCategories.id, o.filters.departmentId),
            eq(catalogCategories.marketplace, o.filters.marketplace),
          ),
        );
      if (!dept) throw new AppError('category_not_found', 404);
      category = dept.name;
    }
    const result = await searchProducts({
      db: tx,
      userId: o.userId,
      filters: o.filters,
      page: o.page,
      now: o.now,
      fees: o.fees,
    });
    // The best-scored result; unknown scores come last.
    const top = [...result.results].sort(
      (a, b) => (b.opportunity.score ?? -1) - (a.opportunity.score ?? -1),
    )[0];
    const [row] = await tx
      .insert(productSearches)
      .values({
        userId: o.userId,
        createdAt: o.now,
        marketplace: o.filters.marketplace,
        keyword: o.filters.keyword || null,
        category,
        filters: o.filters,
        resultCount: result.total,
        topAsin: top?.asin ?? null,
        productName: top?.title ?? null,
        priceCents: top?.priceCents ?? null,
        currency: top?.currency ?? null,
        estimatedSales: top ? unitsFigure(top.units) : null,
        estimatedSalesIsLowerBound: top?.units.method === 'badge',
        opportunityScore: top?.opportunity.score ?? null,
      })
      .returning({ id: productSearches.id });
    return { ...result, searchId: row.id, filters: o.filters };
  });
}

/** Another page or sort of one of the user's searches (not counted). Someone else's search is a 404. */
export async function readProductSearch(o: {
  db: Db;
  userId: string;
  searchId: number;
  page: ProductPage;
  now: Date;
  fees: SellerFeeView;
}): Promise<CountedProductSearch> {
  const filters = await storedProductSearch(o);
  const result = await searchProducts({
    db: o.db,
    userId: o.userId,
    filters,
    page: o.page,
    now: o.now,
    fees: o.fees,
  });
  return { ...result, searchId: o.searchId, filters };
}

/** The filters of one of the user's searches; someone else's search is a 404. */
export async function storedProductSearch(o: {
  db: Db;
  userId: string;
  searchId: number;
}): Promise<ProductSearchFilters> {
  const [row] = await o.db
    .select({ filters: productSearches.filters })
    .from(productSearches)
    .where(and(eq(productSearches.id, o.searchId), eq(productSearches.userId, o.userId)));
  if (!row) throw new AppError('search_not_found', 404);
  return productSearchFilters.parse(row.filters);
}
