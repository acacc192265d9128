import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { optimiseTitle } from './optimize-listing.ts';
import { normalise } from './text.ts';

const word = fc.constantFrom(
  'Dog',
  'Leash',
  'dog',
  'leash',
  'Best',
  'Seller',
  'Strong',
  'Rope',
  'Reflective',
  '#1',
);
const separator = fc.constantFrom(' - ', ' | ', ', ', ' ', ' -', '- ', ' – ');
const title = fc
  .array(fc.tuple(word, separator), { maxLength: 14 })
  .map((parts) => parts.map(([w, s]) => w + s).join(''));

describe('optimiseTitle on any title', () => {
  it('leaves no empty fragment, no phrase twice in a row, and keeps the main keyword', () => {
    fc.assert(
      fc.property(title, (t) => {
        const out = optimiseTitle(t, ['dog leash']);
        expect(out).not.toMatch(/(^|\s)[-–|,]\s*([-–|,]|$)/);
        expect(out).not.toMatch(/^[-–|,\s]/);
        const ws = out
          .split(/[\s,|–-]+/)
          .filter(Boolean)
          .map(normalise);
        for (let i = 0; i + 1 < ws.length; i++)
          expect(`${ws[i]} ${ws[i + 1]}`).not.toBe(`${ws[i + 2]} ${ws[i + 3]}`);
        expect(normalise(out)).toContain('dog leash');
      }),
      { numRuns: 300 },
    );
  });
});
