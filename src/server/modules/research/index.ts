// The public entry of the research module: other server code imports it only from here.
export { countKeywordFavourites } from './favourites.ts';
export { getProductDetail } from './get-product-detail.ts';
export { keywordStatsJob } from './keyword-stats-job.ts';
export { keywordVocabularyJob } from './keyword-vocabulary-job.ts';
export {
  PRODUCT_RESULT_COLUMNS,
  type ProductResult,
  type ProductResultRow,
  productResultJoins,
  toProductResult,
} from './product-result.ts';
export { productTrends } from './product-trends.ts';
export { relatedKeywordsOf } from './related-keywords-of.ts';
export { researchRoutes } from './routes.ts';
export { runKeywordAnalysis } from './run-keyword-analysis.ts';
export { runProductSearch } from './run-product-search.ts';
export { flaggedSql, getSourcingSettings, sourcingFactsOf } from './sourcing-settings.ts';
