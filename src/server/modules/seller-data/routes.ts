import fs from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';
import { MAX_REPORT_BYTES, sellerDataApi, uploadFields } from '#contracts/seller-data.ts';
import { currentUser, requireUser } from '#server/auth/session.ts';
import { implement, validFields } from '#server/http/implement.ts';
import { receiveUpload } from '#server/http/receive-upload.ts';
import type { AppDeps, AppEnv } from '#server/http/types.ts';
import { AppError } from '#server/lib/app-error.ts';
import { ConcurrencyLimit } from '#server/lib/concurrency-limit.ts';
import { decodeReport } from './decode-report.ts';
import { getInventory } from './get-inventory.ts';
import { importSellerReport } from './import-seller-report.ts';
import { deleteSellerImport, listSellerImports } from './list-seller-imports.ts';

/**
 * The seller's own data: report uploads, their list, and the stored inventory. Every signed-in user
 * reads and uploads their own; forecasting the stock is pro/elite (the toolkit's guard).
 */
export function sellerDataRoutes({ database, now, env }: AppDeps) {
  const db = database.db;
  const uploads = new ConcurrencyLimit({ maxActive: 1, maxQueued: 1, maxWaitMs: 60_000 });
  const importing = new ConcurrencyLimit({ maxActive: 3, maxQueued: 20, maxWaitMs: 60_000 });
  const app = new Hono<AppEnv>().use(requireUser);
  implement(app, sellerDataApi.imports, async (c) => ({
    imports: await listSellerImports({ db, userId: currentUser(c).id }),
  }));
  implement(app, sellerDataApi.upload, (c) => {
    const userId = currentUser(c).id;
    // Memory stays bounded however many arrive: one upload per seller at a time (another one
    // waiting), three in the whole instance; each file goes to disk as it arrives.
    return uploads.run(userId, () =>
      importing.run('all', async () => {
        const upload = await receiveUpload(c.req.raw, {
          dir: path.join(env.dataDir, 'uploads'),
          maxFileBytes: MAX_REPORT_BYTES,
          tooLarge: () =>
            new AppError('seller_report_too_large', 400, { maxMb: MAX_REPORT_BYTES / 1024 / 1024 }),
        });
        try {
          const fields = validFields(uploadFields, upload.fields);
          if (!upload.file) throw new AppError('seller_report_empty', 400);
          const created = await importSellerReport({
            db,
            userId,
            ...fields,
            fileName: withoutControlCharacters(upload.file.name).slice(0, 200),
            text: decodeReport(await readArrayBuffer(upload.file.path)),
            now: now(),
          });
          return { import: created };
        } finally {
          await upload.discard();
        }
      }),
    );
  });
  implement(app, sellerDataApi.removeImport, (c, { params }) =>
    deleteSellerImport({ db, userId: currentUser(c).id, id: params.id }),
  );
  implement(app, sellerDataApi.inventory, async (c, { query }) => ({
    lines: await getInventory({ db, userId: currentUser(c).id, asin: query.asin }),
  }));
  return app;
}

/** A file name as shown in the import list: control characters (NUL included) removed. */
const withoutControlCharacters = (name: string) =>
  [...name].filter((ch) => ch.charCodeAt(0) >= 32 && ch.charCodeAt(0) !== 127).join('');

async function readArrayBuffer(file: string): Promise<ArrayBuffer> {
  const bytes = await fs.promises.readFile(file);
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}
