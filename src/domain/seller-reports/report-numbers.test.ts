import { describe, expect, it } from 'vitest';
import { parseReportDate, parseReportNumber } from './report-numbers.ts';

describe('parseReportNumber', () => {
  it.each([
    ['1,234', 1234],
    ['1.234', 1234],
    ['1,234,567', 1234567],
    ['$1,234.56', 1234.56],
    ['1 234,56 €', 1234.56],
    ['1.234,56 €', 1234.56],
    ['£12.00', 12],
    ['¥1,234', 1234],
    ['12.34%', 12.34],
    ['12,34 %', 12.34],
    ['0.5', 0.5],
    ['12,5', 12.5],
    ['42', 42],
    ['-3', -3],
  ])('%s → %d', (raw, value) => {
    expect(parseReportNumber(raw)).toBe(value);
  });

  it('has no value for empty cells and NaN for text', () => {
    expect(parseReportNumber('')).toBeNull();
    expect(parseReportNumber(' — ')).toBeNull();
    expect(parseReportNumber(undefined)).toBeNull();
    expect(parseReportNumber('abc')).toBeNaN();
    expect(parseReportNumber('EUR 12,50')).toBe(12.5);
    expect(parseReportNumber('CA$1,234.50')).toBe(1234.5);
    expect(parseReportNumber('12abc34')).toBeNaN();
  });
});

describe('parseReportDate', () => {
  it('reads the order of the marketplace, and ISO dates always', () => {
    expect(parseReportDate('03/04/2025', 'mdy')).toBe('2025-03-04');
    expect(parseReportDate('03/04/2025', 'dmy')).toBe('2025-04-03');
    expect(parseReportDate('2025-04-03', 'mdy')).toBe('2025-04-03');
    expect(parseReportDate('2025/04/03', 'dmy')).toBe('2025-04-03');
    expect(parseReportDate('14.03.25', 'dmy')).toBe('2025-03-14');
    expect(parseReportDate('13/14/2025', 'mdy')).toBeNull();
    expect(parseReportDate('02/30/2025', 'mdy')).toBeNull();
  });
});
