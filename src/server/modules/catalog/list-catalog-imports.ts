import { desc, eq } from 'drizzle-orm';
import type { MarketplaceCode } from '#domain/marketplaces.ts';
import type { Db } from '#server/db/client.ts';
import { catalogImports } from '#server/db/schema/index.ts';
import { notFound } from '#server/lib/app-error.ts';
import type { ImportReport } from './import-catalog-csv.ts';

/** A running import that wrote no progress for this long was interrupted (its process stopped). */
export const STALE_IMPORT_MS = 2 * 60_000;

export interface CatalogImportView {
  id: number;
  fileName: string;
  marketplace: MarketplaceCode;
  status: 'running' | 'done' | 'failed' | 'interrupted';
  /** While running: waiting for the imports before it, reading the file, recomputing the estimates. */
  phase: 'queued' | 'reading' | 'estimating';
  bytesTotal: number;
  bytesRead: number;
  rowsRead: number;
  report: ImportReport | null;
  error: { code: string; params: Record<string, unknown> } | null;
  createdAt: string;
  finishedAt: string | null;
}

function view(r: typeof catalogImports.$inferSelect, now: Date): CatalogImportView {
  const stale = r.status === 'running' && now.getTime() - r.updatedAt.getTime() > STALE_IMPORT_MS;
  return {
    id: r.id,
    fileName: r.fileName,
    marketplace: r.marketplace,
    status: stale ? 'interrupted' : r.status,
    phase: r.phase,
    bytesTotal: r.bytesTotal,
    bytesRead: r.bytesRead,
    rowsRead: r.rowsRead,
    report: (r.report as ImportReport | null) ?? null,
    error: (r.error as CatalogImportView['error']) ?? null,
    createdAt: r.createdAt.toISOString(),
    finishedAt: r.finishedAt?.toISOString() ?? null,
  };
}

export async function listCatalogImports(o: { db: Db; now: Date }): Promise<CatalogImportView[]> {
  const rows = await o.db.select().from(catalogImports).orderBy(desc(catalogImports.createdAt)).limit(10);
  return rows.map((r) => view(r, o.now));
}

export async function getCatalogImport(o: { db: Db; id: number; now: Date }): Promise<CatalogImportView> {
  const [row] = await o.db.select().from(catalogImports).where(eq(catalogImports.id, o.id));
  if (!row) throw notFound('import');
  return view(row, o.now);
}
