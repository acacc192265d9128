import { and, desc, eq } from 'drizzle-orm';
import type { MarketplaceCode } from '#domain/marketplaces.ts';
import type { Db } from '#server/db/client.ts';
import { type SellerImportKind, sellerImports } from '#server/db/schema/index.ts';
import { notFound } from '#server/lib/app-error.ts';

export interface SellerImportView {
  id: string;
  kind: SellerImportKind;
  marketplace: MarketplaceCode;
  fileName: string | null;
  periodStart: string | null;
  periodEnd: string | null;
  rowCount: number;
  createdAt: string;
}

/** The caller's imports and sync runs, newest first. */
export async function listSellerImports({
  db,
  userId,
}: {
  db: Db;
  userId: string;
}): Promise<SellerImportView[]> {
  const rows = await db
    .select()
    .from(sellerImports)
    .where(eq(sellerImports.userId, userId))
    .orderBy(desc(sellerImports.createdAt))
    .limit(200);
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    marketplace: r.marketplace,
    fileName: r.fileName,
    periodStart: r.periodStart,
    periodEnd: r.periodEnd,
    rowCount: r.rowCount,
    createdAt: r.createdAt.toISOString(),
  }));
}

/** Deletes one of the caller's imports and every row it brought (another user's is a 404). */
export async function deleteSellerImport({ db, userId, id }: { db: Db; userId: string; id: string }) {
  const deleted = await db
    .delete(sellerImports)
    .where(and(eq(sellerImports.id, id), eq(sellerImports.userId, userId)))
    .returning({ id: sellerImports.id });
  if (deleted.length === 0) throw notFound('seller_import');
}
