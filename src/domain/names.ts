/**
 * Names people give themselves (display name, company name) are shown to others and quoted in
 * e-mails, so they are one short line of plain words (issue 30): no line break, no control or
 * direction-changing character, nothing a mail client or browser would turn into a link.
 */
export const DISPLAY_NAME_MAX_LENGTH = 100;
export const COMPANY_NAME_MAX_LENGTH = 200;

export type NameProblem = 'required' | 'too_long' | 'line_break' | 'control_characters' | 'link';

const LINE_BREAK = /[\r\n\v\f\u0085\u2028\u2029]/;
// C0/C1 controls, zero-width space and no-break, bidirectional marks, embeddings, overrides and
// isolates (text that reads backwards), the BOM. The zero-width joiner of emoji stays allowed.
const CONTROL = /[\p{Cc}\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF]/u;
const LINK = [
  /[a-z][a-z0-9+.-]*:\/\//i, // https://, ftp://…
  /\bwww\d?\./i,
  /[^\s@]+@[^\s@]+\.[a-z]{2,}/i, // an e-mail address
  /\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,63}\//i, // host/path
  // a bare host under a common top-level domain (mail clients link "evil.com" by itself)
  /\b[a-z0-9-]+\.(?:com|net|org|info|biz|io|co|me|app|dev|xyz|top|site|online|shop|store|link|click|live|ru|cn|tk|ly|gl|gg|to|be|fr|de|uk|us|eu|ca|es|it|nl|ch)\b/i,
];

/** What is wrong with `name` (already trimmed), or null. An empty name is `required`. */
export function nameProblem(name: string, maxLength: number): NameProblem | null {
  if (name.length === 0) return 'required';
  if (LINE_BREAK.test(name)) return 'line_break';
  if (CONTROL.test(name)) return 'control_characters';
  // Before the link patterns, which backtrack: on 60,000 characters they would take seconds.
  if (name.length > maxLength) return 'too_long';
  if (LINK.some((re) => re.test(name))) return 'link';
  return null;
}
