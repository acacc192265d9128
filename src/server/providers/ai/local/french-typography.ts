import type { Language } from '#domain/languages.ts';

const NBSP = '\u00a0';

/**
 * French typography for generated text: a non-breaking space before « : ; ! ? » and after « «,
 * so that "Recherches : 6" never breaks before its colon. Other languages are returned as they are.
 */
export function withTypography(text: string, lang: Language): string {
  if (lang !== 'fr') return text;
  return text.replace(/[ \t]+([:;!?»])/g, `${NBSP}$1`).replace(/«[ \t]+/g, `«${NBSP}`);
}

/** "Label: value" in English, "Libellé : valeur" (non-breaking space) in French. */
export const colon = (lang: Language) => (lang === 'fr' ? `${NBSP}: ` : ': ');
