/**
 * A cleaned title put in the order an expert writes it (docs/toolkit.md "Listing optimizer"): the
 * brand, the product's attributes and its type (the main keyword) together, then its use cases
 * joined as a sentence joins them — "Zenflow Non Slip, Thick Yoga Mat for Pilates, Exercise" →
 * "Zenflow Thick Non-Slip Yoga Mat for Pilates and Exercise"; "Antidérapant, Tapis de Yoga Épais
 * pour Pilates, Fitness" → "Tapis de Yoga Antidérapant Épais pour Pilates et Fitness".
 * It only moves the title's own words, joins the last use case with the language's "and", and writes
 * English "non"/"anti" prefixes with their hyphen: no word is invented.
 * - Attributes (a part of one to three words, none a connecting word nor a word of the main keyword)
 *   said as parts right before the product type go next to it: before it in English and German, after it
 *   in French, Spanish and Italian (where adjectives follow the noun).
 * - In English, adjectives left after the product type ("Yoga Mat Non Slip", "Dog Leash,
 *   Reflective", "Yoga Mat, Thick for Pilates") go before it; size words first ("Thick Non-Slip",
 *   English adjective order). Nouns stay ("Cutting Board, Juice Groove").
 * - A size said in a part of its own after the product type goes with it, before its use cases
 *   ("… Water Bottle 32 Oz for Gym and Hiking").
 * - A use case set apart right after the product type joins it ("Tapis de Yoga - pour Pilates" →
 *   "Tapis de Yoga pour Pilates").
 * - A use-case list ("for Pilates, Exercise") ends on the language's "and" ("for Pilates and
 *   Exercise", "pour Pilates et Fitness", "para Pilates y Fitness", "per Pilates e Fitness").
 * Composing a composed title changes nothing.
 */
import type { KeywordLanguage } from '../keywords/word-forms.ts';
import { counted } from './listing-checks.ts';
import * as R from './listing-rules-data.ts';
import { collapseSpaces, normalise, phraseIndex, wordKeyOf, wordKeys } from './text.ts';
import { FRAGMENT_SEPARATOR } from './title-fragments.ts';

interface Part {
  /** The separator before it, as written (" - ", ", "); '' for the first. */
  sep: string;
  text: string;
}

interface Composing {
  lang: KeywordLanguage;
  /** The main keyword's folded words: an attribute holds none of them. */
  mainKeys: Set<string>;
  /** The product's noun, folded (the main keyword's last word in English, its first elsewhere). */
  noun: string;
}

const MEASURE = /^\d+([.,]\d+)?(mm|cm|m|in|inch|ft|l|ml|oz|lb|lbs|kg|g)?$/i;

function splitParts(rest: string): Part[] {
  const pieces = rest.split(FRAGMENT_SEPARATOR);
  const parts: Part[] = [];
  for (let i = 0; i < pieces.length; i += 2) {
    const text = pieces[i].trim();
    if (text) parts.push({ sep: i > 0 ? pieces[i - 1] : '', text });
  }
  if (parts[0]) parts[0].sep = '';
  return parts;
}

const joinParts = (parts: Part[]) =>
  parts
    .map((p, i) => {
      if (i === 0) return p.text;
      const sep = p.sep.trim();
      return `${sep === ',' || sep === ';' ? sep : ` ${sep}`} ${p.text}`;
    })
    .join('');

/** A product phrase's noun, folded: its last counted word in English and German, its first elsewhere. */
export function nounOf(phrase: string, lang: KeywordLanguage): string | undefined {
  const keys = wordKeys(phrase, lang).filter((w) => counted(w, lang));
  return R.NOUN_FIRST.has(lang) ? keys[0] : keys.at(-1);
}

/** One to three words, none a connecting word, a number alone or a word of the main keyword. */
function isAttributes(text: string, c: Composing, allowMain = false): boolean {
  const tokens = text.split(' ').filter(Boolean);
  if (tokens.length === 0 || tokens.length > 3) return false;
  const ws = tokens.flatMap((t) => normalise(t).split(' ').filter(Boolean));
  if (ws.length === 0 || ws.length > 3 || !ws.some((w) => /\p{L}/u.test(w))) return false;
  return ws.every(
    (w) =>
      counted(w, c.lang) &&
      wordKeyOf(w, c.lang) !== c.noun &&
      (allowMain || !c.mainKeys.has(wordKeyOf(w, c.lang))),
  );
}

