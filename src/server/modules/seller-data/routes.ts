import { Hono } from 'hono';
import { currentUser, requireUser } from '#server/auth/session.ts';
import type { AppDeps, AppEnv } from '#server/http/types.ts';
import { validate } from '#server/http/validate.ts';
import { AppError } from '#server/lib/app-error.ts';
import { decodeReport } from './decode-report.ts';
import { getInventory } from './get-inventory.ts';
import { importSellerReport } from './import-seller-report.ts';
import { deleteSellerImport, listSellerImports } from './list-seller-imports.ts';
import { importIdParam, inventoryQuery, MAX_REPORT_BYTES, uploadFields } from './schema.ts';

/**
 * The seller's own data: report uploads, their list, and the stored inventory. Every signed-in user
 * reads and uploads their own; forecasting the stock is pro/elite (the toolkit's guard).
 */
export function sellerDataRoutes({ database, now }: AppDeps) {
  const db = database.db;
  return new Hono<AppEnv>()
    .use(requireUser)
    .get('/imports', async (c) =>
      c.json({ imports: await listSellerImports({ db, userId: currentUser(c).id }) }),
    )
    .post('/imports', async (c) => {
      const body = await c.req.parseBody();
      const fields = uploadFields.safeParse(body);
      if (!fields.success) {
        const issue = fields.error.issues[0];
        throw new AppError('validation_failed', 400, {
          field: issue?.path.join('.') ?? '',
          reason: issue?.code ?? '',
        });
      }
      const file = body.file;
      if (!(file instanceof File) || file.size === 0) throw new AppError('seller_report_empty', 400);
      if (file.size > MAX_REPORT_BYTES)
        throw new AppError('seller_report_too_large', 400, { maxMb: MAX_REPORT_BYTES / 1024 / 1024 });
      const created = await importSellerReport({
        db,
        userId: currentUser(c).id,
        ...fields.data,
        fileName: withoutControlCharacters(file.name).slice(0, 200),
        text: decodeReport(await file.arrayBuffer()),
        now: now(),
      });
      return c.json({ import: created }, 201);
    })
    .delete('/imports/:id', validate('param', importIdParam), async (c) => {
      await deleteSellerImport({ db, userId: currentUser(c).id, id: c.req.valid('param').id });
      return c.body(null, 204);
    })
    .get('/inventory', validate('query', inventoryQuery), async (c) =>
      c.json({
        lines: await getInventory({ db, userId: currentUser(c).id, asin: c.req.valid('query').asin }),
      }),
    );
}

/** A file name as shown in the import list: control characters (NUL included) removed. */
const withoutControlCharacters = (name: string) =>
  [...name].filter((ch) => ch.charCodeAt(0) >= 32 && ch.charCodeAt(0) !== 127).join('');
