import { describe, expect, it } from 'vitest';
import { decodeReport } from './decode-report.ts';

const bytes = (...b: number[]) => new Uint8Array(b).buffer;

describe('decodeReport', () => {
  it('reads UTF-8, UTF-16 with its byte-order mark, and Windows-1252 otherwise', () => {
    expect(decodeReport(new TextEncoder().encode('sku\tasin\né').buffer as ArrayBuffer)).toBe('sku\tasin\né');
    expect(decodeReport(bytes(0xff, 0xfe, 0x61, 0x00, 0xe9, 0x00))).toBe('aé');
    expect(decodeReport(bytes(0xfe, 0xff, 0x00, 0x61, 0x00, 0xe9))).toBe('aé');
    expect(decodeReport(bytes(0x63, 0x61, 0x66, 0xe9))).toBe('café');
  });

  it('drops NUL characters', () => {
    expect(decodeReport(bytes(0x61, 0x00, 0x62))).toBe('ab');
  });
});
