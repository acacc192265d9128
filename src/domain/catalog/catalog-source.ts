/**
 * Where a catalog fact came from. `sample`: the bundled 2023 catalog; `csv_import`: a file an
 * operator imported; `sp_api`: Amazon's Selling Partner API; `user`: typed in by a user.
 */
export const CATALOG_SOURCES = ['sample', 'csv_import', 'sp_api', 'user'] as const;
export type CatalogSource = (typeof CATALOG_SOURCES)[number];
