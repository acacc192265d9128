import { Hono } from 'hono';
import { catalogImportsApi } from '#contracts/catalog-imports.ts';
import { currentUser, requireAdmin } from '#server/auth/session.ts';
import { implement } from '#server/http/implement.ts';
import type { AppDeps, AppEnv } from '#server/http/types.ts';
import { AppError } from '#server/lib/app-error.ts';
import { getCatalogImport, listCatalogImports } from './list-catalog-imports.ts';
import { startCatalogImport } from './run-catalog-import.ts';

/** Largest catalog file the admin page accepts (a 1 M-row file of the public format is ~350 MB). */
export const MAX_IMPORT_BYTES = 4 * 1024 ** 3;

/** Catalog imports from the admin page: upload (the file is the request body), progress, reports. */
export function catalogImportRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const app = new Hono<AppEnv>().use(requireAdmin);
  implement(app, catalogImportsApi.list, async () => ({
    imports: await listCatalogImports({ db, now: deps.now() }),
  }));
  implement(app, catalogImportsApi.get, (_c, { params }) =>
    getCatalogImport({ db, id: params.id, now: deps.now() }),
  );
  implement(app, catalogImportsApi.start, (c, { query }) => {
    const body = c.req.raw.body;
    if (!body) throw new AppError('catalog_file_invalid', 400, { reason: 'empty_file' });
    return startCatalogImport({
      deps,
      body,
      fileName: query.fileName,
      marketplace: query.marketplace,
      observedAt: query.observedAt ? new Date(query.observedAt) : deps.now(),
      userId: currentUser(c).id,
    });
  });
  return app;
}
