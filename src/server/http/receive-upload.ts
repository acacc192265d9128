import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import { HTTPException } from 'hono/http-exception';
import { AppError } from '../lib/app-error.ts';
import { ensureDir } from '../lib/ensure-dir.ts';

export interface ReceivedUpload {
  /** The text fields of the form (the first value of each). */
  fields: Record<string, string>;
  /** The file, written to disk, or null when the form had none (or an empty one). */
  file: { path: string; name: string; size: number } | null;
  /** Removes the file: call it when done with it. */
  discard(): Promise<void>;
}

const malformed = (reason: string) => new AppError('validation_failed', 400, { field: 'body', reason });

/**
 * Reads a multipart/form-data request as it arrives (busboy, ADR 010): its text fields into memory
 * (bounded), its one file streamed to a file in `dir`, never held whole in memory. A file over
 * `maxFileBytes` stops the upload with `tooLarge()`; a body that is not well-formed multipart (no
 * boundary, cut short, broken headers) is `validation_failed` (400), never a 500.
 */
export async function receiveUpload(
  request: Request,
  o: { dir: string; maxFileBytes: number; tooLarge: () => AppError },
): Promise<ReceivedUpload> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\b/i.test(type) || !request.body) throw malformed('multipart_expected');
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': type },
      limits: { files: 1, fileSize: o.maxFileBytes, fields: 20, fieldSize: 4096, parts: 25 },
    });
  } catch {
    throw malformed('multipart_expected'); // e.g. no boundary
  }
  ensureDir(o.dir);
  const fields: Record<string, string> = {};
  let file: ReceivedUpload['file'] = null;
  let tooLarge = false;
  const writes: Promise<void>[] = [];
  const target = path.join(o.dir, `upload-${randomUUID()}`);
  const discard = () => fs.promises.rm(target, { force: true });

  parser.on('field', (name, value) => {
    if (!(name in fields)) fields[name] = value;
  });
  parser.on('file', (_name, stream, info) => {
    if (file) return void stream.resume(); // one file per upload
    file = { path: target, name: info.filename ?? '', size: 0 };
    const current = file;
    stream.on('data', (chunk: Buffer) => {
      current.size += chunk.length;
    });
    stream.on('limit', () => {
      tooLarge = true;
    });
    writes.push(pipeline(stream, fs.createWriteStream(target)));
  });
  try {
    await pipeline(Readable.fromWeb(request.body as WebReadableStream<Uint8Array>), parser);
    await Promise.all(writes);
  } catch (err) {
    await discard();
    if (err instanceof AppError || err instanceof HTTPException) throw err; // e.g. the body limit's 413
    if (tooLarge) throw o.tooLarge();
    throw malformed('multipart_malformed');
  }
  if (tooLarge) {
    await discard();
    throw o.tooLarge();
  }
  const received = file as ReceivedUpload['file'];
  if (received && received.size === 0) await discard();
  return { fields, file: received && received.size > 0 ? received : null, discard };
}
