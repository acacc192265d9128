/**
 * The typography Scout's copy follows (issue 20), as checks over one string.
 *
 * One apostrophe everywhere, the typographic ’ (the French norm; English uses it too, so there is
 * only one to type). French puts a narrow no-break space (U+202F, as `Intl` does in numbers)
 * before : ; ! ? % and inside « » — never a plain space (the line can break there) and never
 * none. English puts no space before them. An ellipsis is one character (…).
 */
export type Lang = 'en' | 'fr';

export const NARROW_NBSP = '\u202f';

interface Rule {
  pattern: RegExp;
  problem: (match: string) => string;
}

const common: Rule[] = [
  { pattern: /'/, problem: () => 'straight apostrophe: write ’' },
  { pattern: /\.\.\./, problem: () => 'three dots: write …' },
  { pattern: /\S[ \u00a0\u202f]{2,}\S/, problem: () => 'two spaces in a row' },
  { pattern: /^\s|\s$/, problem: () => 'space at the start or the end' },
];

const french: Rule[] = [
  {
    pattern: /[ \u00a0][:;!?%»]/,
    problem: (m) => `“${m}”: before ${m.slice(-1)} write a narrow no-break space (U+202F)`,
  },
  { pattern: /«(?!\u202f)/, problem: () => 'after « write a narrow no-break space (U+202F)' },
  // A letter, figure or closing sign glued to ; ! ? (followed by a space or the end): the space is missing.
  {
    pattern: /[\p{L}\p{N})»}][;!?](?=\s|$)/u,
    problem: (m) => `“${m}”: missing narrow no-break space before ${m.slice(-1)}`,
  },
  { pattern: /\p{L}:(?=\s|$)/u, problem: (m) => `“${m}”: missing narrow no-break space before :` },
  { pattern: /[\p{N}}]%/u, problem: (m) => `“${m}”: missing narrow no-break space before %` },
  { pattern: /[“”"]/, problem: () => 'English quotes in French: write « » with narrow no-break spaces' },
];

const english: Rule[] = [
  { pattern: /\s[:;!?%]/, problem: (m) => `“${m}”: no space before ${m.slice(-1)} in English` },
  { pattern: /[«»]/, problem: () => 'guillemets in English: write “ ”' },
];

/** What is wrong with one string of copy in that language (empty when nothing is). */
export function typographyProblems(text: string, lang: Lang): string[] {
  const rules = [...common, ...(lang === 'fr' ? french : english)];
  return rules.flatMap(({ pattern, problem }) => {
    const match = text.match(pattern);
    return match ? [problem(match[0])] : [];
  });
}

/** Words of three letters or more outside {{placeholders}}: identical en/fr text this long is untranslated. */
export const wordsOf = (text: string) => text.replace(/\{\{[^}]*\}\}/g, ' ').match(/\p{L}{3,}/gu) ?? [];

const pluralSuffix = /_(zero|one|two|few|many|other)$/;

/**
 * Plural problems in one language's flat keys: a string with {{count}} must be a plural key, and a
 * plural key needs both its _one and _other forms (French 'many' falls back to _other in i18next).
 */
export function pluralProblems(entries: Map<string, string>): string[] {
  const problems: string[] = [];
  for (const [key, value] of entries) {
    if (/\{\{\s*count\b/.test(value) && !pluralSuffix.test(key))
      problems.push(`${key}: has {{count}} but no plural forms (${key}_one, ${key}_other)`);
    const base = key.replace(pluralSuffix, '');
    if (base !== key)
      for (const form of ['one', 'other'])
        if (!entries.has(`${base}_${form}`)) problems.push(`${key}: ${base}_${form} is missing`);
  }
  return [...new Set(problems)];
}