/** A text's words before its first connecting word, and the rest ("Thick for Pilates" → Thick, for Pilates). */
function leadAndTail(text: string, c: Composing): [string, string] {
  const tokens = text.split(' ');
  const at = tokens.findIndex((t) =>
    normalise(t)
      .split(' ')
      .some((w) => !counted(w, c.lang)),
  );
  return at < 0 ? [text, ''] : [tokens.slice(0, at).join(' '), tokens.slice(at).join(' ')];
}

const opensUseCases = (text: string, lang: KeywordLanguage) =>
  R.PURPOSE_WORDS[lang].includes(normalise(text.split(' ')[0] ?? ''));

/**
 * English words that read as adjectives: size words, "non"/"anti" and their word, and the endings of
 * adjectives ("Reflective", "Insulated", "Waterproof", "Foldable"). A noun said after the product
 * type ("Cutting Board, Juice Groove") is a feature, not an attribute, and stays where it is.
 */
export function isAdjectival(text: string): boolean {
  const ws = normalise(text).split(' ');
  return ws.every(
    (w, i) =>
      R.SIZE_WORDS.has(w) ||
      MEASURE.test(w) ||
      /^(non|anti)$/.test(w) ||
      /^(non|anti)$/.test(ws[i - 1] ?? '') ||
      /(ive|able|ible|proof|ful|less|ed|ic|ous)$/.test(w),
  );
}

/** English adjectives one by one, "non"/"anti" with their word ("Non Slip Thick" → Non Slip, Thick). */
function adjectiveUnits(text: string): string[] {
  const units: string[] = [];
  for (const w of text.split(' ').filter(Boolean)) {
    const prefix = units.at(-1)?.match(/^(non|anti)$/i);
    if (prefix) units[units.length - 1] += ` ${w}`;
    else units.push(w);
  }
  return units;
}

const hasUseCases = (text: string, lang: KeywordLanguage) =>
  text.split(' ').some((w) => opensUseCases(w, lang));

const startsWithSize = (unit: string) => {
  const first = normalise(unit).split(' ')[0] ?? '';
  return R.SIZE_WORDS.has(first) || MEASURE.test(first);
};

/**
 * The part holding the product type with the attributes said around it brought next to it; the
 * parts they were in taken out. Nothing moves when no attribute does.
 */
function gatherAttributes(parts: Part[], at: number, main: string, c: Composing): Part[] {
  const part = parts[at];
  const i = phraseIndex(part.text, main);
  const before = part.text.slice(0, i).trim();
  const written = part.text.slice(i, i + main.length);
  let after = part.text.slice(i + main.length).trim();
  // The attribute parts right before the product type's part ("Non Slip, Thick Yoga Mat"); in
  // French, Spanish and Italian one word each ("Antidérapant"): two may be a noun and its adjective
  // ("Gourde isotherme"). Not the items of a use-case list ("pour Pilates, Fitness, Tapis…").
  const noun1st = R.NOUN_FIRST.has(c.lang);
  const isMovable = (t: string) => isAttributes(t, c) && (!noun1st || !t.trim().includes(' '));
  let from = at;
  while (from > 0 && isMovable(parts[from - 1].text)) from--;
  if (from > 0 && from < at && hasUseCases(parts[from - 1].text, c.lang)) from = at;
  const moved = parts.slice(from, at).map((p) => p.text);
  const kept = parts.slice(0, from).concat(parts.slice(at + 1));
  const keptAt = from;
  const sep = parts[from].sep;
  if (noun1st || c.lang === 'ja') {
    if (!moved.length) return parts;
    const text = collapseSpaces(`${before} ${written} ${moved.join(' ')} ${after}`);
    return [...kept.slice(0, keptAt), { sep, text }, ...kept.slice(keptAt)];
  }
  // English and German: attributes before the noun. Those said after it come before it too.
  const following: string[] = [];
  const [lead, tail] = leadAndTail(after, c);
  if (lead && isAttributes(lead, c) && isAdjectival(lead) && (!tail || opensUseCases(tail, c.lang))) {
    following.push(...adjectiveUnits(lead));
    after = tail;
  }
  let rest = kept.slice(keptAt);
  const next = rest[0];
  if (!after && next && /[,;]/.test(next.sep)) {
    const [nextLead, nextTail] = leadAndTail(next.text, c);
    const last = rest.length === 1;
    const adjectives = nextLead && isAttributes(nextLead, c) && isAdjectival(nextLead);
    if (adjectives && (nextTail ? opensUseCases(nextTail, c.lang) : last)) {
      following.push(...adjectiveUnits(nextLead));
      after = nextTail;
      rest = rest.slice(1);
    }
  }
  if (!moved.length && !following.length) return parts;
  const units = [...(before ? [before] : []), ...following, ...moved];
  const ordered = [...units.filter(startsWithSize), ...units.filter((u) => !startsWithSize(u))];
  const text = collapseSpaces(`${ordered.join(' ')} ${written} ${after}`);
  return [...kept.slice(0, keptAt), { sep, text }, ...rest];
}

