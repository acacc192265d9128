import { eq } from 'drizzle-orm';
import { MARKETPLACES } from '#domain/marketplaces.ts';
import { minorUnitsPerMajor } from '#domain/money.ts';
import type { InventoryLine } from '#domain/seller-reports/fba-inventory-report.ts';
import { readSalesAndTrafficDocument } from '#domain/seller-reports/sales-traffic-report.ts';
import type { Db } from '#server/db/client.ts';
import { amazonConnections } from '#server/db/schema/index.ts';
import type { Env } from '#server/env.ts';
import type { Logger } from '#server/lib/logger.ts';
import {
  createImport,
  type OrderRecord,
  pruneEmptyImports,
  replaceInventory,
  setImportRowCount,
  storeAccountDays,
  storeAsinTraffic,
  storeOrders,
} from '#server/modules/seller-data/index.ts';
import {
  createReport,
  downloadReportDocument,
  getInventorySummaries,
  getOrders,
  type SpApiOrder,
  waitForReport,
} from '#server/providers/amazon/sp-api/operations.ts';
import type { SpApiClient } from '#server/providers/amazon/sp-api/sp-api-client.ts';

/** How far back the first sync goes, and how many daily reports one run requests (createReport burst is 15). */
export const SYNC_BACKFILL_DAYS = 30;
export const SYNC_DAYS_PER_RUN = 7;
const ORDER_PAGES_PER_RUN = 5;
const INVENTORY_PAGES_PER_RUN = 20;

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export interface SyncOptions {
  db: Db;
  env: Env;
  connection: typeof amazonConnections.$inferSelect;
  client: SpApiClient;
  now: Date;
  log: Logger;
  /** Report polling (real: 15 s, at most 40 checks). */
  reportPollMs?: number;
}

export interface SyncResult {
  days: number;
  orders: number;
  inventory: number;
  /** Days still to fetch: the job comes back sooner. */
  backlog: boolean;
}

/**
 * One sync run of a connected seller: the Sales and Traffic report of each missing day (one report
 * per day, by child ASIN), orders updated since the last run, and the FBA inventory. Every call goes
 * through the throttled SP-API client. The run's rows belong to one "Amazon sync" import.
 */
