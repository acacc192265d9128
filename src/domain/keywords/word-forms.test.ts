import { describe, expect, it } from 'vitest';
import {
  type KeywordLanguage,
  keywordTitlePatterns,
  normaliseWord,
  sameWord,
  textMatchesKeyword,
  textWords,
  wordForms,
} from './word-forms.ts';

/** [language, word, word]: the same word in the singular and the plural (or another width). */
const MUST_MATCH: [KeywordLanguage, string, string][] = [
  ['en', 'leash', 'leashes'],
  ['en', 'pack', 'packs'],
  ['en', 'packing', 'packings'],
  ['en', 'box', 'boxes'],
  ['en', 'battery', 'batteries'],
  ['en', 'glass', 'glasses'],
  ['en', 'Mug', 'MUGS'],
  ['de', 'Tasse', 'Tassen'],
  ['de', 'Hund', 'Hunde'],
  ['de', 'Flasche', 'Flaschen'],
  ['de', 'Auto', 'Autos'],
  ['de', 'Schüssel', 'Schüsseln'],
  ['de', 'Topf', 'Töpfe'],
  ['de', 'Fuß', 'Fuss'],
  ['fr', 'sac', 'sacs'],
  ['fr', 'bijou', 'bijoux'],
  ['fr', 'journal', 'journaux'],
  ['fr', 'bouteille', 'bouteilles'],
  ['fr', 'théière', 'theieres'],
  ['es', 'botella', 'botellas'],
  ['es', 'reloj', 'relojes'],
  ['es', 'luz', 'luces'],
  ['es', 'color', 'colores'],
  ['it', 'libro', 'libri'],
  ['it', 'borsa', 'borse'],
  ['it', 'chiave', 'chiavi'],
  ['it', 'pacco', 'pacchi'],
  ['ja', 'バッグ', 'ﾊﾞｯｸﾞ'],
  ['ja', 'ＵＳＢ', 'usb'],
];

/** Different words that a stemmer would merge (derivations, verbs, other nouns). */
const MUST_NOT_MATCH: [KeywordLanguage, string, string][] = [
  ['en', 'packing', 'pack'],
  ['en', 'packed', 'pack'],
  ['en', 'running', 'run'],
  ['en', 'printer', 'print'],
  ['en', 'lighter', 'light'],
  ['en', 'bedding', 'bed'],
  ['en', 'organizer', 'organization'],
  ['de', 'Packung', 'Pack'],
  ['de', 'Verpackung', 'Packung'],
  ['de', 'Becher', 'Beche'],
  ['de', 'Hundeleine', 'Hund'],
  ['de', 'Schneider', 'Schneide'],
  ['fr', 'emballage', 'emballer'],
  ['fr', 'coussin', 'cousin'],
  ['fr', 'rangement', 'ranger'],
  ['fr', 'chargeur', 'charge'],
  ['es', 'embalaje', 'embalar'],
  ['es', 'cocina', 'cocinar'],
  ['es', 'cargador', 'carga'],
  ['it', 'cuscino', 'cuscinetto'],
  ['it', 'tazza', 'tazzina'],
  ['it', 'imballaggio', 'imballare'],
  ['ja', 'バッグ', 'バック'],
  ['ja', 'パック', 'パッキング'],
  ['ja', '充電器', '充電'],
];

describe('keyword word matching', () => {
  it.each(MUST_MATCH)('%s: “%s” matches “%s”', (lang, a, b) => {
    expect(sameWord(a, b, lang)).toBe(true);
    expect(sameWord(b, a, lang)).toBe(true);
  });

  it.each(MUST_NOT_MATCH)('%s: “%s” does not match “%s”', (lang, a, b) => {
    expect(sameWord(a, b, lang)).toBe(false);
  });
});

describe('a keyword in a title', () => {
  const cases: [KeywordLanguage, string, string, boolean][] = [
    ['en', 'Packing Cubes for Suitcases, 6 Set Travel Organizer', 'packing cubes', true],
    ['en', 'Compression Socks, Pack of 6', 'packing', false],
    ['en', 'Packing Cubes for Suitcases', 'suitcase', true],
    ['en', 'Backpack for Hiking', 'pack', false],
    ['de', 'Verpackung für Tassen, 6 Stück', 'tasse', true],
    ['de', 'Verpackung für Tassen', 'packung', false],
    ['fr', 'Sacs de rangement sous vide', 'sac rangement', true],
    ['fr', 'Housse pour ranger les couettes', 'rangement', false],
    ['es', 'Organizador de maletas, 6 cubos de embalaje', 'maleta', true],
    ['es', 'Organizador de maletas', 'embalar', false],
    ['it', 'Borse da viaggio, set di 3', 'borsa viaggio', true],
    ['it', 'Cuscinetto a sfera 608', 'cuscino', false],
    ['ja', '旅行用 パッキングキューブ 6点セット', 'パッキング', false],
    ['ja', '旅行用 パッキング キューブ 6点セット', 'パッキング', true],
    ['ja', 'バックパック 大容量 旅行', 'パック', false],
    ['ja', 'バックパック 大容量 旅行', '容量', true],
    ['ja', 'ﾊﾞｯｸﾞ 旅行', 'バッグ', true],
  ];
  it.each(cases)('%s: “%s” ~ “%s” → %s', (lang, title, keyword, expected) => {
    expect(textMatchesKeyword(title, keyword, lang)).toBe(expected);
  });

  it('splits Japanese text into words without spaces', () => {
    expect(textWords('旅行用バッグ', 'ja').length).toBeGreaterThan(1);
  });
});

describe('written forms for the database check', () => {
  it('lists the singular and plural forms, never a derivation', () => {
    expect(wordForms('packing', 'en')).toEqual(['packing', 'packings']);
    expect(wordForms('leashes', 'en')).toEqual(expect.arrayContaining(['leash', 'leashes']));
    expect(wordForms('battery', 'en')).toContain('batteries');
    expect(wordForms('Tasse', 'de')).toEqual(expect.arrayContaining(['tasse', 'tassen']));
    expect(wordForms('journal', 'fr')).toEqual(expect.arrayContaining(['journal', 'journaux']));
    expect(wordForms('luz', 'es')).toEqual(expect.arrayContaining(['luz', 'luces']));
    expect(wordForms('pacco', 'it')).toEqual(expect.arrayContaining(['pacco', 'pacchi']));
    for (const [lang, a, b] of MUST_MATCH)
      if (lang !== 'ja')
        expect(wordForms(a, lang)).toContain(wordForms(b, lang).find((f) => f === normaliseWord(b, lang)));
    for (const [lang, a, b] of MUST_NOT_MATCH)
      if (lang !== 'ja') expect(wordForms(a, lang)).not.toContain(normaliseWord(b, lang));
  });

  it('builds one word-bounded pattern per keyword word', () => {
    expect(keywordTitlePatterns('Packing cubes', 'en')).toEqual([
      '\\m(packing|packings)\\M',
      '\\m(cube|cubes)\\M',
    ]);
    expect(keywordTitlePatterns('パック', 'ja')?.[0]).toContain('パック');
    expect(keywordTitlePatterns('  ', 'en')).toBeNull();
  });
});
