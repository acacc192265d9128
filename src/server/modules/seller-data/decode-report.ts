/**
 * Report files are UTF-8 (Business Reports, with a BOM) or, for some flat-file reports, Windows-1252;
 * a file saved again by a spreadsheet may be UTF-16 (with its byte-order mark). Anything that is
 * neither is read as Windows-1252 and then fails parsing with a clear error. NUL characters carry
 * nothing in a text report (and PostgreSQL cannot store them): they are dropped.
 */
export function decodeReport(bytes: ArrayBuffer): string {
  const head = new Uint8Array(bytes, 0, Math.min(2, bytes.byteLength));
  let text: string;
  if (head[0] === 0xff && head[1] === 0xfe) text = new TextDecoder('utf-16le').decode(bytes);
  else if (head[0] === 0xfe && head[1] === 0xff) text = new TextDecoder('utf-16be').decode(bytes);
  else {
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      text = new TextDecoder('windows-1252').decode(bytes);
    }
  }
  return text.replaceAll('\u0000', '');
}
