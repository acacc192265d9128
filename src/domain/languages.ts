export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Only exact supported codes pass: anything else (including injected markup) is ignored. */
export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** Languages a review can be translated into (spec: English, French, Spanish, German, Arabic). */
export const TRANSLATION_LANGUAGES = {
  en: 'English',
  fr: 'French',
  es: 'Spanish',
  de: 'German',
  ar: 'Arabic',
} as const;
export type TranslationLanguage = keyof typeof TRANSLATION_LANGUAGES;
export const TRANSLATION_LANGUAGE_CODES = Object.keys(TRANSLATION_LANGUAGES) as [
  TranslationLanguage,
  ...TranslationLanguage[],
];
