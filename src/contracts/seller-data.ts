import * as z from 'zod/mini';
import { isAsin, normalizeAsin } from '#domain/asin.ts';
import { MARKETPLACE_CODES } from '#domain/marketplaces.ts';
import { currency, dateTime, fractionalMinorAmount, isoDate, uuidParams } from './common.ts';
import { defineApi, noContent } from './define.ts';

const marketplace = z.enum(MARKETPLACE_CODES);

/** Largest report accepted (a year of a big catalog by child item stays well under this). */
export const MAX_REPORT_BYTES = 10 * 1024 * 1024;

/** A day of the report's period; the form sends '' for none. */
const periodDay = z.optional(
  z.union([
    isoDate,
    z.pipe(
      z.literal(''),
      z.transform(() => undefined),
    ),
  ]),
);

/** The fields of a report upload beside its file (the server streams the file to disk first). */
export const uploadFields = z.object({
  kind: z.enum(['business_report', 'fba_inventory']),
  marketplace,
  periodStart: periodDay,
  periodEnd: periodDay,
});
const uploadForm = z.object({ ...uploadFields.shape, file: z.file() });
export type UploadInput = z.input<typeof uploadForm>;

export const SELLER_IMPORT_KINDS = [
  'business_report_asin',
  'business_report_date',
  'fba_inventory',
  'sp_api',
] as const;
export type SellerImportKind = (typeof SELLER_IMPORT_KINDS)[number];

/** A report import or an Amazon sync run. */
export const sellerImport = z.object({
  id: z.string(),
  kind: z.enum(SELLER_IMPORT_KINDS),
  marketplace,
  fileName: z.nullable(z.string()),
  periodStart: z.nullable(isoDate),
  periodEnd: z.nullable(isoDate),
  rowCount: z.int(),
  createdAt: dateTime,
});
export type SellerImport = z.output<typeof sellerImport>;

/** One SKU of the seller's stored FBA inventory. */
export const inventoryLine = z.object({
  marketplace,
  sku: z.string(),
  asin: z.string(),
  fnsku: z.nullable(z.string()),
  productName: z.nullable(z.string()),
  condition: z.nullable(z.string()),
  priceMinor: z.nullable(fractionalMinorAmount),
  currency,
  fulfillable: z.int(),
  inboundWorking: z.int(),
  inboundShipped: z.int(),
  inboundReceiving: z.int(),
  reserved: z.int(),
  unfulfillable: z.int(),
  total: z.int(),
  source: z.enum(['report', 'sp_api']),
  observedAt: dateTime,
});
export type InventoryLine = z.output<typeof inventoryLine>;

/** All the caller's lines, or those of one ASIN (the inventory forecast's pre-fill). */
const inventoryQuery = z.object({
  asin: z.optional(
    z.pipe(z.string().check(z.trim(), z.refine(isAsin, { message: 'asin' })), z.transform(normalizeAsin)),
  ),
});

/** The seller's own data: report uploads, their list, the stored inventory (every signed-in user). */
export const sellerDataApi = defineApi('/seller-data', {
  imports: { method: 'GET', path: '/imports', response: z.object({ imports: z.array(sellerImport) }) },
  /** A Business Report or FBA inventory report (CSV or TSV, up to 10 MB); replaces that marketplace's rows. */
  upload: {
    method: 'POST',
    path: '/imports',
    form: uploadForm,
    streamed: true,
    response: z.object({ import: sellerImport }),
    status: 201,
  },
  removeImport: { method: 'DELETE', path: '/imports/:id', params: uuidParams, response: noContent },
  inventory: {
    method: 'GET',
    path: '/inventory',
    query: inventoryQuery,
    response: z.object({ lines: z.array(inventoryLine) }),
  },
});
