import type { Language } from '#domain/languages.ts';

export const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

// Line breaks, controls, invisible and direction-changing characters (#domain/names.ts).
const UNSAFE = /[\p{Cc}\u0085\u2028\u2029\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF]+/gu;

/**
 * Text someone else wrote (a display name, a product title, an alert's name) as it is quoted in
 * an e-mail (issue 30): one line, no control or invisible character, at most `max` characters,
 * between the language's quotation marks — data the e-mail shows, never words of ours it starts.
 */
export function quoted(text: string, lang: Language, max = 120): string {
  const line = text.replace(UNSAFE, ' ').replace(/\s+/g, ' ').trim();
  const cut = line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line;
  return lang === 'fr' ? `«\u202f${cut}\u202f»` : `“${cut}”`;
}
