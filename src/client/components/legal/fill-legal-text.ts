export interface LegalSection {
  heading: string;
  paragraphs: string[];
}

/** Stands for a setting the operator left unset, inside a text filled by i18next. */
export const UNSET = '\u2063unset\u2063';

// A sentence ends at . ! or ? followed by a space (French puts a space before ! ? : ; not before .).
const SENTENCE_END = /(?<=[.!?])\s+/;

/** A numbered heading: "2. What we store". */
const NUMBERED = /^\d+\.\s+/;

/**
 * The legal texts with every sentence that names an unset setting left out (never a placeholder
 * such as "not provided"), then empty paragraphs and sections dropped, and numbered headings
 * numbered again (a dropped "1. Who is responsible" leaves no text starting at 2). The texts are
 * written so that each setting sits in a sentence of its own.
 */
export function withoutUnsetSentences(sections: LegalSection[]): LegalSection[] {
  return sections
    .map((s) => ({
      heading: s.heading,
      paragraphs: s.paragraphs
        .map((p) =>
          p
            .split(SENTENCE_END)
            .filter((sentence) => !sentence.includes(UNSET))
            .join(' '),
        )
        .filter((p) => p.trim() !== ''),
    }))
    .filter((s) => s.paragraphs.length > 0)
    .map((s, i) =>
      NUMBERED.test(s.heading) ? { ...s, heading: s.heading.replace(NUMBERED, `${i + 1}. `) } : s,
    );
}
