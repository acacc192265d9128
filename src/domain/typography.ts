import type { Language } from './languages.ts';

/**
 * The typography of Scout's copy (issue 20), the one rule for the client's strings, the e-mails and
 * the text the server writes (tests/unit/copy/copy-rules.ts checks it everywhere): French puts a
 * narrow no-break space (U+202F, as `Intl` does in numbers) before : ; ! ? % and inside « », so the
 * line never breaks there; English puts no space before them.
 */
export const NARROW_NBSP = '\u202f';

/**
 * Generated text set in its language's typography: in French, the space before : ; ! ? » % (plain,
 * no-break or none before a figure's %) and after « becomes a narrow no-break space; in English a
 * figure's % follows it without a space. Spaces are only changed, never added before : ; ! ? (a
 * URL's "https:" stays as it is).
 */
export function withTypography(text: string, lang: Language): string {
  if (lang !== 'fr') return text.replace(/(\d)[ \u00a0\u202f]+%/g, '$1%');
  return text
    .replace(/[ \t\u00a0\u202f]+([:;!?»%])/g, `${NARROW_NBSP}$1`)
    .replace(/(\d)%(?![0-9A-Fa-f]{2})/g, `$1${NARROW_NBSP}%`)
    .replace(/«[ \t\u00a0\u202f]*/g, `«${NARROW_NBSP}`);
}

/** "Label: value" in English, "Libellé : valeur" (narrow no-break space) in French. */
export const colon = (lang: Language) => (lang === 'fr' ? `${NARROW_NBSP}: ` : ': ');

/** A percentage after its figure: "12%" in English, "12 %" (narrow no-break space) in French. */
export const percentSign = (lang: Language) => (lang === 'fr' ? `${NARROW_NBSP}%` : '%');
