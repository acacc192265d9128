import * as z from 'zod/mini';
import { productPage, productSearchFilters, researchV1Api } from '#contracts/research.ts';
import { implement } from '#server/http/implement.ts';
import { apiCaller, type V1Registration } from '#server/http/v1/v1-env.ts';
import { sellerFeeView } from '#server/modules/fees/index.ts';
import { runKeywordAnalysis } from '#server/modules/keywords/index.ts';
import { runProductSearch } from '#server/modules/research/index.ts';

/** /api/v1 product search and keyword analysis (contract: src/contracts/research.ts). */
export const registerResearchEndpoints: V1Registration = (app, deps) => {
  const { database, now } = deps;
  implement(app, researchV1Api.searchProducts, async (c, { query }) => {
    const { sort, order, page, pageSize, ...filters } = query;
    return runProductSearch({
      db: database.db,
      userId: apiCaller(c).userId,
      // Parsed again as filters: their rule across fields (min price ≤ max price) applies.
      filters: z.parse(productSearchFilters, filters),
      page: z.parse(productPage, { sort, order, page, pageSize }),
      now: now(),
      fees: await sellerFeeView(deps, apiCaller(c).userId),
    });
  });
  implement(app, researchV1Api.analyseKeyword, (c, { body }) =>
    runKeywordAnalysis({ db: database.db, userId: apiCaller(c).userId, body, now: now() }),
  );
};
