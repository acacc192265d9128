import type { Language, TranslationLanguage } from '#domain/languages.ts';
import { TRANSLATION_LANGUAGE_CODES } from '#domain/languages.ts';
import type { ReviewLanguageSource } from '#domain/reviews.ts';

export interface ReviewLanguage {
  language: TranslationLanguage;
  source: ReviewLanguageSource;
}

type Detector = typeof import('eld/small')['eld'];
let detector: Detector | undefined;

/**
 * Loads the detector once, when a review is first written or read again. Not at start-up: eld's
 * n-gram tables cost ~46 MiB of heap (~150 MiB of RSS while parsed), against the idle-memory
 * budget of a server that may never see a review (issue 21).
 */
export async function loadReviewLanguageDetector(): Promise<void> {
  if (detector) return;
  const { eld } = await import('eld/small');
  // Only the languages Scout can show or translate into are candidates (ADR 082): a
  // Portuguese-looking "Excelente" is then read as Spanish, never as a language no reader could
  // be offered.
  eld.setLanguageSubset([...TRANSLATION_LANGUAGE_CODES]);
  detector = eld;
}

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
 * gets its author's interface language, flagged `source: 'interface'`. Needs
 * `loadReviewLanguageDetector()` to have been awaited.
 */
export function detectReviewLanguage(text: string, interfaceLanguage: Language): ReviewLanguage {
  if (!detector) throw new Error('loadReviewLanguageDetector() first');
  const result = detector.detect(text);
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
