import { Hono } from 'hono';
import { catalogOverviewApi } from '#contracts/catalog-overview.ts';
import { productPage, researchApi } from '#contracts/research.ts';
import { currentUser, requireUser } from '#server/auth/session.ts';
import { implement } from '#server/http/implement.ts';
import type { AppDeps, AppEnv } from '#server/http/types.ts';
import { requireFeature } from '#server/modules/billing/index.ts';
import { sellerFeeView } from '#server/modules/fees/index.ts';
import { addProductFavourite, listProductFavourites, removeProductFavourite } from './favourites.ts';
import { getCatalogOverview } from './get-catalog-overview.ts';
import { getProductDetail } from './get-product-detail.ts';
import { keywordCrawl } from './keyword-crawl.ts';
import { readProductSearch, runProductSearch, storedProductSearch } from './run-product-search.ts';
import { deleteSearchHistory, listSearchHistory } from './search-history.ts';
import { searchProducts } from './search-products.ts';
import { withUnknownAsinFetched } from './unknown-asin.ts';

/** Most results one export returns. */
export const EXPORT_LIMIT = 1000;

/**
 * Product research, starred products and search history: contract src/contracts/research.ts (keyword
 * research answers the other `/research` paths: modules/keywords/routes.ts).
 */
export function researchRoutes(deps: AppDeps) {
  const { database, now } = deps;
  const db = database.db;
  const exports = requireFeature(deps, 'export');
  const app = new Hono<AppEnv>().use(requireUser);
  const userId = (c: Parameters<typeof currentUser>[0]) => currentUser(c).id;
  /** The caller's fee settings: every product answer shows their fees and margins. */
  const fees = (c: Parameters<typeof currentUser>[0]) => sellerFeeView(deps, userId(c));

  implement(app, catalogOverviewApi.catalog, () => getCatalogOverview({ db }));
  // A keyword search the catalog covers poorly queues a live crawl; its pages say how it goes.
  implement(app, researchApi.searchProducts, async (c, { body }) => {
    const result = await runProductSearch({
      db,
      userId: userId(c),
      filters: body.filters,
      page: body.page ?? productPage.parse({}),
      now: now(),
      fees: await fees(c),
    });
    const { marketplace, keyword } = body.filters;
    return {
      ...result,
      crawl: await keywordCrawl(deps, { marketplace, keyword, userId: userId(c), start: true }),
    };
  });
  // The crawl is read before the catalog: a crawl seen done means the results read after hold all
  // it stored (the page stops reading again once it is done).
  implement(app, researchApi.searchPage, async (c, { params, query }) => {
    const { marketplace, keyword } = await storedProductSearch({
      db,
      userId: userId(c),
      searchId: params.id,
    });
    const crawl = await keywordCrawl(deps, { marketplace, keyword, userId: userId(c), start: false });
    const result = await readProductSearch({
      db,
      userId: userId(c),
      searchId: params.id,
      page: query,
      now: now(),
      fees: await fees(c),
    });
    return { ...result, crawl };
  });
  implement(app, researchApi.searchExport, exports, async (c, { params, query }) => {
    const { filters } = await readProductSearch({
      db,
      userId: userId(c),
      searchId: params.id,
      page: productPage.parse({ pageSize: 1 }),
      now: now(),
      fees: await fees(c),
    });
    const page = { ...query, page: 1, pageSize: EXPORT_LIMIT };
    return searchProducts({ db, userId: userId(c), filters, page, now: now(), fees: await fees(c) });
  });
  // An unknown ASIN looked up is fetched from the sources (the user's explicit look-up).
  implement(app, researchApi.product, (c, { params, query }) =>
    withUnknownAsinFetched(deps, { ...params, userId: userId(c) }, async () =>
      getProductDetail({
        db,
        userId: userId(c),
        ...params,
        days: query.days,
        now: now(),
        fees: await fees(c),
      }),
    ),
  );
  implement(app, researchApi.history, async (c, { query }) => ({
    entries: await listSearchHistory({ db, userId: userId(c), type: query.type }),
  }));
  implement(app, researchApi.historyExport, exports, async (c, { query }) => ({
    entries: await listSearchHistory({ db, userId: userId(c), type: query.type }),
  }));
  implement(app, researchApi.deleteHistory, (c) => deleteSearchHistory({ db, userId: userId(c) }));
  implement(app, researchApi.favourites, async (c) => ({
    products: await listProductFavourites({ db, userId: userId(c), now: now(), fees: await fees(c) }),
  }));
  implement(app, researchApi.addFavourite, (c, { body }) =>
    addProductFavourite({ db, userId: userId(c), productId: body.productId, now: now() }),
  );
  implement(app, researchApi.removeFavourite, (c, { params }) =>
    removeProductFavourite({ db, userId: userId(c), productId: params.id }),
  );
  return app;
}
