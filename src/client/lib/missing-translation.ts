/**
 * What the browser's console says when a page asks for a translation key that neither language has
 * (the page then shows the key itself). The end-to-end tests, which read every page in both
 * languages, fail on it (tests/e2e/fixtures.ts): a `t('key')` is checked where it is shown.
 */
export const MISSING_TRANSLATION = '[scout] missing translation:';

/** i18next's `parseMissingKeyHandler`: a key with a default value is not missing. */
export function reportMissingTranslation(key: string, defaultValue?: string): string {
  if (defaultValue !== undefined) return defaultValue;
  if (typeof document !== 'undefined') console.warn(`${MISSING_TRANSLATION} ${key}`);
  return key;
}
