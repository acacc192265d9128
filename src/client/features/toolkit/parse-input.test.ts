import { describe, expect, it } from 'vitest';
import { parseCents, parseDecimal, parsePercentBp, parseWhole } from './parse-input.ts';

describe('form number parsing', () => {
  it('reads English and French decimals', () => {
    expect(parseDecimal('12.5')).toBe(12.5);
    expect(parseDecimal(' 1 234,5 ')).toBe(1234.5);
    expect(parseDecimal('-1')).toBeNull();
    expect(parseDecimal('abc')).toBeNull();
    expect(parseDecimal('')).toBeNull();
  });
  it('converts money to cents and percent to basis points', () => {
    expect(parseCents('19,99')).toBe(1999);
    expect(parseCents('0.1')).toBe(10);
    expect(parsePercentBp('15.3')).toBe(1530);
    expect(parsePercentBp('101')).toBeNull();
  });
  it('reads whole numbers only', () => {
    expect(parseWhole('300')).toBe(300);
    expect(parseWhole('3.5')).toBeNull();
  });
});
