import { Hono } from 'hono';
import { keywordsApi } from '#contracts/keywords.ts';
import { currentUser, requireUser } from '#server/auth/session.ts';
import { implement } from '#server/http/implement.ts';
import type { AppDeps, AppEnv } from '#server/http/types.ts';
import { requireFeature } from '#server/modules/billing/index.ts';
import { keywordCrawl, withUnknownAsinFetched } from '#server/modules/research/index.ts';
import { addKeywordFavourite, listKeywordFavourites, removeKeywordFavourite } from './keyword-favourites.ts';
import {
  FIRST_READ_BUDGET,
  readKeywordAnalysis,
  rereadKeywordAnalysis,
  runKeywordAnalysis,
  storedKeywordSearch,
} from './run-keyword-analysis.ts';

/**
 * Keyword research and followed keywords: contract src/contracts/keywords.ts, under the same
 * `/research` base as product research (modules/index.ts mounts both there).
 */
export function keywordRoutes(deps: AppDeps) {
  const { database, now } = deps;
  const db = database.db;
  const exports = requireFeature(deps, 'export');
  const app = new Hono<AppEnv>().use(requireUser);
  const userId = (c: Parameters<typeof currentUser>[0]) => currentUser(c).id;

  implement(app, keywordsApi.analyzeKeywords, async (c, { body }) => {
    const analyse = () =>
      runKeywordAnalysis({ db, userId: userId(c), body, now: now(), readBudgetMs: FIRST_READ_BUDGET });
    if (body.asin)
      return withUnknownAsinFetched(
        deps,
        { marketplace: body.marketplace, asin: body.asin, userId: userId(c) },
        analyse,
      );
    const result = await analyse();
    const crawl = await keywordCrawl(deps, {
      marketplace: body.marketplace,
      keyword: body.keyword,
      userId: userId(c),
      start: true,
    });
    return { ...result, crawl };
  });
  // The page reads an analysis again while its keyword's crawl lands (not counted); the crawl first,
  // as for a product search.
  implement(app, keywordsApi.keywordSearch, async (c, { params }) => {
    const asked = await storedKeywordSearch({ db, userId: userId(c), searchId: params.id });
    const crawl = await keywordCrawl(deps, {
      marketplace: asked.marketplace,
      keyword: asked.kind === 'keyword' ? asked.keyword : null,
      userId: userId(c),
      start: false,
    });
    const result = await rereadKeywordAnalysis({ db, userId: userId(c), searchId: params.id });
    return { ...result, crawl };
  });
  implement(app, keywordsApi.keywordExport, exports, (c, { params }) =>
    readKeywordAnalysis({ db, userId: userId(c), searchId: params.id }),
  );
  implement(app, keywordsApi.keywordFavourites, async (c) => ({
    keywords: await listKeywordFavourites({ db, userId: userId(c) }),
  }));
  implement(app, keywordsApi.addKeywordFavourite, (c, { body }) =>
    addKeywordFavourite({ db, userId: userId(c), ...body, now: now() }),
  );
  implement(app, keywordsApi.removeKeywordFavourite, (c, { query }) =>
    removeKeywordFavourite({ db, userId: userId(c), ...query }),
  );
  return app;
}
