import { describe, expect, it } from 'vitest';
import { csvCell, csvRow, fileDateStamp, toCsv } from './csv.ts';

describe('csvCell', () => {
  it('leaves plain values alone', () => {
    expect(csvCell('Luggage')).toBe('Luggage');
    expect(csvCell(12.5)).toBe('12.5');
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(true)).toBe('true');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(Number.NaN)).toBe('');
  });

  it('quotes commas, quotes and line breaks, doubling quotes', () => {
    expect(csvCell('Sion Softside, Black')).toBe('"Sion Softside, Black"');
    expect(csvCell('29" case')).toBe('"29"" case"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('cr\rhere')).toBe('"cr\rhere"');
  });

  it('neutralises spreadsheet formulas with a leading apostrophe', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('＝1+1')).toBe("'＝1+1");
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('writes dates as ISO 8601', () => {
    expect(csvCell(new Date('2026-03-07T10:00:00Z'))).toBe('2026-03-07T10:00:00.000Z');
  });
});

describe('toCsv', () => {
  it('writes a header, CRLF rows and a BOM', () => {
    expect(toCsv(['a', 'b'], [[1, 'x,y']])).toBe('\uFEFFa,b\r\n1,"x,y"\r\n');
    expect(toCsv(['a'], [], { bom: false })).toBe('a\r\n');
    expect(csvRow(['=1', 2])).toBe("'=1,2");
  });

  it('stamps file names with the UTC date', () => {
    expect(fileDateStamp(new Date('2026-03-07T23:59:00Z'))).toBe('2026-03-07');
  });
});
