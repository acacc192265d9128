import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { createGunzip, gunzipSync } from 'node:zlib';
import { type SpApiClient, SpApiError } from './sp-api-client.ts';

/** The SP-API operations Scout uses, with the parts of Amazon's documented shapes it reads. */

export interface MarketplaceParticipation {
  marketplace: {
    id: string;
    countryCode: string;
    name: string;
    defaultCurrencyCode: string;
    domainName: string;
  };
  participation: { isParticipating: boolean; hasSuspendedListings: boolean };
}

/** Sellers API v1: the marketplaces the seller can sell in (the connection test). */
export async function getMarketplaceParticipations(client: SpApiClient): Promise<MarketplaceParticipation[]> {
  const body = await client.call<{ payload?: MarketplaceParticipation[] }>('getMarketplaceParticipations', {
    method: 'GET',
    path: '/sellers/v1/marketplaceParticipations',
  });
  return body.payload ?? [];
}

export type ReportStatus = 'IN_QUEUE' | 'IN_PROGRESS' | 'DONE' | 'CANCELLED' | 'FATAL';

/** Reports API 2021-06-30: request a report, wait for it, download its document. */
export async function createReport(
  client: SpApiClient,
  o: {
    reportType: string;
    marketplaceIds: string[];
    dataStartTime?: string;
    dataEndTime?: string;
    reportOptions?: Record<string, string>;
  },
): Promise<string> {
  const body = await client.call<{ reportId: string }>('createReport', {
    method: 'POST',
    path: '/reports/2021-06-30/reports',
    body: o,
  });
  return body.reportId;
}

export async function getReport(client: SpApiClient, reportId: string) {
  return client.call<{ reportId: string; processingStatus: ReportStatus; reportDocumentId?: string }>(
    'getReport',
    {
      method: 'GET',
      path: `/reports/2021-06-30/reports/${encodeURIComponent(reportId)}`,
    },
  );
}

/** Polls the report until it is done; CANCELLED (no data for the period) gives null. */
export async function waitForReport(
  client: SpApiClient,
  reportId: string,
  o: { pollMs: number; maxPolls: number },
): Promise<string | null> {
  for (let i = 0; i < o.maxPolls; i++) {
    const report = await getReport(client, reportId);
    if (report.processingStatus === 'DONE' && report.reportDocumentId) return report.reportDocumentId;
    if (report.processingStatus === 'CANCELLED') return null;
    if (report.processingStatus === 'FATAL') throw new Error(`report ${reportId} failed at Amazon (FATAL)`);
    await client.sleep(o.pollMs);
  }
  throw new Error(`report ${reportId} not ready after ${o.maxPolls} checks`);
}

/** The document's text: fetched from its pre-signed URL (no token), gunzipped when compressed. */
export async function downloadReportDocument(
  client: SpApiClient,
  documentId: string,
  o: { fetch?: typeof fetch } = {},
): Promise<string> {
  const doc = await client.call<{ url: string; compressionAlgorithm?: 'GZIP' }>('getReportDocument', {
    method: 'GET',
    path: `/reports/2021-06-30/documents/${encodeURIComponent(documentId)}`,
  });
  const res = await (o.fetch ?? fetch)(doc.url, { signal: AbortSignal.timeout(60_000) });
  if (!res.ok) throw new Error(`report document download answered ${res.status}`);
  const bytes = Buffer.from(await res.arrayBuffer());
  return (doc.compressionAlgorithm === 'GZIP' ? gunzipSync(bytes) : bytes).toString('utf8');
}

/**
 * The document as a stream of its (gunzipped) bytes, for documents too large to hold in memory
 * (a marketplace's weekly Search Terms report). A download refused by its host is an SpApiError
 * with that status (a 5xx worth another try).
 */
export async function openReportDocument(
  client: SpApiClient,
  documentId: string,
  o: { fetch?: typeof fetch; signal?: AbortSignal } = {},
): Promise<Readable> {
  const doc = await client.call<{ url: string; compressionAlgorithm?: 'GZIP' }>('getReportDocument', {
    method: 'GET',
    path: `/reports/2021-06-30/documents/${encodeURIComponent(documentId)}`,
  });
  const res = await (o.fetch ?? fetch)(doc.url, { signal: o.signal });
  if (!res.ok || !res.body) {
    await res.body?.cancel().catch(() => {});
    throw new SpApiError(res.status, `http_${res.status}`, `report document download answered ${res.status}`);
  }
  const bytes = Readable.fromWeb(res.body as NodeReadableStream<Uint8Array>);
  if (doc.compressionAlgorithm !== 'GZIP') return bytes;
  const gunzip = createGunzip();
  bytes.on('error', (e) => gunzip.destroy(e));
  return bytes.pipe(gunzip);
}

export interface SpApiOrder {
  AmazonOrderId: string;
  PurchaseDate: string;
  LastUpdateDate?: string;
  OrderStatus: string;
  FulfillmentChannel?: string;
  OrderTotal?: { CurrencyCode: string; Amount: string };
  NumberOfItemsShipped?: number;
  NumberOfItemsUnshipped?: number;
  MarketplaceId?: string;
}

/** Orders API v0: orders updated after a date, one page (NextToken for the next). */
export async function getOrders(
  client: SpApiClient,
  o: { marketplaceId: string; lastUpdatedAfter: string; nextToken?: string },
) {
  const body = await client.call<{ payload: { Orders: SpApiOrder[]; NextToken?: string } }>('getOrders', {
    method: 'GET',
    path: '/orders/v0/orders',
    query: o.nextToken
      ? { MarketplaceIds: o.marketplaceId, NextToken: o.nextToken }
      : { MarketplaceIds: o.marketplaceId, LastUpdatedAfter: o.lastUpdatedAfter, MaxResultsPerPage: '100' },
  });
  return { orders: body.payload?.Orders ?? [], nextToken: body.payload?.NextToken };
}

export interface SpApiInventorySummary {
  asin: string;
  fnSku?: string;
  sellerSku: string;
  condition?: string;
  productName?: string;
  totalQuantity?: number;
  inventoryDetails?: {
    fulfillableQuantity?: number;
    inboundWorkingQuantity?: number;
    inboundShippedQuantity?: number;
    inboundReceivingQuantity?: number;
    reservedQuantity?: { totalReservedQuantity?: number };
    unfulfillableQuantity?: { totalUnfulfillableQuantity?: number };
  };
}

/** FBA Inventory API v1: one page of inventory summaries with details. */
export async function getInventorySummaries(
  client: SpApiClient,
  o: { marketplaceId: string; nextToken?: string },
) {
  const body = await client.call<{
    payload?: { inventorySummaries?: SpApiInventorySummary[] };
    pagination?: { nextToken?: string };
  }>('getInventorySummaries', {
    method: 'GET',
    path: '/fba/inventory/v1/summaries',
    query: {
      details: 'true',
      granularityType: 'Marketplace',
      granularityId: o.marketplaceId,
      marketplaceIds: o.marketplaceId,
      nextToken: o.nextToken,
    },
  });
  return { summaries: body.payload?.inventorySummaries ?? [], nextToken: body.pagination?.nextToken };
}
