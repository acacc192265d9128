/**
 * Report files are UTF-8 (Business Reports, with a BOM) or, for some flat-file reports, Windows-1252.
 * Anything that is neither valid UTF-8 nor text is read as Windows-1252 and then fails parsing with
 * a clear error.
 */
export function decodeReport(bytes: ArrayBuffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}
