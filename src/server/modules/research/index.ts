// The public entry of the research module (product research): other server code imports it only
// from here. Keyword research (modules/keywords) builds on its products, words and live crawl.
export { getProductDetail } from './get-product-detail.ts';
export { keywordCrawl } from './keyword-crawl.ts';
export {
  PRODUCT_RESULT_COLUMNS,
  type ProductResult,
  type ProductResultRow,
  productResultJoins,
  toProductResult,
} from './product-result.ts';
export { productTrends } from './product-trends.ts';
export { researchRoutes } from './routes.ts';
export { runProductSearch } from './run-product-search.ts';
export { flaggedSql, getSourcingSettings, sourcingFactsOf } from './sourcing-settings.ts';
export { anyWordQuery, exactWordsQuery } from './text-query.ts';
export { withUnknownAsinFetched } from './unknown-asin.ts';