/**
 * In French, Spanish and Italian a phrase starts on its noun: the product's noun written again after
 * a word of the part before starts a new phrase, set apart by a comma ("Tapis de Yoga Épais Tapis
 * d’Exercice" → "Tapis de Yoga Épais, Tapis d’Exercice").
 */
function splitAtNoun(parts: Part[], c: Composing): Part[] {
  if (!R.NOUN_FIRST.has(c.lang)) return parts;
  const keyOf = (token: string) => {
    const w = normalise(token).split(' ')[0] ?? '';
    return w && counted(w, c.lang) ? wordKeyOf(w, c.lang) : '';
  };
  return parts.flatMap((p) => {
    const tokens = p.text.split(' ');
    const out: Part[] = [];
    let from = 0;
    for (let k = 1; k < tokens.length; k++)
      if (keyOf(tokens[k]) === c.noun && keyOf(tokens[k - 1])) {
        out.push({ sep: from === 0 ? p.sep : ', ', text: tokens.slice(from, k).join(' ') });
        from = k;
      }
    out.push({ sep: from === 0 ? p.sep : ', ', text: tokens.slice(from).join(' ') });
    return out;
  });
}

/**
 * A use case set apart right after the product type's part joins it, as a sentence says it: "Tapis
 * de Yoga - pour Pilates" → "Tapis de Yoga pour Pilates", "Yoga Mat | for Pilates" → "Yoga Mat for
 * Pilates". Not when the part already says one.
 */
function withItsUseCase(parts: Part[], at: number, c: Composing): Part[] {
  const next = parts[at + 1];
  if (!next || !opensUseCases(next.text, c.lang) || hasUseCases(parts[at].text, c.lang)) return parts;
  const joined = { sep: parts[at].sep, text: `${parts[at].text} ${next.text}` };
  return [...parts.slice(0, at), joined, ...parts.slice(at + 2)];
}

/** A size or capacity said alone ("32 Oz", "750ml", "1 L"): a number and its unit. */
function isSize(text: string): boolean {
  const tokens = text.split(' ').filter(Boolean);
  if (tokens.length === 0 || tokens.length > 2 || !/^\d/.test(tokens[0])) return false;
  return MEASURE.test(tokens[0]) && (tokens.length === 1 || MEASURE.test(`1${tokens[1]}`));
}

/**
 * A size said in a part of its own after the product type goes with it, before its use cases
 * ("Steel Water Bottle for Gym, Hiking, 32 Oz" → "Steel Water Bottle 32 Oz for Gym, Hiking"): an
 * expert names the product, its size, then what it is for — never "for Gym, Hiking and 32 Oz".
 */
