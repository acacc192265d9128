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
export const isTranslationLanguage = (value: unknown): value is TranslationLanguage =>
  typeof value === 'string' && Object.hasOwn(TRANSLATION_LANGUAGES, value);

/** The cookie (and local storage key) holding the language a visitor chose in the header's menu. */
export const LANGUAGE_COOKIE = 'scout.lang';

/**
 * The interface's language, decided the same way by the server (which renders public pages in it)
 * and by the browser (which must hydrate them in the same one): the language the visitor chose,
 * else the first supported one among the languages their browser prefers, else English.
 */
export function chooseLanguage(chosen: string | null | undefined, preferred: readonly string[]): Language {
  if (isLanguage(chosen)) return chosen;
  for (const tag of preferred) {
    if (!/^[a-z]{2}([-_][a-z0-9]{1,8})*$/i.test(tag)) continue;
    const code = tag.slice(0, 2).toLowerCase();
    if (isLanguage(code)) return code;
  }
  return DEFAULT_LANGUAGE;
}

/** The language tags of an Accept-Language header, most preferred first (q=0 left out). */
export function acceptedLanguages(header: string | null | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((l) => l.tag && l.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((l) => l.tag);
}
