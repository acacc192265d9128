import { gunzipSync } from 'node:zlib';

/** Thrown when an answer's body is larger than allowed, or a gzipped body is corrupt. */
export class BodyTooLargeError extends Error {
  readonly maxBytes: number;
  constructor(maxBytes: number) {
    super(`body larger than ${maxBytes} bytes`);
    this.name = 'BodyTooLargeError';
    this.maxBytes = maxBytes;
  }
}

/**
 * Reads a response body as text, at most `maxBytes` (after decompression): an external API that
 * answers with gigabytes is cut off, not buffered. fetch undoes `Content-Encoding: gzip`; a body
 * gzipped without that header (a proxy that dropped it) is recognised by its magic bytes.
 */
export async function readCappedBody(res: Response, maxBytes: number): Promise<string> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (res.body) {
    const reader = res.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel().catch(() => {});
        throw new BodyTooLargeError(maxBytes);
      }
      chunks.push(value);
    }
  }
  let bytes = Buffer.concat(chunks);
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) {
    try {
      bytes = gunzipSync(bytes, { maxOutputLength: maxBytes });
    } catch {
      throw new BodyTooLargeError(maxBytes);
    }
  }
  return bytes.toString('utf8');
}
