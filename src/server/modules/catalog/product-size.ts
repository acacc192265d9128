/**
 * What the catalog knows of a product's size, for its FBA fee (src/domain/fees/size-basis.ts): its
 * package and where it was read, its item size, and the package statistics of its sub-category and
 * department. One select list and one reader, used by every query that estimates a product's fees.
 */
import { sql } from 'drizzle-orm';
import {
  type CategoryPackageStats,
  metricPackage,
  type PackageSource,
  type SizeInput,
  sizeInputOf,
} from '#domain/fees/size-basis.ts';

/** Select list (p = catalog_products, c = its category, d = its department). */
export const PRODUCT_SIZE_COLUMNS = sql`p.package_length_mm, p.package_width_mm, p.package_height_mm,
  p.package_weight_g, p.package_source, p.item_length_mm, p.item_width_mm, p.item_height_mm, p.item_weight_g,
  c.name as size_category_name, c.package_stats as category_package_stats,
  d.name as size_department_name, d.package_stats as department_package_stats`;

export interface ProductSizeRow extends Record<string, unknown> {
  package_length_mm: number | null;
  package_width_mm: number | null;
  package_height_mm: number | null;
  package_weight_g: number | null;
  package_source: string | null;
  item_length_mm: number | null;
  item_width_mm: number | null;
  item_height_mm: number | null;
  item_weight_g: number | null;
  size_category_name: string | null;
  category_package_stats: CategoryPackageStats | null;
  size_department_name: string | null;
  department_package_stats: CategoryPackageStats | null;
}

export function sizeInputOfRow(r: ProductSizeRow): SizeInput {
  const pkg = metricPackage(
    [r.package_length_mm, r.package_width_mm, r.package_height_mm],
    r.package_weight_g,
  );
  const item = metricPackage([r.item_length_mm, r.item_width_mm, r.item_height_mm], r.item_weight_g);
  const source = (r.package_source ?? 'sample') as PackageSource;
  return sizeInputOf({
    package: pkg ? { package: pkg, source } : null,
    item: item ? { item, source } : null,
    categories: [
      { stats: r.category_package_stats, name: r.size_category_name },
      { stats: r.department_package_stats, name: r.size_department_name },
    ],
  });
}
