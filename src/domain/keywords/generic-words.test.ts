import { describe, expect, it } from 'vitest';
import { isGenericPhrase } from './generic-words.ts';

describe('generic words in related keywords', () => {
  it.each([
    ['en', 'size', true],
    ['en', 'large', true],
    ['en', 'extra large', true],
    ['en', 'large suitcase', false],
    ['en', 'packing cubes', false],
    ['de', 'Größe', true],
    ['de', 'große Tasse', false],
    ['fr', 'taille', true],
    ['fr', 'grande valise', false],
    ['es', 'tamaño grande', true],
    ['es', 'maleta', false],
    ['it', 'taglia', true],
    ['it', 'borsa', false],
    ['ja', 'サイズ', true],
    ['ja', 'スーツケース', false],
  ] as const)('%s: “%s” generic → %s', (lang, phrase, expected) => {
    expect(isGenericPhrase(phrase, lang)).toBe(expected);
  });
});
