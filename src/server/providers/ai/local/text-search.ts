/**
 * A small full-text ranker for the local engine: accent-insensitive tokens, English and French stop
 * words, a light suffix stemmer shared by queries and documents, and BM25 scoring.
 */
const STOP_WORDS = new Set(
  `a about after all also am an and any are as at be been but by can could did do does doing for from
  get got had has have how i if in into is it its just me more most my no not of on or our out please
  so some than that the their them then there these they this to too us very was we what when where
  which who why will with would you your yours hi hello hey thanks thank ok okay
  au aux avec ce ces cet cette comment dans de des du elle en est et etre eu il ils je la le les leur
  lui ma mais me mes moi mon ne nos notre nous on ou par pas peut peux pour pourquoi quand que quel
  quelle quelles quels qui sa se ses si son sont sur ta te tes toi ton tu un une vos votre vous y a
  faire fait puis bonjour salut merci est-ce ai avez avoir suis etes dois doit faut`
    .split(/\s+/)
    .filter(Boolean),
);

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

/** Lower-case, accent-free, stop-word-free, stemmed terms. */
export function tokenize(text: string): string[] {
  return foldAccents(text.toLowerCase())
    .split(/[^a-z0-9]+/)
    .filter((t) => t.length > 1 && !STOP_WORDS.has(t))
    .map(stem);
}

export interface SearchDocument {
  id: string;
  /** Weighted fields: each term of a field counts `weight` times. */
  fields: { text: string; weight: number }[];
}

export interface SearchHit {
  id: string;
  score: number;
  /** Share of the distinct query terms this document contains (0–1). */
  coverage: number;
}

const K1 = 1.2;
const B = 0.75;

/** BM25 over a fixed set of documents. */
export class TextIndex {
  private readonly docs: { id: string; tf: Map<string, number>; length: number }[];
  private readonly df = new Map<string, number>();
  private readonly avgLength: number;

  constructor(documents: SearchDocument[]) {
    this.docs = documents.map((d) => {
      const tf = new Map<string, number>();
      let length = 0;
      for (const field of d.fields) {
        for (const term of tokenize(field.text)) {
          tf.set(term, (tf.get(term) ?? 0) + field.weight);
          length += field.weight;
        }
      }
      for (const term of tf.keys()) this.df.set(term, (this.df.get(term) ?? 0) + 1);
      return { id: d.id, tf, length };
    });
    this.avgLength = this.docs.reduce((sum, d) => sum + d.length, 0) / Math.max(1, this.docs.length);
  }

  private idf(term: string) {
    const n = this.docs.length;
    const df = this.df.get(term) ?? 0;
    return Math.log(1 + (n - df + 0.5) / (df + 0.5));
  }

  search(query: string, limit = 5): SearchHit[] {
    const terms = [...new Set(tokenize(query))];
    if (terms.length === 0) return [];
    const hits: SearchHit[] = [];
    for (const doc of this.docs) {
      let score = 0;
      let matched = 0;
      for (const term of terms) {
        const f = doc.tf.get(term);
        if (!f) continue;
        matched += 1;
        score += (this.idf(term) * f * (K1 + 1)) / (f + K1 * (1 - B + (B * doc.length) / this.avgLength));
      }
      if (score > 0) hits.push({ id: doc.id, score, coverage: matched / terms.length });
    }
    return hits.sort((a, b) => b.score - a.score).slice(0, limit);
  }
}
