// The public entry of the tracking module: other server code imports it only from here.
export { countTrackedProducts } from './add-tracked-product.ts';
export { importSnapshots, readSnapshotFile } from './import-snapshots.ts';
export { resolveProduct } from './resolve-product.ts';
export { trackingRoutes } from './routes.ts';
export { type ObservationSource, observationSources } from './sources/observation-source.ts';
export { trackingRefreshJob } from './tracking-refresh-job.ts';
export { registerTrackedProductsEndpoint } from './v1-tracked-products.ts';
