import { MAX_REPORT_NUMBER, parseReportNumber, toMinorUnits } from './report-numbers.ts';
import { findColumn, ReportError, type ReportTable } from './report-table.ts';

/** One SKU of the FBA "Manage Inventory" report (GET_FBA_MYI_UNSUPPRESSED_INVENTORY_DATA). */
export interface InventoryLine {
  sku: string;
  asin: string;
  fnsku: string | null;
  productName: string | null;
  condition: string | null;
  priceMinor: number | null;
  /** Units Amazon can ship now. */
  fulfillable: number;
  inboundWorking: number;
  inboundShipped: number;
  inboundReceiving: number;
  reserved: number;
  unfulfillable: number;
  /** afn-total-quantity when present, else the sum of the parts. */
  total: number;
}

const COLUMNS = {
  sku: ['sku', 'seller-sku'],
  asin: ['asin'],
  fnsku: ['fnsku'],
  productName: ['product-name'],
  condition: ['condition'],
  price: ['your-price'],
  fulfillable: ['afn-fulfillable-quantity'],
  inboundWorking: ['afn-inbound-working-quantity'],
  inboundShipped: ['afn-inbound-shipped-quantity'],
  inboundReceiving: ['afn-inbound-receiving-quantity'],
  reserved: ['afn-reserved-quantity'],
  unfulfillable: ['afn-unsellable-quantity'],
  total: ['afn-total-quantity'],
} as const;

const REQUIRED = ['sku', 'asin', 'fulfillable'] as const;
const BUSINESS_REPORT_HINTS = ['(child) asin', 'units ordered', 'sessions - total', 'ordered product sales'];

/** Reads the FBA Manage Inventory report (tab-separated as downloaded, or saved as CSV). */
export function parseFbaInventoryReport(table: ReportTable, o: { minorPerMajor: number }): InventoryLine[] {
  if (BUSINESS_REPORT_HINTS.filter((h) => table.headers.includes(h)).length >= 2)
    throw new ReportError('seller_report_wrong_kind', {
      detected: 'business_report',
      expected: 'fba_inventory',
    });
  const col = Object.fromEntries(
    Object.entries(COLUMNS).map(([key, names]) => [key, findColumn(table, names)]),
  ) as Record<keyof typeof COLUMNS, string | undefined>;
  const missing = REQUIRED.filter((k) => !col[k]).map((k) => COLUMNS[k][0]);
  if (missing.length > 0)
    throw new ReportError('seller_report_unrecognised', { missing: missing.join(', ') });

  const seen = new Set<string>();
  return table.rows.map((row, i) => {
    const line = i + 2;
    const quantity = (key: keyof typeof COLUMNS) => {
      const column = col[key];
      if (!column) return 0;
      const value = parseReportNumber(row[column]);
      if (value === null) return 0;
      if (Number.isNaN(value) || value < 0 || value > MAX_REPORT_NUMBER || !Number.isInteger(value))
        throw new ReportError('seller_report_bad_value', { row: line, column, value: row[column] ?? '' });
      return value;
    };
    const sku = row[col.sku as string] ?? '';
    const asin = (row[col.asin as string] ?? '').toUpperCase();
    if (!sku)
      throw new ReportError('seller_report_bad_value', { row: line, column: col.sku as string, value: '' });
    if (!/^[A-Z0-9]{10}$/.test(asin))
      throw new ReportError('seller_report_bad_value', {
        row: line,
        column: col.asin as string,
        value: asin,
      });
    if (seen.has(sku)) throw new ReportError('seller_report_duplicate_sku', { row: line, value: sku });
    seen.add(sku);
    const price = col.price ? parseReportNumber(row[col.price]) : null;
    if (price !== null && (price < 0 || price > MAX_REPORT_NUMBER))
      throw new ReportError('seller_report_bad_value', {
        row: line,
        column: col.price as string,
        value: row[col.price as string] ?? '',
      });
    const parts = {
      fulfillable: quantity('fulfillable'),
      inboundWorking: quantity('inboundWorking'),
      inboundShipped: quantity('inboundShipped'),
      inboundReceiving: quantity('inboundReceiving'),
      reserved: quantity('reserved'),
      unfulfillable: quantity('unfulfillable'),
    };
    const total = col.total ? quantity('total') : parts.fulfillable + parts.reserved + parts.unfulfillable;
    return {
      sku,
      asin,
      fnsku: (col.fnsku && row[col.fnsku]) || null,
      productName: (col.productName && row[col.productName]) || null,
      condition: (col.condition && row[col.condition]) || null,
      priceMinor: price === null || Number.isNaN(price) ? null : toMinorUnits(price, o.minorPerMajor),
      ...parts,
      total,
    };
  });
}