export async function syncAmazonAccount(o: SyncOptions): Promise<SyncResult> {
  const { connection, client } = o;
  const market = MARKETPLACES[connection.marketplace];
  const minorPerMajor = minorUnitsPerMajor(market.currency);
  const yesterday = isoDay(o.now.getTime() - DAY_MS);
  const firstDay = connection.salesSyncedThrough
    ? isoDay(Date.parse(`${connection.salesSyncedThrough}T00:00:00Z`) + DAY_MS)
    : isoDay(o.now.getTime() - SYNC_BACKFILL_DAYS * DAY_MS);
  const days: string[] = [];
  for (
    let t = Date.parse(`${firstDay}T00:00:00Z`);
    isoDay(t) <= yesterday && days.length < SYNC_DAYS_PER_RUN;
    t += DAY_MS
  )
    days.push(isoDay(t));

  // 1. Download everything first (slow, throttled), then write in one short transaction.
  const reports: { day: string; text: string | null }[] = [];
  for (const day of days) {
    const reportId = await createReport(client, {
      reportType: 'GET_SALES_AND_TRAFFIC_REPORT',
      marketplaceIds: [market.marketplaceId],
      dataStartTime: `${day}T00:00:00Z`,
      dataEndTime: `${day}T23:59:59Z`,
      reportOptions: { dateGranularity: 'DAY', asinGranularity: 'CHILD' },
    });
    const documentId = await waitForReport(client, reportId, {
      pollMs: o.reportPollMs ?? 15_000,
      maxPolls: 40,
    });
    reports.push({ day, text: documentId ? await downloadReportDocument(client, documentId) : null });
  }

  const ordersSince = connection.ordersSyncedAt ?? new Date(o.now.getTime() - SYNC_BACKFILL_DAYS * DAY_MS);
  const orders: SpApiOrder[] = [];
  let nextToken: string | undefined;
  let pages = 0;
  do {
    const page = await getOrders(client, {
      marketplaceId: market.marketplaceId,
      lastUpdatedAfter: ordersSince.toISOString(),
      nextToken,
    });
    orders.push(...page.orders);
    nextToken = page.nextToken;
    pages++;
  } while (nextToken && pages < ORDER_PAGES_PER_RUN);

  const inventory: InventoryLine[] = [];
  let inventoryToken: string | undefined;
  let inventoryPages = 0;
  do {
    const page = await getInventorySummaries(client, {
      marketplaceId: market.marketplaceId,
      nextToken: inventoryToken,
    });
    for (const s of page.summaries) {
      const d = s.inventoryDetails ?? {};
      const parts = {
        fulfillable: d.fulfillableQuantity ?? 0,
        inboundWorking: d.inboundWorkingQuantity ?? 0,
        inboundShipped: d.inboundShippedQuantity ?? 0,
        inboundReceiving: d.inboundReceivingQuantity ?? 0,
        reserved: d.reservedQuantity?.totalReservedQuantity ?? 0,
        unfulfillable: d.unfulfillableQuantity?.totalUnfulfillableQuantity ?? 0,
      };
      inventory.push({
        sku: s.sellerSku,
        asin: s.asin.toUpperCase(),
        fnsku: s.fnSku ?? null,
        productName: s.productName ?? null,
        condition: s.condition ?? null,
        priceMinor: null,
        ...parts,
        total: s.totalQuantity ?? parts.fulfillable + parts.reserved + parts.unfulfillable,
      });
    }
    inventoryToken = page.nextToken;
    inventoryPages++;
  } while (inventoryToken && inventoryPages < INVENTORY_PAGES_PER_RUN);

  const orderRecords: OrderRecord[] = orders.map((order) => ({
    amazonOrderId: order.AmazonOrderId,
    purchaseDate: new Date(order.PurchaseDate),
    lastUpdateDate: order.LastUpdateDate ? new Date(order.LastUpdateDate) : null,
    status: order.OrderStatus,
    fulfillmentChannel: order.FulfillmentChannel ?? null,
    totalMinor: order.OrderTotal ? Math.round(Number(order.OrderTotal.Amount) * minorPerMajor) : null,
    currency: order.OrderTotal?.CurrencyCode ?? null,
    itemsShipped: order.NumberOfItemsShipped ?? 0,
    itemsUnshipped: order.NumberOfItemsUnshipped ?? 0,
  }));
  // Next time, ask for orders updated after the newest one seen (Amazon wants at least 2 minutes ago).
  const newestUpdate = orderRecords.reduce<number>(
    (max, r) => Math.max(max, r.lastUpdateDate?.getTime() ?? 0),
    ordersSince.getTime(),
  );
  const nextOrdersSince = new Date(Math.min(newestUpdate, o.now.getTime() - 2 * 60_000));

  const common = {
    userId: connection.userId,
    marketplace: connection.marketplace,
    currency: market.currency,
    source: 'sp_api' as const,
  };
  let storedDays = 0;
  await o.db.transaction(async (tx) => {
    const importId = await createImport(tx, {
      userId: connection.userId,
      kind: 'sp_api',
      marketplace: connection.marketplace,
      periodStart: days[0] ?? null,
      periodEnd: days.at(-1) ?? null,
      now: o.now,
    });
    let rows = 0;
    for (const { day, text } of reports) {
      if (text === null) continue;
      const { days: totals, asins } = readSalesAndTrafficDocument(text, { minorPerMajor });
      rows += await storeAccountDays(tx, {
        ...common,
        importId,
        rows: totals.length > 0 ? totals.map((t) => ({ ...t, date: day })) : [],
      });
      rows += await storeAsinTraffic(tx, {
        ...common,
        importId,
        periodStart: day,
        periodEnd: day,
        rows: asins,
        skipOverlapping: true,
      });
      storedDays++;
    }
    rows += await storeOrders(tx, {
      userId: connection.userId,
      importId,
      marketplace: connection.marketplace,
      orders: orderRecords,
    });
    rows += await replaceInventory(tx, { ...common, importId, lines: inventory, observedAt: o.now });
    await setImportRowCount(tx, importId, rows);
    await pruneEmptyImports(tx, connection.userId);
    await tx
      .update(amazonConnections)
      .set({
        salesSyncedThrough: days.at(-1) ?? connection.salesSyncedThrough,
        ordersSyncedAt: nextOrdersSince,
      })
      .where(eq(amazonConnections.userId, connection.userId));
  });
  const backlog = (days.at(-1) ?? yesterday) < yesterday;
  o.log.info(
    { userId: connection.userId, days: storedDays, orders: orderRecords.length, inventory: inventory.length },
    'amazon sync stored',
  );
  return { days: storedDays, orders: orderRecords.length, inventory: inventory.length, backlog };
}
