/**
 * Where a catalog fact came from. `sample`: the bundled 2023 catalog; `csv_import`: a file an
 * operator imported; `sp_api`: Amazon's Selling Partner API; `keepa`: Keepa's API; `browser`: seen
 * on an Amazon page by Scout for the browser; `user`: typed in by a user.
 */
export const CATALOG_SOURCES = ['sample', 'csv_import', 'sp_api', 'keepa', 'browser', 'user'] as const;
export type CatalogSource = (typeof CATALOG_SOURCES)[number];
