/** Text helpers of the listing grader: normalising, word splitting, phrase search. */
export const normalise = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9%#]+/g, ' ')
    .trim();

export const words = (s: string) => normalise(s).split(' ').filter(Boolean);

/** Whole-word phrase search after normalising both sides. */
export function containsPhrase(text: string, phrase: string): boolean {
  const p = normalise(phrase);
  if (!p) return false;
  return ` ${normalise(text)} `.includes(` ${p} `);
}

/** Position (in characters of the original text) of a phrase, or -1; case and accent insensitive. */
export function phraseIndex(text: string, phrase: string): number {
  const escaped = phrase
    .trim()
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/\s+/g, '\\s+');
  if (!escaped) return -1;
  const re = new RegExp(`(^|[^\\p{L}\\p{N}])(${escaped})(?=$|[^\\p{L}\\p{N}])`, 'iu');
  const m = re.exec(text.normalize('NFC'));
  return m ? m.index + m[1].length : -1;
}

const EMOJI = /\p{Extended_Pictographic}/u;
export const hasEmoji = (s: string) => EMOJI.test(s);
export const stripEmoji = (s: string) => s.replace(/\p{Extended_Pictographic}\uFE0F?/gu, '');

export const byteLength = (s: string) => new TextEncoder().encode(s).length;

/** Cuts at the last space before `max` characters (no word is split). */
export function truncateWords(s: string, max: number): string {
  if (s.length <= max) return s;
  const cut = s.slice(0, max + 1);
  const space = cut.lastIndexOf(' ');
  return (space > max * 0.5 ? cut.slice(0, space) : s.slice(0, max)).replace(/[\s,;:-]+$/, '');
}

export const collapseSpaces = (s: string) => s.replace(/\s+/g, ' ').trim();

/** Removes every occurrence of a phrase (whole words, any case) and tidies the spaces left. */
export function removePhrase(text: string, phrase: string): string {
  let out = text;
  for (let i = phraseIndex(out, phrase); i >= 0; i = phraseIndex(out, phrase)) {
    const end =
      i +
      (out.slice(i).match(
        new RegExp(
          phrase
            .trim()
            .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
            .replace(/\s+/g, '\\s+'),
          'iu',
        ),
      )?.[0].length ?? phrase.length);
    out = out.slice(0, i) + out.slice(end);
  }
  return collapseSpaces(out.replace(/\s+([,.;:])/g, '$1').replace(/^[,.;:\s-]+/, ''));
}
