import { useEffect, useState } from 'react';
import { ApiError } from '#client/lib/api-client.ts';
import type { TranslationLanguage } from '#domain/languages.ts';
import { type Review, translateReview } from '../api/reviews.ts';

export interface TranslationState {
  /** Review id → translated comment in the current language. */
  translated: Record<string, string>;
  /** The review being translated now (one at a time). */
  translatingId: string | null;
}

/**
 * Translates, one review at a time, the reviews written in another language than `language`.
 * A failure is only logged: that review keeps its original text. When the server has no translation
 * service (translation_unavailable) the remaining reviews are not attempted.
 */
export function useReviewTranslations(
  reviews: Review[] | undefined,
  language: TranslationLanguage,
): TranslationState {
  const [state, setState] = useState<TranslationState>({ translated: {}, translatingId: null });
  const pendingKey = (reviews ?? [])
    .filter((r) => r.language !== language)
    .map((r) => `${r.id}:${r.updatedAt}`)
    .join(',');

  // biome-ignore lint/correctness/useExhaustiveDependencies: pendingKey stands for the reviews to translate (a new array of the same reviews must not restart the queue)
  useEffect(() => {
    const queue = (reviews ?? []).filter((r) => r.language !== language);
    const controller = new AbortController();
    setState({ translated: {}, translatingId: null });
    if (queue.length === 0) return;
    (async () => {
      for (const review of queue) {
        if (controller.signal.aborted) return;
        setState((s) => ({ ...s, translatingId: review.id }));
        try {
          const result = await translateReview(review.id, language, controller.signal);
          setState((s) => ({ ...s, translated: { ...s.translated, [review.id]: result.translatedComment } }));
        } catch (error) {
          if (controller.signal.aborted) return;
          console.warn('review translation failed; the original is kept', review.id, error);
          if (error instanceof ApiError && error.code === 'translation_unavailable') break;
        }
      }
      if (!controller.signal.aborted) setState((s) => ({ ...s, translatingId: null }));
    })();
    return () => controller.abort();
  }, [pendingKey, language]);

  return state;
}
