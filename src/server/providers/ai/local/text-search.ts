import { GENERIC_WORDS, PHRASES, STOP_WORDS, SYNONYMS } from './search-vocabulary.ts';

/**
 * A small full-text ranker for the local engine: accent-insensitive tokens, English and French stop
 * words, a light suffix stemmer, synonyms and set phrases shared by queries and documents, and
 * BM25 scoring over weighted fields. Each hit says how much evidence it has (see SearchHit).
 */

const SUFFIXES = [
  'ations',
  'ements',
  'ation',
  'ement',
  'ments',
  'ings',
  'ions',
  'euse',
  'ment',
  'ies',
  'ing',
  'ion',
  'ers',
  'ees',
  'eur',
  'er',
  'ed',
  'es',
  'ez',
  'ee',
  'ly',
  's',
  'e',
];

export const foldAccents = (text: string) => text.normalize('NFD').replace(/\p{M}+/gu, '');

/** Strips one common English or French ending; keeps at least three letters. */
export function stem(word: string): string {
  let w = word;
  for (const suffix of SUFFIXES) {
    if (w.length - suffix.length >= 3 && w.endsWith(suffix)) {
      w = w.slice(0, -suffix.length);
      break;
    }
  }
  // cancelled/cancel, annuller/annul: a doubled final consonant collapses.
  if (w.length > 3 && w.at(-1) === w.at(-2) && !/[aeiou]/.test(w.at(-1) as string)) w = w.slice(0, -1);
  return w;
}

/** Stemmed synonym → the stem of its group's first word. */
const CANONICAL = new Map(
  SYNONYMS.flatMap((group) => {
    const head = stem(group[0]);
    return group.map((word) => [stem(word), head] as const);
  }),
);
const termOf = (word: string) => {
  const s = stem(word);
  return CANONICAL.get(s) ?? s;
};
const GENERIC_TERMS = new Set(GENERIC_WORDS.map(termOf));

/** True for a term that alone does not tell what a question is about (see GENERIC_WORDS). */
export const isGenericTerm = (term: string) => GENERIC_TERMS.has(term);

/** Lower-case, accent-free, stop-word-free, stemmed terms, synonyms folded into one term. */
export function tokenize(text: string): string[] {
  let folded = foldAccents(text.toLowerCase()).replace(/[’']/g, ' ');
  for (const { pattern, adds } of PHRASES) folded = folded.replace(pattern, (m) => `${m} ${adds}`);
  return folded
    .split(/[^a-z0-9]+/)
    .filter((t) => t.length > 1 && !STOP_WORDS.has(t))
    .map(termOf);
}

export interface SearchDocument {
  id: string;
  /**
   * Weighted fields: each term of a field counts `weight` times. A `strong` field (a title, a
   * heading) says what the document is about.
   */
  fields: { text: string; weight: number; strong?: boolean }[];
}

export interface SearchHit {
  id: string;
  score: number;
  /** Share of the question's informative (non-generic) terms this document contains (0–1). */
  coverage: number;
  /** How many informative terms of the question the document contains. */
  informative: number;
  /** Whether one of those terms is in a strong field (the document is about it, not just mentions it). */
  strong: boolean;
  /** How many informative terms of the question appear nowhere in the index (a name such as "Walmart"). */
  unknown: number;
}

const K1 = 1.2;
/** Length normalisation of body fields; titles and headings are short and are not normalised. */
const B = 0.75;
/** A generic term ranks passages a third as much as an informative one. */
const GENERIC_WEIGHT = 0.3;

interface IndexedField {
  tf: Map<string, number>;
  length: number;
  weight: number;
  strong: boolean;
}

/**
 * BM25F over a fixed set of documents: each field's term frequency is weighted and (for bodies)
 * normalised by the field's length before BM25's saturation, so a long section that answers in
 * detail is not beaten by a short one that only mentions the words.
 */
export class TextIndex {
  private readonly docs: { id: string; fields: IndexedField[]; terms: Set<string> }[];
  private readonly df = new Map<string, number>();
  /** Average length of each field position (fields are given in the same order for every document). */
  private readonly avgLength: number[] = [];

  constructor(documents: SearchDocument[]) {
    this.docs = documents.map((d) => {
      const fields = d.fields.map((field) => {
        const tf = new Map<string, number>();
        const terms = tokenize(field.text);
        for (const term of terms) tf.set(term, (tf.get(term) ?? 0) + 1);
        return { tf, length: terms.length, weight: field.weight, strong: field.strong ?? false };
      });
      const terms = new Set(fields.flatMap((f) => [...f.tf.keys()]));
      for (const term of terms) this.df.set(term, (this.df.get(term) ?? 0) + 1);
      return { id: d.id, fields, terms };
    });
    const positions = Math.max(0, ...this.docs.map((d) => d.fields.length));
    for (let i = 0; i < positions; i++) {
      const lengths = this.docs.map((d) => d.fields[i]?.length ?? 0);
      this.avgLength.push(Math.max(1, lengths.reduce((a, b) => a + b, 0) / Math.max(1, lengths.length)));
    }
  }

  private idf(term: string) {
    const n = this.docs.length;
    const df = this.df.get(term) ?? 0;
    return Math.log(1 + (n - df + 0.5) / (df + 0.5));
  }

  /** The field-weighted, length-normalised frequency of a term in a document (BM25F). */
  private frequency(fields: IndexedField[], term: string) {
    let f = 0;
    fields.forEach((field, i) => {
      const n = field.tf.get(term);
      if (!n) return;
      const b = field.strong ? 0 : B;
      f += (field.weight * n) / (1 - b + (b * field.length) / this.avgLength[i]);
    });
    return f;
  }

  search(query: string, limit = 5): SearchHit[] {
    const terms = [...new Set(tokenize(query))];
    if (terms.length === 0) return [];
    // A question made only of generic words ("Amazon account?") is judged on those words.
    const informative = terms.some((t) => !isGenericTerm(t)) ? terms.filter((t) => !isGenericTerm(t)) : terms;
    const unknown = informative.filter((t) => !this.df.has(t)).length;
    const hits: SearchHit[] = [];
    for (const doc of this.docs) {
      let score = 0;
      let matched = 0;
      let strong = false;
      for (const term of terms) {
        if (!doc.terms.has(term)) continue;
        const counts = informative.includes(term);
        if (counts) {
          matched += 1;
          strong ||= doc.fields.some((f) => f.strong && f.tf.has(term));
        }
        const f = this.frequency(doc.fields, term);
        const bm25 = (this.idf(term) * f * (K1 + 1)) / (f + K1);
        score += counts ? bm25 : bm25 * GENERIC_WEIGHT;
      }
      if (score > 0)
        hits.push({
          id: doc.id,
          score,
          coverage: matched / informative.length,
          informative: matched,
          strong,
          unknown,
        });
    }
    return hits.sort((a, b) => b.score - a.score).slice(0, limit);
  }
}
