/**
 * What the catalog knows of a product's size, for its FBA fee (src/domain/fees/size-basis.ts): its
 * package and where it was read, its item size, the sizes a browser read on its product page
 * (catalog_product_sizes) when the catalog has none, and the package statistics of its sub-category
 * and department. One select list, its joins and one reader, used by every query that estimates a
 * product's fees — so a size read on a product page prices every tile of that product.
 */
import { type SQL, sql } from 'drizzle-orm';
import {
  type CategoryPackageStats,
  metricPackage,
  type PackageSource,
  type SizeInput,
  sizeInputOf,
} from '#domain/fees/size-basis.ts';
import type { catalogProducts } from '#server/db/schema/index.ts';
import type { SqlRow } from '#server/db/sql-row.ts';

/**
 * Select list (p = catalog_products, c = its category, d = its department, and the two joins of
 * `observedSizeJoins`).
 */
export const PRODUCT_SIZE_COLUMNS = sql`p.package_length_mm, p.package_width_mm, p.package_height_mm,
  p.package_weight_g, p.package_source, p.item_length_mm, p.item_width_mm, p.item_height_mm, p.item_weight_g,
  c.name as size_category_name, c.package_stats as category_package_stats,
  d.name as size_department_name, d.package_stats as department_package_stats,
  seen_package.length_cm as seen_package_length_cm, seen_package.width_cm as seen_package_width_cm,
  seen_package.height_cm as seen_package_height_cm, seen_package.weight_g as seen_package_weight_g,
  seen_package.observed_at as seen_package_observed_at,
  seen_item.length_cm as seen_item_length_cm, seen_item.width_cm as seen_item_width_cm,
  seen_item.height_cm as seen_item_height_cm, seen_item.weight_g as seen_item_weight_g,
  seen_item.observed_at as seen_item_observed_at`;

/**
 * The sizes of a kind read on product pages that a viewer may use (findProductSizes' rule: the
 * shared reading, else their own; null viewer: shared only), with a weight (a fee needs one).
 */
const seenSize = (kind: 'package' | 'item', viewerId: string | null) => sql`
  select s.length_cm, s.width_cm, s.height_cm, s.weight_g, s.observed_at from catalog_product_sizes s
  where s.product_id = p.id and s.kind = ${kind} and s.weight_g is not null
    and (s.private_to is null or s.private_to = ${viewerId ?? ''})
  order by (s.private_to is null) desc, s.observed_at desc limit 1`;

/** The joins behind PRODUCT_SIZE_COLUMNS' observed sizes, for the viewer whose fees are estimated. */
export const observedSizeJoins = (viewerId: string | null): SQL => sql`
  left join lateral (${seenSize('package', viewerId)}) seen_package on true
  left join lateral (${seenSize('item', viewerId)}) seen_item on true`;

/** What PRODUCT_SIZE_COLUMNS selects: the product's own size columns, then its joins' (renamed). */
export type ProductSizeRow = SqlRow<
  typeof catalogProducts,
  | 'packageLengthMm'
  | 'packageWidthMm'
  | 'packageHeightMm'
  | 'packageWeightG'
  | 'packageSource'
  | 'itemLengthMm'
  | 'itemWidthMm'
  | 'itemHeightMm'
  | 'itemWeightG'
> & {
  size_category_name: string | null;
  category_package_stats: CategoryPackageStats | null;
  size_department_name: string | null;
  department_package_stats: CategoryPackageStats | null;
  seen_package_length_cm: number | null;
  seen_package_width_cm: number | null;
  seen_package_height_cm: number | null;
  seen_package_weight_g: number | null;
  seen_package_observed_at: Date | string | null;
  seen_item_length_cm: number | null;
  seen_item_width_cm: number | null;
  seen_item_height_cm: number | null;
  seen_item_weight_g: number | null;
  seen_item_observed_at: Date | string | null;
};

const mm = (cm: number | null) => (cm === null ? null : cm * 10);
const iso = (d: Date | string | null) => (d === null ? undefined : new Date(d).toISOString());

/**
 * The catalog's own size (a source's package or item), else the one read on a product page
 * ('browser', with the date it was read), kind by kind: a package read on a page beats an item size.
 */

export function sizeInputOfRow(r: ProductSizeRow): SizeInput {
  const pkg = metricPackage(
    [r.package_length_mm, r.package_width_mm, r.package_height_mm],
    r.package_weight_g,
  );
  const item = metricPackage([r.item_length_mm, r.item_width_mm, r.item_height_mm], r.item_weight_g);
  const source = (r.package_source ?? 'sample') as PackageSource;
  const seenPackage = metricPackage(
    [mm(r.seen_package_length_cm), mm(r.seen_package_width_cm), mm(r.seen_package_height_cm)],
    r.seen_package_weight_g,
  );
  const seenItem = metricPackage(
    [mm(r.seen_item_length_cm), mm(r.seen_item_width_cm), mm(r.seen_item_height_cm)],
    r.seen_item_weight_g,
  );
  const seen = (observedAt: Date | string | null) => ({
    source: 'browser' as const,
    observedAt: iso(observedAt),
  });
  return sizeInputOf({
    package: pkg
      ? { package: pkg, source }
      : seenPackage
        ? { package: seenPackage, ...seen(r.seen_package_observed_at) }
        : null,
    item: item ? { item, source } : seenItem ? { item: seenItem, ...seen(r.seen_item_observed_at) } : null,
    categories: [
      { stats: r.category_package_stats, name: r.size_category_name },
      { stats: r.department_package_stats, name: r.size_department_name },
    ],
  });
}
