import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, TRANSLATION_LANGUAGE_CODES } from '#domain/languages.ts';
import { detectReviewLanguage, loadReviewLanguageDetector } from './detect-review-language.ts';

describe('detectReviewLanguage', () => {
  beforeAll(loadReviewLanguageDetector);

  it.each([
    ['Great tool, saves me hours every week.', 'en'],
    ['The keyword research is really useful for finding niches.', 'en'],
    ['Love it!', 'en'],
    ['Super outil, je gagne des heures chaque semaine.', 'fr'],
    ['Application très pratique pour suivre mes produits', 'fr'],
    ['Très bien', 'fr'],
    ['Muy buena herramienta, la recomiendo.', 'es'],
    ['Me encanta esta aplicación', 'es'],
    ['Sehr gutes Werkzeug, spart mir viel Zeit.', 'de'],
    ['Die Keyword-Recherche ist wirklich nützlich.', 'de'],
    ['مرحبا، أداة رائعة جدا', 'ar'],
  ])('reads %j as %s whatever the interface language', (text, language) => {
    for (const ui of LANGUAGES)
      expect(detectReviewLanguage(text, ui)).toEqual({ language, source: 'detected' });
  });

  it.each(['ok', 'Super', '👍👍', '12345', '', '!!!'])(
    'gives %j, too short or ambiguous to tell, the author’s interface language',
    (text) => {
      for (const ui of LANGUAGES)
        expect(detectReviewLanguage(text, ui)).toEqual({ language: ui, source: 'interface' });
    },
  );

  it('always answers a language Scout can translate, the same one for the same text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), fc.constantFrom(...LANGUAGES), (text, ui) => {
        const result = detectReviewLanguage(text, ui);
        expect(TRANSLATION_LANGUAGE_CODES).toContain(result.language);
        expect(['detected', 'interface']).toContain(result.source);
        if (result.source === 'interface') expect(result.language).toBe(ui);
        expect(detectReviewLanguage(text, ui)).toEqual(result);
      }),
      { numRuns: 300 },
    );
  });
});
