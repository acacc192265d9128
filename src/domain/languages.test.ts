import { describe, expect, it } from 'vitest';
import { acceptedLanguages, chooseLanguage, isLanguage } from './languages.ts';

describe('isLanguage', () => {
  it('accepts exactly the supported codes', () => {
    expect(isLanguage('en')).toBe(true);
    expect(isLanguage('fr')).toBe(true);
    expect(isLanguage('de')).toBe(false);
    expect(isLanguage('fr<script>')).toBe(false);
    expect(isLanguage(null)).toBe(false);
  });
});

describe('chooseLanguage', () => {
  it('keeps the chosen language, else the first supported preference, else English', () => {
    expect(chooseLanguage('fr', ['en-US'])).toBe('fr');
    expect(chooseLanguage(undefined, ['de-DE', 'fr-CA', 'en'])).toBe('fr');
    expect(chooseLanguage('de', ['en-GB'])).toBe('en');
    expect(chooseLanguage('"><img>', ['"><img src=x>', 'es'])).toBe('en');
  });

  it('reads Accept-Language by weight, leaving out q=0', () => {
    expect(acceptedLanguages('en;q=0.5, fr-FR, de;q=0.9')).toEqual(['fr-FR', 'de', 'en']);
    expect(acceptedLanguages('fr;q=0, en')).toEqual(['en']);
    expect(chooseLanguage(null, acceptedLanguages('fr-FR,fr;q=0.9,en-US;q=0.8'))).toBe('fr');
    expect(acceptedLanguages(undefined)).toEqual([]);
  });
});
