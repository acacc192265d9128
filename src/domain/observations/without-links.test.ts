import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withoutLinks } from './without-links.ts';

describe('withoutLinks', () => {
  it('removes addresses of every form', () => {
    expect(withoutLinks('Great bottle https://evil.example/login?x=1 now')).toBe('Great bottle now');
    expect(withoutLinks('Visit www.evil.example today')).toBe('Visit today');
    expect(withoutLinks('URGENT: evil.example/login to claim')).toBe('URGENT: to claim');
    expect(withoutLinks('Refund at support@evil.example')).toBe('Refund at');
    expect(withoutLinks('Sale at evil-shop.co.uk')).toBe('Sale at');
    expect(withoutLinks('javascript://alert(1) ftp://x.example')).toBe('');
  });

  it('keeps real product titles whole', () => {
    for (const title of [
      'Amazon.com Gift Card in a Greeting Card',
      'Stainless Steel Water Bottle, 1.5 L, 32 oz',
      'M.2 SSD 2.5mm screws No.5 v1.2',
      'Luggage Sets Expandable PC+ABS Durable Suitcase Double Wheels TSA Lock Blue',
    ])
      expect(withoutLinks(title)).toBe(title);
  });

  it('never leaves a scheme or www. in what it returns', () => {
    fc.assert(
      fc.property(fc.string(), fc.webUrl(), fc.string(), (before, url, after) => {
        const out = withoutLinks(`${before} ${url} ${after}`);
        expect(out).not.toMatch(/[a-z][a-z0-9+.-]*:\/\/|www\./i);
      }),
    );
  }, 30_000); // fast-check's URLs are long to generate: ~1 s alone, several under a loaded full suite
});