function withItsSize(parts: Part[], main: string, c: Composing): Part[] {
  const at = parts.findIndex((p) => phraseIndex(p.text, main) >= 0);
  const size = parts.findIndex((p, i) => i > at && isSize(p.text));
  if (at < 0 || size < 0) return parts;
  const words = parts[at].text.split(' ');
  const use = words.findIndex((w, k) => k > 0 && opensUseCases(w, c.lang));
  const text =
    use < 0
      ? `${parts[at].text} ${parts[size].text}`
      : [...words.slice(0, use), parts[size].text, ...words.slice(use)].join(' ');
  return parts.flatMap((p, i) => (i === at ? [{ ...p, text }] : i === size ? [] : [p]));
}

/** The language's "and" before a use case ("y" is "e" before an "i" sound in Spanish: "y Fitness", "e Invierno"). */
function joinWord(next: string, lang: KeywordLanguage): string {
  if (lang === 'es' && /^h?i(?!e)/i.test(normalise(next))) return 'e';
  return R.JOIN_WORD[lang];
}

/** The title's last use-case list ("for Pilates, Exercise") joined on its last item. */
function joinUseCases(parts: Part[], c: Composing): Part[] {
  if (!R.JOIN_WORD[c.lang]) return parts;
  const at = parts.findLastIndex((p) => {
    const ws = p.text.split(' ');
    return ws.some((w, k) => k < ws.length - 1 && opensUseCases(w, c.lang));
  });
  if (at < 0 || at === parts.length - 1) return parts;
  // The list ends where a dash or a bar starts another part ("pour Sport, Randonnée, Vélo - Gourde
  // Inox Enfant" → "pour Sport, Randonnée et Vélo - Gourde Inox Enfant").
  const end = parts.findIndex((p, i) => i > at && !/[,;]/.test(p.sep));
  const items = parts.slice(at + 1, end < 0 ? parts.length : end);
  const after = end < 0 ? [] : parts.slice(end);
  if (!items.length || !items.every((p) => isAttributes(p.text, c, true) && !isSize(p.text))) return parts;
  const words = parts[at].text.split(' ');
  const opens = words.findLastIndex((w) => opensUseCases(w, c.lang));
  const first = words.slice(opens + 1);
  if (
    first.some((w) =>
      normalise(w)
        .split(' ')
        .some((x) => !counted(x, c.lang)),
    )
  )
    return parts;
  const last = items[items.length - 1];
  const joined: Part = { ...last, sep: '', text: `${joinWord(last.text, c.lang)} ${last.text}` };
  const middle = items.slice(0, -1);
  const text = [parts[at].text, ...middle.map((p) => `${p.sep.trim()} ${p.text}`), ` ${joined.text}`]
    .join('')
    .replace(/\s+,/g, ',');
  return [...parts.slice(0, at), { sep: parts[at].sep, text: collapseSpaces(text) }, ...after];
}

/** English "Non Slip", "anti fog": one word with its prefix, as Amazon's listings write it. */
const hyphenatePrefixes = (s: string) => s.replace(/(^|\s)(non|anti)\s+(?=\p{L})/giu, '$1$2-');

/**
 * The title in an expert's order (see the module's comment); `brand` and `main` as the title writes
 * them (the main keyword's first occurrence). Unchanged when the main keyword is not in the title.
 */
export function composeTitle(
  title: string,
  o: { brand: string; main: string; lang: KeywordLanguage; keepName?: boolean },
): string {
  const { brand, main, lang } = o;
  const head = brand && phraseIndex(title, brand) === 0 ? title.slice(0, brand.length) : '';
  const rest = title.slice(head.length).trim();
  const keys = wordKeys(main, lang).filter((w) => counted(w, lang));
  const noun = nounOf(main, lang);
  if (!main || !noun) return title;
  const c: Composing = { lang, mainKeys: new Set(keys), noun };
  let parts = splitAtNoun(splitParts(rest), c);
  const at = parts.findIndex((p) => phraseIndex(p.text, main) >= 0);
  if (at < 0) return title;
  // A product name (the listing generator) keeps its words where the seller put them.
  if (!o.keepName) {
    parts = gatherAttributes(withItsUseCase(parts, at, c), at, main, c);
    parts = withItsSize(parts, main, c);
  }
  parts = joinUseCases(parts, c);
  let out = joinParts(parts);
  if (lang === 'en') out = hyphenatePrefixes(out);
  return collapseSpaces(`${head} ${out}`);
}
