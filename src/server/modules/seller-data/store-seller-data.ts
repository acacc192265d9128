import { and, eq, gte, lte, ne, or, sql } from 'drizzle-orm';
import type { CurrencyCode, MarketplaceCode } from '#domain/marketplaces.ts';
import type { AsinSalesTraffic, DailySalesTraffic } from '#domain/seller-reports/business-report.ts';
import type { InventoryLine } from '#domain/seller-reports/fba-inventory-report.ts';
import type { Tx } from '#server/db/client.ts';
import {
  type SellerDataSource,
  type SellerImportKind,
  sellerAccountTraffic,
  sellerAsinTraffic,
  sellerImports,
  sellerInventory,
  sellerOrders,
} from '#server/db/schema/index.ts';
import { AppError } from '#server/lib/app-error.ts';

/** Writes seller data; every function runs inside the caller's transaction. */

export async function createImport(
  tx: Tx,
  o: {
    userId: string;
    kind: SellerImportKind;
    marketplace: MarketplaceCode;
    fileName?: string | null;
    periodStart?: string | null;
    periodEnd?: string | null;
    now: Date;
  },
) {
  const [row] = await tx
    .insert(sellerImports)
    .values({
      userId: o.userId,
      kind: o.kind,
      marketplace: o.marketplace,
      fileName: o.fileName ?? null,
      periodStart: o.periodStart ?? null,
      periodEnd: o.periodEnd ?? null,
      createdAt: o.now,
    })
    .returning({ id: sellerImports.id });
  if (!row) throw new Error('import insert returned nothing');
  return row.id;
}

export async function setImportRowCount(tx: Tx, importId: string, rowCount: number) {
  await tx.update(sellerImports).set({ rowCount }).where(eq(sellerImports.id, importId));
}

/**
 * Per-product data for one period. The same period again replaces it; a different period that
 * overlaps stored data would count sales twice, so it is refused (seller_report_overlap, 409) unless
 * `skipOverlapping` (the sync) asks to leave such a period alone.
 */
export async function storeAsinTraffic(
  tx: Tx,
  o: {
    userId: string;
    importId: string;
    marketplace: MarketplaceCode;
    currency: string;
    periodStart: string;
    periodEnd: string;
    source: SellerDataSource;
    rows: AsinSalesTraffic[];
    skipOverlapping?: boolean;
  },
): Promise<number> {
  const scope = and(eq(sellerAsinTraffic.userId, o.userId), eq(sellerAsinTraffic.marketplace, o.marketplace));
  const [overlap] = await tx
    .select({ start: sellerAsinTraffic.periodStart, end: sellerAsinTraffic.periodEnd })
    .from(sellerAsinTraffic)
    .where(
      and(
        scope,
        lte(sellerAsinTraffic.periodStart, o.periodEnd),
        gte(sellerAsinTraffic.periodEnd, o.periodStart),
        or(ne(sellerAsinTraffic.periodStart, o.periodStart), ne(sellerAsinTraffic.periodEnd, o.periodEnd)),
      ),
    )
    .limit(1);
  if (overlap) {
    if (o.skipOverlapping) return 0;
    throw new AppError('seller_report_overlap', 409, { start: overlap.start, end: overlap.end });
  }
  await tx
    .delete(sellerAsinTraffic)
    .where(
      and(
        scope,
        eq(sellerAsinTraffic.periodStart, o.periodStart),
        eq(sellerAsinTraffic.periodEnd, o.periodEnd),
      ),
    );
  if (o.rows.length === 0) return 0;
  await tx.insert(sellerAsinTraffic).values(
    o.rows.map((r) => ({
      ...r,
      userId: o.userId,
      importId: o.importId,
      marketplace: o.marketplace,
      currency: o.currency,
      periodStart: o.periodStart,
      periodEnd: o.periodEnd,
      source: o.source,
    })),
  );
  return o.rows.length;
}

