/**
 * Listing grader (docs/toolkit.md "Listing optimizer"): each rule gives pass / warn / fail with its
 * weight; score = Σ weight × (1, ½, 0) / Σ weight of the rules that apply, out of 100. The "seo"
 * goal (starter) checks the title, keyword coverage, backend search terms and restricted claims;
 * "complete" (pro, elite) adds bullets, description, promotional text and placeholders.
 */
import type { KeywordLanguage } from '../keywords/word-forms.ts';
import { keywordInTitle } from './keyword-in-title.ts';
import {
  counted,
  isPlaceholder,
  repeatedWordsAsWritten,
  searchTermsProblems,
  titleGroupOf,
} from './listing-checks.ts';
import * as R from './listing-rules-data.ts';
import { repeatedPhrases } from './repeated-phrases.ts';
import {
  byteLength,
  containsPhrase,
  hasEmoji,
  hasPhrase,
  normalise,
  phraseIndex,
  removePhrase,
  wordKeyOf,
  wordKeys,
  words,
} from './text.ts';

export type ListingGoal = 'seo' | 'complete';

export interface ListingText {
  title: string;
  bullets: string[];
  description: string;
  searchTerms: string;
  /** Target keywords, most important first. */
  keywords: string[];
}

/** What the rules need besides the text: the brand, the category (title length), the language. */
export interface GradeContext {
  brand?: string | null;
  /** A category name or path: its group sets the title length (TITLE_LIMITS). */
  category?: string | null;
  language?: KeywordLanguage;
}

export const LISTING_RULE_IDS = [
  'titleLength',
  'titleMainKeyword',
  'titleBrand',
  'titleForbiddenChars',
  'titlePromotional',
  'titleRepeats',
  'titlePhraseRepeats',
  'titleAllCaps',
  'keywordCoverage',
  'searchTermsLength',
  'searchTermsRepeatTitle',
  'searchTermsQuality',
  'restrictedClaims',
  'bulletsCount',
  'bulletsLength',
  'bulletsFormat',
  'bulletsForbiddenChars',
  'bulletsDuplicates',
  'descriptionLength',
  'descriptionContact',
  'promotionalText',
  'placeholders',
] as const;
export type RuleId = (typeof LISTING_RULE_IDS)[number];

export type Status = 'pass' | 'warn' | 'fail';

export interface Finding {
  rule: RuleId;
  status: Status;
  weight: number;
  /** What the message needs (numbers, the offending words…). */
  params: Record<string, string | number>;
}

export interface KeywordCoverage {
  keyword: string;
  title: boolean;
  bullets: boolean;
  description: boolean;
  searchTerms: boolean;
  /** Every word of the keyword is in the indexed fields (title, bullets, search terms), in any order. */
  words: boolean;
}

export interface ListingGrade {
  goal: ListingGoal;
  score: number;
  findings: Finding[];
  coverage: KeywordCoverage[];
}

const SEO_RULES = new Set<RuleId>([
  'titleLength',
  'titleMainKeyword',
  'titleBrand',
  'titleForbiddenChars',
  'titlePromotional',
  'titleRepeats',
  'titlePhraseRepeats',
  'titleAllCaps',
  'keywordCoverage',
  'searchTermsLength',
  'searchTermsRepeatTitle',
  'searchTermsQuality',
  'restrictedClaims',
]);

/** The phrases found in a text, one per normalised form ("best seller" and "best-seller" once). */
function found(text: string, phrases: readonly string[]): string[] {
  const seen = new Set<string>();
  return phrases.filter((p) => {
    const key = normalise(p);
    if (seen.has(key) || !hasPhrase(text, p)) return false;
    seen.add(key);
    return true;
  });
}

const isAllCaps = (s: string) => {
  const letters = s.replace(/[^\p{L}]/gu, '');
  return letters.length >= 10 && letters === letters.toUpperCase() && letters !== letters.toLowerCase();
};

const CONTACT = /(https?:\/\/|www\.|[\w.+-]+@[\w-]+\.[\w.]+|\+?\d[\d\s().-]{8,}\d)/i;

