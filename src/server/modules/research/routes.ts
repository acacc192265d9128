import { Hono } from 'hono';
import { z } from 'zod';
import { MARKETPLACE_CODES } from '#domain/marketplaces.ts';
import { currentUser, requireUser } from '#server/auth/session.ts';
import type { AppDeps, AppEnv } from '#server/http/types.ts';
import { validate } from '#server/http/validate.ts';
import { requireFeature } from '#server/modules/billing/index.ts';
import {
  addKeywordFavourite,
  addProductFavourite,
  listKeywordFavourites,
  listProductFavourites,
  removeKeywordFavourite,
  removeProductFavourite,
} from './favourites.ts';
import { getCatalogOverview } from './get-catalog-overview.ts';
import { getProductDetail } from './get-product-detail.ts';
import { keywordCrawl } from './keyword-crawl.ts';
import { readKeywordAnalysis, runKeywordAnalysis } from './run-keyword-analysis.ts';
import { readProductSearch, runProductSearch } from './run-product-search.ts';
import {
  favouriteBody,
  historyType,
  keywordAnalysisBody,
  keywordFavouriteBody,
  productPage,
  productSearchFilters,
} from './schema.ts';
import { deleteSearchHistory, listSearchHistory } from './search-history.ts';
import { searchProducts } from './search-products.ts';
import { withUnknownAsinFetched } from './unknown-asin.ts';

const idParam = z.object({ id: z.coerce.number().int().positive() });
/** Most results one export returns. */
export const EXPORT_LIMIT = 1000;

/** Product research, keyword research, favourites and search history (signed-in users). */
export function researchRoutes(deps: AppDeps) {
  const { database, now } = deps;
  const db = database.db;
  return new Hono<AppEnv>()
    .use(requireUser)
    .get('/catalog', async (c) => c.json(await getCatalogOverview({ db })))
    .post(
      '/products/search',
      validate('json', z.object({ filters: productSearchFilters, page: productPage.optional() })),
      async (c) => {
        const body = c.req.valid('json');
        const userId = currentUser(c).id;
        const result = await runProductSearch({
          db,
          userId,
          filters: body.filters,
          page: body.page ?? productPage.parse({}),
          now: now(),
        });
        const { marketplace, keyword } = body.filters;
        const crawl = await keywordCrawl(deps, { marketplace, keyword, userId, start: true });
        return c.json({ ...result, crawl });
      },
    )
    .get('/products/searches/:id', validate('param', idParam), validate('query', productPage), async (c) => {
      const userId = currentUser(c).id;
      const result = await readProductSearch({
        db,
        userId,
        searchId: c.req.valid('param').id,
        page: c.req.valid('query'),
        now: now(),
      });
      const { marketplace, keyword } = result.filters;
      const crawl = await keywordCrawl(deps, { marketplace, keyword, userId, start: false });
      return c.json({ ...result, crawl });
    })
    .get(
      '/products/searches/:id/export',
      requireFeature(deps, 'export'),
      validate('param', idParam),
      validate('query', productPage.pick({ sort: true, order: true })),
      async (c) => {
        const { filters } = await readProductSearch({
          db,
          userId: currentUser(c).id,
          searchId: c.req.valid('param').id,
          page: productPage.parse({ pageSize: 1 }),
          now: now(),
        });
        const page = { ...c.req.valid('query'), page: 1, pageSize: EXPORT_LIMIT };
        return c.json(await searchProducts({ db, userId: currentUser(c).id, filters, page, now: now() }));
      },
    )
    .get(
      '/products/:marketplace/:asin',
      validate('param', z.object({ marketplace: z.enum(MARKETPLACE_CODES), asin: z.string().max(20) })),
      async (c) => {
        const { marketplace, asin } = c.req.valid('param');
        const userId = currentUser(c).id;
        return c.json(
          await withUnknownAsinFetched(deps, { marketplace, asin, userId }, () =>
            getProductDetail({ db, userId, marketplace, asin, now: now() }),
          ),
        );
      },
    )
    .post('/keywords/analyze', validate('json', keywordAnalysisBody), async (c) => {
      const userId = currentUser(c).id;
      const body = c.req.valid('json');
      const analyse = () => runKeywordAnalysis({ db, userId, body, now: now() });
      if (body.asin)
        return c.json(
          await withUnknownAsinFetched(
            deps,
            { marketplace: body.marketplace, asin: body.asin, userId },
            analyse,
          ),
        );
      const result = await analyse();
      const crawl = await keywordCrawl(deps, {
        marketplace: body.marketplace,
        keyword: body.keyword,
        userId,
        start: true,
      });
      return c.json({ ...result, crawl });
    })
    .get(
      '/keywords/searches/:id/export',
      requireFeature(deps, 'export'),
      validate('param', idParam),
      async (c) =>
        c.json(
          await readKeywordAnalysis({ db, userId: currentUser(c).id, searchId: c.req.valid('param').id }),
        ),
    )
    .get('/history', validate('query', z.object({ type: historyType })), async (c) =>
      c.json({
        entries: await listSearchHistory({ db, userId: currentUser(c).id, type: c.req.valid('query').type }),
      }),
    )
    .get(
      '/history/export',
      requireFeature(deps, 'export'),
      validate('query', z.object({ type: historyType })),
      async (c) =>
        c.json({
          entries: await listSearchHistory({
            db,
            userId: currentUser(c).id,
            type: c.req.valid('query').type,
          }),
        }),
    )
    .delete('/history', async (c) => c.json(await deleteSearchHistory({ db, userId: currentUser(c).id })))
    .get('/favourites', async (c) =>
      c.json({ products: await listProductFavourites({ db, userId: currentUser(c).id, now: now() }) }),
    )
    .post('/favourites', validate('json', favouriteBody), async (c) =>
      c.json(
        await addProductFavourite({
          db,
          userId: currentUser(c).id,
          productId: c.req.valid('json').productId,
          now: now(),
        }),
      ),
    )
    .delete('/favourites/:id', validate('param', idParam), async (c) =>
      c.json(
        await removeProductFavourite({ db, userId: currentUser(c).id, productId: c.req.valid('param').id }),
      ),
    )
    .get('/keyword-favourites', async (c) =>
      c.json({ keywords: await listKeywordFavourites({ db, userId: currentUser(c).id }) }),
    )
    .post('/keyword-favourites', validate('json', keywordFavouriteBody), async (c) =>
      c.json(
        await addKeywordFavourite({ db, userId: currentUser(c).id, ...c.req.valid('json'), now: now() }),
      ),
    )
    .delete('/keyword-favourites', validate('query', keywordFavouriteBody), async (c) =>
      c.json(await removeKeywordFavourite({ db, userId: currentUser(c).id, ...c.req.valid('query') })),
    );
}
