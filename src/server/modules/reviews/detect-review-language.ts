import { eld } from 'eld/small';
import type { Language, TranslationLanguage } from '#domain/languages.ts';
import { TRANSLATION_LANGUAGE_CODES } from '#domain/languages.ts';
import type { ReviewLanguageSource } from '#domain/reviews.ts';

export interface ReviewLanguage {
  language: TranslationLanguage;
  source: ReviewLanguageSource;
}

// Only the languages Scout can show or translate into are candidates (ADR 082): a Portuguese-looking
// "Excelente" is then read as Spanish, never as a language no reader could be offered.
eld.setLanguageSubset([...TRANSLATION_LANGUAGE_CODES]);

/**
 * On a short text eld is rarely "reliable" even when right ("Love it!", "Génial !"): its best guess
 * is kept when it leads the runner-up by this much; closer than that ("Super": en 0.735, fr 0.730)
 * the text is too ambiguous to tell.
 */
const CLEAR_LEAD = 0.1;

const isCandidate = (code: string): code is TranslationLanguage =>
  (TRANSLATION_LANGUAGE_CODES as readonly string[]).includes(code);

/**
 * The language a review is written in, read from its text by a local detector (eld, no network).
 * A text too short or too ambiguous to tell (a word shared by several languages, emoji, figures)
 * gets its author's interface language, flagged `source: 'interface'`.
 */
export function detectReviewLanguage(text: string, interfaceLanguage: Language): ReviewLanguage {
  const result = eld.detect(text);
  const guess = result.language;
  if (isCandidate(guess)) {
    if (result.isReliable()) return { language: guess, source: 'detected' };
    const scores = Object.entries(result.getScores())
      .map(([, score]) => score)
      .sort((a, b) => b - a);
    const [best = 0, second = 0] = scores;
    if (best - second >= CLEAR_LEAD) return { language: guess, source: 'detected' };
  }
  return { language: interfaceLanguage, source: 'interface' };
}
