// The public entry of the keywords module (keyword research: analyses, stored keyword statistics,
// vocabulary, followed keywords): other server code imports it only from here.
export { countKeywordFavourites } from './keyword-favourites.ts';
export { keywordStatsJob } from './keyword-stats-job.ts';
export { keywordVocabularyJob } from './keyword-vocabulary-job.ts';
export { relatedKeywordsOf } from './related-keywords-of.ts';
export { keywordRoutes } from './routes.ts';
export { runKeywordAnalysis } from './run-keyword-analysis.ts';
