import { sql } from 'drizzle-orm';
import type { EstimatesBody } from '#contracts/observations.ts';
import type { RankUnitsSample, SalesCurve } from '#domain/estimators/sales-curve.ts';
import type { MarketplaceCode } from '#domain/marketplaces.ts';
import type { Db } from '#server/db/client.ts';
import type { catalogCategories } from '#server/db/schema/index.ts';
import type { SqlRow } from '#server/db/sql-row.ts';
import type { ProductMetricInputs, RootCategory } from '#server/modules/catalog/index.ts';

type Item = EstimatesBody['items'][number];

/** What the estimates read of a catalog product's department. */
interface DepartmentOf {
  department_id: number | null;
  sales_curve: SalesCurve | null;
  sales_pairs_sample: RankUnitsSample | null;
}

export type SalesInputs = Pick<ProductMetricInputs, 'curve' | 'nearby' | 'otherCurves'>;

/** The calibrated curves of a marketplace's root categories, by id. */
export async function marketplaceCurves(
  db: Db,
  marketplace: MarketplaceCode,
): Promise<Map<number, SalesCurve>> {
  const { rows } = await db.execute<SqlRow<typeof catalogCategories, 'id'> & { sales_curve: SalesCurve }>(sql`
    select id, sales_curve from catalog_categories
    where marketplace = ${marketplace} and parent_id is null and sales_curve is not null`);
  return new Map(rows.map((r) => [Number(r.id), r.sales_curve]));
}

/**
 * The curve a rank is read with: the root category the page names beside the rank (a product
 * page's BSR line, a best-seller list's department: that list's rank is the rank in it), else the
 * product's department; a rank the page places in a category Scout does not know as a department
 * (a sub-category's list) gets no curve. Without a curve, the category's pairs and the other
 * curves give a labelled range.
 */
export function salesInputs(
  item: Item,
  r: DepartmentOf | null,
  pageDepartments: Map<string, RootCategory>,
  curves: Map<number, SalesCurve>,
): SalesInputs {
  const named = item.category ? pageDepartments.get(item.category.trim().toLowerCase()) : undefined;
  const pageRank = item.bestSellersRank !== undefined && item.category !== undefined;
  const department =
    named ??
    (pageRank
      ? null
      : r?.department_id == null
        ? null
        : { id: Number(r.department_id), curve: r.sales_curve, sample: r.sales_pairs_sample });
  if (!department) return { curve: null, nearby: null, otherCurves: pageRank ? [] : [...curves.values()] };
  return {
    curve: department.curve,
    nearby: department.sample,
    otherCurves: [...curves].filter(([id]) => id !== department.id).map(([, c]) => c),
  };
}
