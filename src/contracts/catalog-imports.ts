import * as z from 'zod/mini';
import { MARKETPLACE_CODES } from '#domain/marketplaces.ts';
import { dateTime, idParams } from './common.ts';
import { defineApi } from './define.ts';

const marketplace = z.enum(MARKETPLACE_CODES);

/** A catalog import of the admin page: its progress while it runs, its report once done. */
export const catalogImport = z.object({
  id: z.int(),
  fileName: z.string(),
  marketplace,
  status: z.enum(['running', 'done', 'failed', 'interrupted']),
  /** While running: waiting for the imports before it, reading the file, recomputing the estimates. */
  phase: z.enum(['queued', 'reading', 'estimating']),
  bytesTotal: z.number(),
  bytesRead: z.number(),
  rowsRead: z.number(),
  report: z.nullable(
    z.object({
      rowsRead: z.number(),
      inserted: z.number(),
      updated: z.number(),
      keptNewer: z.number(),
      badRows: z.number(),
      /** The first bad rows, with their line numbers and the column at fault. */
      problems: z.array(z.object({ line: z.int(), code: z.string(), column: z.optional(z.string()) })),
    }),
  ),
  error: z.nullable(z.object({ code: z.string(), params: z.record(z.string(), z.unknown()) })),
  createdAt: dateTime,
  finishedAt: z.nullable(dateTime),
});
export type CatalogImportView = z.output<typeof catalogImport>;

const uploadQuery = z.object({
  marketplace,
  fileName: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  observedAt: z.optional(z.iso.datetime({ offset: true })),
});

/** Catalog imports (admins): the file is the request body, streamed to disk; then progress and report. */
export const catalogImportsApi = defineApi('/catalog-imports', {
  list: { method: 'GET', path: '/', response: z.object({ imports: z.array(catalogImport) }) },
  get: { method: 'GET', path: '/:id', params: idParams, response: catalogImport },
  start: {
    method: 'PUT',
    path: '/',
    query: uploadQuery,
    raw: 'text/csv',
    response: z.object({ id: z.int() }),
    status: 202,
  },
});
