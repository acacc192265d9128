import type { Context } from 'hono';
import type { TranslationLanguage } from '#domain/languages.ts';
import type { AppDeps, AppEnv } from '#server/http/types.ts';
import { AppError } from '#server/lib/app-error.ts';
import { recordAiCall } from './record-ai-call.ts';
import { translateText } from './translate-text.ts';

/**
 * The translator the reviews module calls for POST /api/reviews/:id/translation: the cached AI
 * translation service, or undefined when no AI provider is configured (the review keeps its text).
 */
export function reviewTextTranslator(deps: AppDeps, c: Context<AppEnv>) {
  if (!deps.ai.provider) return undefined;
  const startedAt = performance.now();
  return async (o: {
    text: string;
    from: TranslationLanguage | undefined;
    to: TranslationLanguage;
  }): Promise<string> => {
    const result = await translateText({
      db: deps.database.db,
      ai: deps.ai,
      text: o.text,
      sourceLanguage: o.from,
      targetLanguage: o.to,
      now: deps.now(),
      record: (engine, outcome, usage) =>
        recordAiCall({
          db: deps.database.db,
          logger: c.get('log'),
          now: deps.now(),
          call: {
            userId: c.get('user')?.id ?? null,
            feature: 'translation',
            engine,
            usage,
            outcome,
            startedAt,
          },
        }),
    });
    if (result.status !== 'translated') throw new AppError('translation_unavailable', 503);
    return result.text;
  };
}
