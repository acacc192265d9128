import { bigint, bigserial, index, integer, pgTable, real, text, unique, uuid } from 'drizzle-orm/pg-core';
import type { CurrencyCode, MarketplaceCode } from '#domain/marketplaces.ts';
import { user } from './auth.ts';
import { day, tz } from './columns.ts';

/**
 * A seller's own Amazon data (docs/seller-data.md): sales and traffic per product and per account,
 * orders and FBA inventory, from uploaded Seller Central reports or the SP-API sync. Every row belongs
 * to an import (an upload or one sync run); deleting the import deletes its rows.
 */
const owner = () =>
  text('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' });

export type SellerImportKind = 'business_report_asin' | 'business_report_date' | 'fba_inventory' | 'sp_api';
export type SellerDataSource = 'report' | 'sp_api';

export const sellerImports = pgTable(
  'seller_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    kind: text('kind').$type<SellerImportKind>().notNull(),
    marketplace: text('marketplace').$type<MarketplaceCode>().notNull(),
    fileName: text('file_name'),
    /** The dates the data covers (inclusive), when it covers dates. */
    periodStart: day('period_start'),
    periodEnd: day('period_end'),
    rowCount: integer('row_count').notNull().default(0),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [index('seller_imports_user_idx').on(t.userId, t.createdAt)],
);

const importRef = () =>
  uuid('import_id')
    .notNull()
    .references(() => sellerImports.id, { onDelete: 'cascade' });

/** Sales and traffic figures, the same in both tables below (money in minor units of `currency`). */
const figures = () => ({
  currency: text('currency').notNull(),
  orderedSalesMinor: bigint('ordered_sales_minor', { mode: 'number' }).notNull(),
  orderedSalesB2bMinor: bigint('ordered_sales_b2b_minor', { mode: 'number' }),
  unitsOrdered: integer('units_ordered').notNull(),
  unitsOrderedB2b: integer('units_ordered_b2b'),
  totalOrderItems: integer('total_order_items').notNull(),
  sessions: integer('sessions').notNull(),
  sessionsBrowser: integer('sessions_browser'),
  sessionsMobile: integer('sessions_mobile'),
  pageViews: integer('page_views').notNull(),
  pageViewsBrowser: integer('page_views_browser'),
  pageViewsMobile: integer('page_views_mobile'),
  buyBoxPercent: real('buy_box_percent'),
});

/** Sales and traffic of one child ASIN over a period (one day from the SP-API sync). */
export const sellerAsinTraffic = pgTable(
  'seller_asin_traffic',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: owner(),
    importId: importRef(),
    marketplace: text('marketplace').$type<MarketplaceCode>().notNull(),
    asin: text('asin').notNull(),
    parentAsin: text('parent_asin'),
    sku: text('sku'),
    title: text('title'),
    periodStart: day('period_start').notNull(),
    periodEnd: day('period_end').notNull(),
    source: text('source').$type<SellerDataSource>().notNull(),
    ...figures(),
  },
  (t) => [
    unique('seller_asin_traffic_period_unique').on(
      t.userId,
      t.marketplace,
      t.asin,
      t.periodStart,
      t.periodEnd,
    ),
    index('seller_asin_traffic_user_period_idx').on(t.userId, t.marketplace, t.periodStart),
    index('seller_asin_traffic_import_idx').on(t.importId),
  ],
);

/** Sales and traffic of the whole account over a period (one day in the "by date" report). */
export const sellerAccountTraffic = pgTable(
  'seller_account_traffic',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: owner(),
    importId: importRef(),
    marketplace: text('marketplace').$type<MarketplaceCode>().notNull(),
    periodStart: day('period_start').notNull(),
    periodEnd: day('period_end').notNull(),
    source: text('source').$type<SellerDataSource>().notNull(),
    ...figures(),
  },
  (t) => [
    unique('seller_account_traffic_period_unique').on(t.userId, t.marketplace, t.periodStart, t.periodEnd),
    index('seller_account_traffic_import_idx').on(t.importId),
  ],
);

/** Orders from the SP-API Orders API (no buyer information is stored). */
export const sellerOrders = pgTable(
  'seller_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: owner(),
    importId: importRef(),
    marketplace: text('marketplace').$type<MarketplaceCode>().notNull(),
    amazonOrderId: text('amazon_order_id').notNull(),
    purchaseDate: tz('purchase_date').notNull(),
    lastUpdateDate: tz('last_update_date'),
    status: text('status').notNull(),
    fulfillmentChannel: text('fulfillment_channel'),
    totalMinor: bigint('total_minor', { mode: 'number' }),
    currency: text('currency'),
    itemsShipped: integer('items_shipped').notNull().default(0),
    itemsUnshipped: integer('items_unshipped').notNull().default(0),
  },
  (t) => [
    unique('seller_orders_order_unique').on(t.userId, t.amazonOrderId),
    index('seller_orders_user_date_idx').on(t.userId, t.purchaseDate),
    index('seller_orders_import_idx').on(t.importId),
  ],
);

/** The latest FBA inventory per SKU: each inventory import replaces the marketplace's snapshot. */
export const sellerInventory = pgTable(
  'seller_inventory',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: owner(),
    importId: importRef(),
    marketplace: text('marketplace').$type<MarketplaceCode>().notNull(),
    sku: text('sku').notNull(),
    asin: text('asin').notNull(),
    fnsku: text('fnsku'),
    productName: text('product_name'),
    condition: text('condition'),
    priceMinor: bigint('price_minor', { mode: 'number' }),
    currency: text('currency').$type<CurrencyCode>().notNull(),
    fulfillable: integer('fulfillable').notNull(),
    inboundWorking: integer('inbound_working').notNull(),
    inboundShipped: integer('inbound_shipped').notNull(),
    inboundReceiving: integer('inbound_receiving').notNull(),
    reserved: integer('reserved').notNull(),
    unfulfillable: integer('unfulfillable').notNull(),
    total: integer('total').notNull(),
    source: text('source').$type<SellerDataSource>().notNull(),
    observedAt: tz('observed_at').notNull(),
  },
  (t) => [
    unique('seller_inventory_sku_unique').on(t.userId, t.marketplace, t.sku),
    index('seller_inventory_user_asin_idx').on(t.userId, t.asin),
    index('seller_inventory_import_idx').on(t.importId),
  ],
);