export function gradeListing(
  listing: ListingText,
  goal: ListingGoal,
  context: GradeContext = {},
): ListingGrade {
  const f: Finding[] = [];
  const add = (rule: RuleId, weight: number, status: Status, params: Finding['params'] = {}) =>
    f.push({ rule, weight, status, params });
  const { title, bullets, description, searchTerms, keywords } = listing;
  const lang = context.language ?? 'en';
  const brand = context.brand?.trim() ?? '';
  const all = [title, ...bullets, description, searchTerms].join('\n');

  const len = title.trim().length;
  const group = titleGroupOf(context.category);
  const limit = R.TITLE_LIMITS[group];
  add(
    'titleLength',
    10,
    len === 0 || len > limit.max
      ? 'fail'
      : len < R.TITLE_MIN_CHARS || len > limit.recommended
        ? 'warn'
        : 'pass',
    { length: len, min: R.TITLE_MIN_CHARS, max: limit.recommended, group },
  );
  if (keywords.length > 0) {
    // As Amazon's search reads it: "Gourde en Inox" says "gourde inox", "Yoga Mats" says "yoga mat".
    const said = keywordInTitle(title, keywords[0], lang);
    add(
      'titleMainKeyword',
      10,
      !said ? 'fail' : said.index + said.written.length > R.TITLE_VISIBLE_CHARS ? 'warn' : 'pass',
      { keyword: keywords[0], visible: R.TITLE_VISIBLE_CHARS },
    );
  }
  if (brand) {
    const at = phraseIndex(title, brand);
    add('titleBrand', 5, at === 0 ? 'pass' : at > 0 ? 'warn' : 'fail', { brand });
  }
  // A brand may hold characters a title may not (Amazon's exception): they are not counted.
  const titleBesideBrand = brand ? removePhrase(title, brand) : title;
  const forbidden = R.TITLE_FORBIDDEN_CHARS.filter((c) => titleBesideBrand.includes(c));
  add('titleForbiddenChars', 5, forbidden.length ? 'fail' : 'pass', { chars: forbidden.join(' ') });
  const promoTitle = found(title, R.PROMOTIONAL_PHRASES);
  add('titlePromotional', 5, promoTitle.length ? 'fail' : 'pass', { phrases: promoTitle.join(', ') });
  const repeats = repeatedWordsAsWritten(title, lang);
  add('titleRepeats', 5, repeats.length ? 'fail' : 'pass', {
    words: repeats.join(', '),
    max: R.TITLE_MAX_WORD_REPEATS,
  });
  // A phrase said twice ("Tapis de Yoga … Tapis de Yoga") wastes the title's room and reads as
  // stuffing, though Amazon suppresses only a word past two uses: to improve, not a problem.
  const phrases = repeatedPhrases(title, lang);
  add('titlePhraseRepeats', 3, phrases.length ? 'warn' : 'pass', { phrases: phrases.join(', ') });
  add('titleAllCaps', 3, isAllCaps(title) ? 'fail' : 'pass');

  const indexed = new Set(wordKeys([title, ...bullets, searchTerms].join(' '), lang));
  const coverage = keywords.map((keyword) => {
    const own = words(keyword).filter((w) => counted(w, lang));
    return {
      keyword,
      title: containsPhrase(title, keyword),
      bullets: bullets.some((b) => containsPhrase(b, keyword)),
      description: containsPhrase(description, keyword),
      searchTerms: containsPhrase(searchTerms, keyword),
      words: own.length > 0 && own.every((w) => indexed.has(wordKeyOf(w, lang))),
    };
  });
  if (keywords.length > 0) {
    const isCovered = (c: KeywordCoverage) =>
      c.title || c.bullets || c.description || c.searchTerms || c.words;
    const covered = coverage.filter(isCovered).length;
    const share = covered / keywords.length;
    add('keywordCoverage', 10, share === 1 ? 'pass' : share >= 0.6 ? 'warn' : 'fail', {
      covered,
      total: keywords.length,
      missing: coverage
        .filter((c) => !isCovered(c))
        .map((c) => c.keyword)
        .join(', '),
    });
  }
  const bytes = byteLength(searchTerms.trim());
  add('searchTermsLength', 5, bytes === 0 ? 'warn' : bytes > R.SEARCH_TERMS_MAX_BYTES ? 'fail' : 'pass', {
    bytes,
    max: R.SEARCH_TERMS_MAX_BYTES,
  });
  if (bytes > 0) {
    const said = new Set(wordKeys(`${title} ${brand}`, lang));
    const dup = [
      ...new Set(words(searchTerms).filter((w) => counted(w, lang) && said.has(wordKeyOf(w, lang)))),
    ];
    add('searchTermsRepeatTitle', 3, dup.length ? 'warn' : 'pass', { words: dup.slice(0, 8).join(', ') });
    const problems = searchTermsProblems(searchTerms, lang);
    add('searchTermsQuality', 3, problems.length ? 'warn' : 'pass', {
      words: problems.slice(0, 8).join(', '),
    });
  }
  const claims = found(all, R.RESTRICTED_CLAIMS);
  add('restrictedClaims', 8, claims.length ? 'fail' : 'pass', { phrases: claims.join(', ') });

  gradeBulletsAndDescription(listing, add);

  const findings = goal === 'seo' ? f.filter((x) => SEO_RULES.has(x.rule)) : f;
  const total = findings.reduce((a, x) => a + x.weight, 0);
  const earned = findings.reduce(
    (a, x) => a + x.weight * (x.status === 'pass' ? 1 : x.status === 'warn' ? 0.5 : 0),
    0,
  );
  return { goal, score: total ? Math.round((earned / total) * 100) : 0, findings, coverage };
}

