import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { optimiseTitle } from './optimize-title.ts';
import { containsPhrase, normalise } from './text.ts';

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
  it('leaves no empty fragment, no fragment said twice, no run twice in a row, and keeps the main keyword', () => {
    fc.assert(
      fc.property(title, (t) => {
        const out = optimiseTitle(t, ['dog leash']);
        expect(out).not.toMatch(/(^|\s)[-–|,]\s*([-–|,]|$)/);
        expect(out).not.toMatch(/^[-–|,\s]/);
        // Fragments (between " - ", " | ", ", "): none says again what another says, and inside
        // one no run of words comes twice in a row ("Dog Leash Dog Leash").
        const fragments = out.split(/\s+[-–|]\s*|\s*[-–|]\s+|\s*[,|]\s*/).filter(Boolean);
        fragments.forEach((f, i) => {
          fragments.forEach((g, j) => {
            if (i !== j) expect(containsPhrase(g, f), `"${f}" again in "${g}" of "${out}"`).toBe(false);
          });
          const ws = f.split(/\s+/).map(normalise);
          for (let n = 1; 2 * n <= ws.length; n++)
            for (let k = 0; k + 2 * n <= ws.length; k++)
              expect(ws.slice(k, k + n).join(' ')).not.toBe(ws.slice(k + n, k + 2 * n).join(' '));
        });
        expect(normalise(out)).toContain('dog leash');
      }),
      { numRuns: 300 },
    );
  });
});
