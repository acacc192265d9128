import type { z } from 'zod';
import { BodyTooLargeError, readCappedBody } from '#server/lib/read-capped-body.ts';
import { MarketSourceError, type MarketSourceName } from './market-data-source.ts';

/** The largest answer read from a source (after decompression): a /product batch of 100 with a year of history is ~5 MB. */
export const MAX_ANSWER_BYTES = 32 * 1024 * 1024;

/**
 * The body of a source's answer as JSON. fetch undoes `Content-Encoding: gzip`; a gzipped body
 * sent without that header is recognised by its magic bytes. A body larger than `maxBytes`, HTML
 * or anything that is not JSON is a `bad_answer`: nothing of it is used.
 */
export async function readJsonAnswer(
  res: Response,
  o: { source: MarketSourceName; operation: string; maxBytes?: number },
): Promise<unknown> {
  const max = o.maxBytes ?? MAX_ANSWER_BYTES;
  const bad = (why: string) =>
    new MarketSourceError(o.source, 'bad_answer', `${o.operation}: ${why}`, { operation: o.operation });
  let body: string;
  try {
    body = await readCappedBody(res, max);
  } catch (e) {
    if (e instanceof BodyTooLargeError) throw bad(`answer larger than ${max} bytes, or corrupt gzip`);
    throw e;
  }
  const text = body.trim();
  if (!text) throw bad('empty answer');
  if (!text.startsWith('{') && !text.startsWith('['))
    throw bad(`not JSON (${res.headers.get('content-type') ?? 'no content type'})`);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw bad('malformed JSON');
  }
}

/** Checks an answer against the documented shape Scout reads; any difference is a `bad_answer`. */
export function parseAnswer<S extends z.ZodType>(
  schema: S,
  value: unknown,
  o: { source: MarketSourceName; operation: string },
): z.infer<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new MarketSourceError(
    o.source,
    'bad_answer',
    `${o.operation}: ${issue?.path.join('.') || 'answer'} ${issue?.message ?? 'invalid'}`,
    { operation: o.operation },
  );
}

/** Sleeps `ms`, or rejects when the signal aborts. */
export const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason ?? new Error('aborted'));
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason ?? new Error('aborted'));
      },
      { once: true },
    );
  });