type Add = (rule: RuleId, weight: number, status: Status, params?: Finding['params']) => void;

/** The complete goal's rules: bullets, description, promotional text, placeholders. */
function gradeBulletsAndDescription(listing: ListingText, add: Add) {
  const { title, bullets, description } = listing;
  const filled = bullets.filter((b) => b.trim());
  add(
    'bulletsCount',
    8,
    filled.length >= R.BULLETS_RECOMMENDED ? 'pass' : filled.length >= R.BULLETS_MIN ? 'warn' : 'fail',
    { count: filled.length, min: R.BULLETS_MIN, recommended: R.BULLETS_RECOMMENDED },
  );
  // Without bullets there is nothing to pass: each bullet rule fails and says so (`noBullets`),
  // instead of passing vacuously and lifting the score of a listing that has none.
  const none = filled.length === 0;
  const bulletRule = (rule: RuleId, weight: number, status: Status, params: Finding['params'] = {}) =>
    none ? add(rule, weight, 'fail', { ...params, noBullets: 1 }) : add(rule, weight, status, params);
  const badLength = filled.filter(
    (b) => b.trim().length < R.BULLET_MIN_CHARS || b.trim().length > R.BULLET_MAX_CHARS,
  ).length;
  bulletRule('bulletsLength', 5, badLength ? 'warn' : 'pass', {
    count: badLength,
    min: R.BULLET_MIN_CHARS,
    max: R.BULLET_MAX_CHARS,
  });
  const badFormat = filled.filter(
    (b) => !/^[\p{Lu}\p{N}]/u.test(b.trim()) || /[.!?;]$/.test(b.trim()),
  ).length;
  bulletRule('bulletsFormat', 3, badFormat ? 'warn' : 'pass', { count: badFormat });
  const bulletChars = R.BULLET_FORBIDDEN_CHARS.filter((c) => filled.some((b) => b.includes(c)));
  const emoji = filled.some(hasEmoji);
  bulletRule('bulletsForbiddenChars', 3, bulletChars.length || emoji ? 'fail' : 'pass', {
    chars: [...bulletChars, ...(emoji ? ['emoji'] : [])].join(' '),
  });
  const unique = new Set(filled.map(normalise));
  bulletRule('bulletsDuplicates', 2, unique.size < filled.length ? 'fail' : 'pass');
  const dlen = description.trim().length;
  add(
    'descriptionLength',
    6,
    dlen === 0 || dlen > R.DESCRIPTION_MAX_CHARS ? 'fail' : dlen < R.DESCRIPTION_MIN_CHARS ? 'warn' : 'pass',
    { length: dlen, min: R.DESCRIPTION_MIN_CHARS, max: R.DESCRIPTION_MAX_CHARS },
  );
  add(
    'descriptionContact',
    3,
    CONTACT.test(description) || /<[a-z][^>]*>/i.test(description) ? 'fail' : 'pass',
  );
  const promo = found([...bullets, description].join('\n'), R.PROMOTIONAL_PHRASES);
  add('promotionalText', 4, promo.length ? 'fail' : 'pass', { phrases: promo.join(', ') });
  const placeholders = [title, ...filled, description].filter(isPlaceholder).length;
  add('placeholders', 3, placeholders ? 'fail' : 'pass', { count: placeholders });
}
