import { sql } from 'drizzle-orm';
import { MARKETPLACES, type MarketplaceCode } from '#domain/marketplaces.ts';
import { minorUnitsPerMajor } from '#domain/money.ts';
import { parseBusinessReport } from '#domain/seller-reports/business-report.ts';
import { parseFbaInventoryReport } from '#domain/seller-reports/fba-inventory-report.ts';
import type { DateOrder } from '#domain/seller-reports/report-numbers.ts';
import { ReportError, readReportTable } from '#domain/seller-reports/report-table.ts';
import type { Db } from '#server/db/client.ts';
import { AppError } from '#server/lib/app-error.ts';
import { listSellerImports, type SellerImportView } from './list-seller-imports.ts';
import {
  createImport,
  pruneEmptyImports,
  replaceInventory,
  setImportRowCount,
  storeAccountDays,
  storeAsinTraffic,
} from './store-seller-data.ts';

export type UploadKind = 'business_report' | 'fba_inventory';

/** Longest period a per-product report may cover (Seller Central allows up to 2 years; we keep one). */
const MAX_PERIOD_DAYS = 366;

/** Dates in Seller Central's exports follow the marketplace's convention. */
const DATE_ORDER: Record<MarketplaceCode, DateOrder> = {
  US: 'mdy',
  CA: 'mdy',
  UK: 'dmy',
  DE: 'dmy',
  FR: 'dmy',
  IT: 'dmy',
  ES: 'dmy',
  JP: 'ymd',
};

const daysBetween = (start: string, end: string) =>
  Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000) + 1;

function checkPeriod(start: string | undefined, end: string | undefined, now: Date) {
  if (!start || !end) throw new AppError('seller_report_period_required', 400);
  const today = now.toISOString().slice(0, 10);
  if (start > end || end > today || daysBetween(start, end) > MAX_PERIOD_DAYS)
    throw new AppError('seller_report_period_invalid', 400, { max: MAX_PERIOD_DAYS });
  return { start, end };
}

/**
 * Imports a Seller Central report the seller downloaded: a Business Report (by child item — for the
 * period given — or by date) or the FBA Manage Inventory report. Parsing problems are 400s with a
 * code and where they are; nothing is stored unless the whole file is good.
 */
export async function importSellerReport(o: {
  db: Db;
  userId: string;
  kind: UploadKind;
  marketplace: MarketplaceCode;
  fileName: string;
  text: string;
  periodStart?: string;
  periodEnd?: string;
  now: Date;
}): Promise<SellerImportView> {
  const market = MARKETPLACES[o.marketplace];
  const minorPerMajor = minorUnitsPerMajor(market.currency);
  let parsed: ReturnType<typeof parse>;
  const parse = () => {
    const table = readReportTable(o.text);
    return o.kind === 'business_report'
      ? { business: parseBusinessReport(table, { minorPerMajor, dateOrder: DATE_ORDER[o.marketplace] }) }
      : { inventory: parseFbaInventoryReport(table, { minorPerMajor }) };
  };
  try {
    parsed = parse();
  } catch (e) {
    if (e instanceof ReportError) throw new AppError(e.code, 400, e.params);
    throw e;
  }

  const importId = await o.db.transaction(async (tx) => {
    // One import at a time per seller and marketplace: each replaces stored rows (delete, then
    // insert), and two at once (a double click, two tabs) would collide on the unique keys.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`seller-import:${o.userId}:${o.marketplace}`}))`,
    );
    const base = { userId: o.userId, marketplace: o.marketplace, fileName: o.fileName, now: o.now };
    const common = {
      userId: o.userId,
      marketplace: o.marketplace,
      currency: market.currency,
      source: 'report' as const,
    };
    let id: string;
    let count: number;
    if (parsed.inventory) {
      id = await createImport(tx, { ...base, kind: 'fba_inventory' });
      count = await replaceInventory(tx, {
        ...common,
        importId: id,
        lines: parsed.inventory,
        observedAt: o.now,
      });
    } else if (parsed.business?.kind === 'by_asin') {
      const period = checkPeriod(o.periodStart, o.periodEnd, o.now);
      id = await createImport(tx, {
        ...base,
        kind: 'business_report_asin',
        periodStart: period.start,
        periodEnd: period.end,
      });
      count = await storeAsinTraffic(tx, {
        ...common,
        importId: id,
        periodStart: period.start,
        periodEnd: period.end,
        rows: parsed.business.rows,
      });
    } else if (parsed.business?.kind === 'by_date') {
      const rows = parsed.business.rows;
      const today = o.now.toISOString().slice(0, 10);
      const future = rows.find((r) => r.date > today);
      if (future) throw new AppError('seller_report_future_date', 400, { value: future.date });
      id = await createImport(tx, {
        ...base,
        kind: 'business_report_date',
        periodStart: rows[0]?.date ?? null,
        periodEnd: rows.at(-1)?.date ?? null,
      });
      count = await storeAccountDays(tx, { ...common, importId: id, rows });
    } else {
      throw new Error('nothing parsed');
    }
    await setImportRowCount(tx, id, count);
    await pruneEmptyImports(tx, o.userId);
    return id;
  });
  const imports = await listSellerImports({ db: o.db, userId: o.userId });
  const created = imports.find((i) => i.id === importId);
  if (!created) throw new Error('import vanished');
  return created;
}