/** Account totals per day; a day already stored is replaced. */
export async function storeAccountDays(
  tx: Tx,
  o: {
    userId: string;
    importId: string;
    marketplace: MarketplaceCode;
    currency: string;
    source: SellerDataSource;
    rows: DailySalesTraffic[];
  },
): Promise<number> {
  if (o.rows.length === 0) return 0;
  const values = o.rows.map(({ date, ...figures }) => ({
    ...figures,
    userId: o.userId,
    importId: o.importId,
    marketplace: o.marketplace,
    currency: o.currency,
    periodStart: date,
    periodEnd: date,
    source: o.source,
  }));
  const excluded = (column: string) => sql.raw(`excluded.${column}`);
  await tx
    .insert(sellerAccountTraffic)
    .values(values)
    .onConflictDoUpdate({
      target: [
        sellerAccountTraffic.userId,
        sellerAccountTraffic.marketplace,
        sellerAccountTraffic.periodStart,
        sellerAccountTraffic.periodEnd,
      ],
      set: Object.fromEntries(
        [
          ['importId', 'import_id'],
          ['source', 'source'],
          ['currency', 'currency'],
          ['orderedSalesMinor', 'ordered_sales_minor'],
          ['orderedSalesB2bMinor', 'ordered_sales_b2b_minor'],
          ['unitsOrdered', 'units_ordered'],
          ['unitsOrderedB2b', 'units_ordered_b2b'],
          ['totalOrderItems', 'total_order_items'],
          ['sessions', 'sessions'],
          ['sessionsBrowser', 'sessions_browser'],
          ['sessionsMobile', 'sessions_mobile'],
          ['pageViews', 'page_views'],
          ['pageViewsBrowser', 'page_views_browser'],
          ['pageViewsMobile', 'page_views_mobile'],
          ['buyBoxPercent', 'buy_box_percent'],
        ].map(([key, column]) => [key, excluded(column as string)]),
      ),
    });
  return o.rows.length;
}

/** An inventory report is a full snapshot: the marketplace's previous lines are replaced. */
export async function replaceInventory(
  tx: Tx,
  o: {
    userId: string;
    importId: string;
    marketplace: MarketplaceCode;
    currency: CurrencyCode;
    source: SellerDataSource;
    lines: InventoryLine[];
    observedAt: Date;
  },
): Promise<number> {
  await tx
    .delete(sellerInventory)
    .where(and(eq(sellerInventory.userId, o.userId), eq(sellerInventory.marketplace, o.marketplace)));
  if (o.lines.length === 0) return 0;
  await tx.insert(sellerInventory).values(
    o.lines.map((line) => ({
      ...line,
      userId: o.userId,
      importId: o.importId,
      marketplace: o.marketplace,
      currency: o.currency,
      source: o.source,
      observedAt: o.observedAt,
    })),
  );
  return o.lines.length;
}

export interface OrderRecord {
  amazonOrderId: string;
  purchaseDate: Date;
  lastUpdateDate: Date | null;
  status: string;
  fulfillmentChannel: string | null;
  totalMinor: number | null;
  currency: string | null;
  itemsShipped: number;
  itemsUnshipped: number;
}

/** Orders by Amazon order id: a known order is updated (status, totals). */
export async function storeOrders(
  tx: Tx,
  o: { userId: string; importId: string; marketplace: MarketplaceCode; orders: OrderRecord[] },
): Promise<number> {
  if (o.orders.length === 0) return 0;
  await tx
    .insert(sellerOrders)
    .values(
      o.orders.map((order) => ({
        ...order,
        userId: o.userId,
        importId: o.importId,
        marketplace: o.marketplace,
      })),
    )
    .onConflictDoUpdate({
      target: [sellerOrders.userId, sellerOrders.amazonOrderId],
      set: {
        importId: sql`excluded.import_id`,
        status: sql`excluded.status`,
        lastUpdateDate: sql`excluded.last_update_date`,
        totalMinor: sql`excluded.total_minor`,
        currency: sql`excluded.currency`,
        itemsShipped: sql`excluded.items_shipped`,
        itemsUnshipped: sql`excluded.items_unshipped`,
      },
    });
  return o.orders.length;
}

/** Imports whose rows were all replaced by newer ones are removed from the list. */
export async function pruneEmptyImports(tx: Tx, userId: string) {
  await tx.execute(sql`
    delete from ${sellerImports} i where i.user_id = ${userId}
      and not exists (select 1 from ${sellerAsinTraffic} a where a.import_id = i.id)
      and not exists (select 1 from ${sellerAccountTraffic} t where t.import_id = i.id)
      and not exists (select 1 from ${sellerOrders} o where o.import_id = i.id)
      and not exists (select 1 from ${sellerInventory} v where v.import_id = i.id)`);
}
