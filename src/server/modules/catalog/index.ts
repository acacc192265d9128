// The public entry of the catalog module: other server code imports it only from here.
export {
  BROWSER_FIGURE_COLUMNS,
  BROWSER_MERGE_WINDOW_MS,
  type BrowserFigures,
  recordBrowserSnapshot,
  shareBrowserSnapshot,
} from './browser-snapshots.ts';
export { PATH_SEPARATOR, resolveRootCategory } from './catalog-categories.ts';
export { catalogMetricsJob } from './catalog-metrics-job.ts';
export {
  estimateSalesAtRank,
  findRootCategories,
  type RankSalesEstimate,
  type RootCategory,
} from './estimate-sales.ts';
export { type CatalogProduct, findProductByAsin, findProductById } from './find-product.ts';
export { importCatalogCsv } from './import-catalog-csv.ts';
export { catalogImportRoutes, MAX_IMPORT_BYTES } from './import-routes.ts';
export { loadSampleCatalogIfEmpty, readTextChunks, SAMPLE_CATALOG_DIR } from './load-sample-catalog.ts';
export { lockCatalogWrites } from './lock-catalog-writes.ts';
export { type ProductHistory, type ProductHistoryPoint, readProductHistory } from './product-history.ts';
export { computeProductMetrics, type ProductMetricInputs } from './product-metrics.ts';
export {
  observedSizeJoins,
  PRODUCT_SIZE_COLUMNS,
  type ProductSizeRow,
  sizeInputOfRow,
} from './product-size.ts';
export { findProductSizes, type ProductSize, recordProductSize } from './product-sizes.ts';
export { readCategoryNames } from './read-category-names.ts';
export { listSalesCurveFits, refitSalesCurves } from './refit-sales-curves.ts';
export { refreshCatalogMetrics } from './refresh-catalog-metrics.ts';
export { OTHER_CURVES_SQL } from './refresh-product-metrics.ts';
export { salesCurvesJob } from './sales-curves-job.ts';
export {
  listSnapshots,
  type Observation,
  type ProductSnapshot,
  recordSnapshot,
  recordSnapshots,
} from './snapshots.ts';
export { findOrAddProduct, upsertProduct } from './upsert-product.ts';
