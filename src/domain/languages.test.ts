import { describe, expect, it } from 'vitest';
import { isLanguage } from './languages.ts';

describe('isLanguage', () => {
  it('accepts exactly the supported codes', () => {
    expect(isLanguage('en')).toBe(true);
    expect(isLanguage('fr')).toBe(true);
    expect(isLanguage('de')).toBe(false);
    expect(isLanguage('fr<script>')).toBe(false);
    expect(isLanguage(null)).toBe(false);
  });
});
