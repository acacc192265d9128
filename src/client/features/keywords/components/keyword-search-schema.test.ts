import { describe, expect, it } from 'vitest';
import { keywordSearchSchema } from './keyword-search-schema.ts';

const parse = (mode: 'keyword' | 'asin', text: string, withBrands = false) =>
  keywordSearchSchema.safeParse({ mode, text, marketplace: 'DE', withBrands });

describe('keyword search schema', () => {
  it('asks for the keyword, or the ASIN, by tab (trimmed)', () => {
    expect(parse('keyword', ' luggage ').data).toEqual({ marketplace: 'DE', keyword: 'luggage' });
    expect(parse('asin', ' b014tmv5ye ').data).toEqual({ marketplace: 'DE', asin: 'b014tmv5ye' });
    expect(parse('asin', 'b014tmv5ye', true).data).toEqual({
      marketplace: 'DE',
      asin: 'b014tmv5ye',
      withBrands: true,
    });
    expect(parse('keyword', 'luggage', true).data).toEqual({ marketplace: 'DE', keyword: 'luggage' });
  });

  it('says what is missing or wrong, on the text field', () => {
    const issue = (mode: 'keyword' | 'asin', text: string) => parse(mode, text).error?.issues[0];
    expect(issue('keyword', '  ')).toMatchObject({ message: 'keywordRequired', path: ['text'] });
    expect(issue('asin', '')).toMatchObject({ message: 'asinRequired', path: ['text'] });
    expect(issue('asin', 'B014TMV5Y')).toMatchObject({ message: 'asinInvalid', path: ['text'] });
    expect(issue('keyword', 'B014TMV5Y')).toBeUndefined();
  });
});
