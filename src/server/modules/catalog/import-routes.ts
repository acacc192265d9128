import { Hono } from 'hono';
import { z } from 'zod';
import { MARKETPLACE_CODES } from '#domain/marketplaces.ts';
import { currentUser, requireAdmin } from '#server/auth/session.ts';
import type { AppDeps, AppEnv } from '#server/http/types.ts';
import { validate } from '#server/http/validate.ts';
import { AppError } from '#server/lib/app-error.ts';
import { getCatalogImport, listCatalogImports } from './list-catalog-imports.ts';
import { startCatalogImport } from './run-catalog-import.ts';

/** Largest catalog file the admin page accepts (a 1 M-row file of the public format is ~350 MB). */
export const MAX_IMPORT_BYTES = 4 * 1024 ** 3;

const uploadQuery = z.object({
  marketplace: z.enum(MARKETPLACE_CODES),
  fileName: z.string().trim().min(1).max(200),
  observedAt: z.iso.datetime({ offset: true }).optional(),
});

/** Catalog imports from the admin page: upload (the file is the request body), progress, reports. */
export function catalogImportRoutes(deps: AppDeps) {
  const db = deps.database.db;
  return new Hono<AppEnv>()
    .use(requireAdmin)
    .get('/', async (c) => c.json({ imports: await listCatalogImports({ db, now: deps.now() }) }))
    .get('/:id', validate('param', z.object({ id: z.coerce.number().int().positive() })), async (c) =>
      c.json(await getCatalogImport({ db, id: c.req.valid('param').id, now: deps.now() })),
    )
    .put('/', validate('query', uploadQuery), async (c) => {
      const q = c.req.valid('query');
      const body = c.req.raw.body;
      if (!body) throw new AppError('catalog_file_invalid', 400, { reason: 'empty_file' });
      const result = await startCatalogImport({
        deps,
        body,
        fileName: q.fileName,
        marketplace: q.marketplace,
        observedAt: q.observedAt ? new Date(q.observedAt) : deps.now(),
        userId: currentUser(c).id,
      });
      return c.json(result, 202);
    });
}
