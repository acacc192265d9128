import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { TRANSLATION_LANGUAGES, type TranslationLanguage } from '#domain/languages.ts';
import type { Db } from '#server/db/client.ts';
import { aiTranslations } from '#server/db/schema/index.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { AiRuntime } from '#server/providers/ai/ai-runtime.ts';
import { type EngineInfo, engineOf } from '#server/providers/ai/model-provider.ts';
import { generateRecorded, type RecordCall } from './record-ai-call.ts';

export const TRANSLATION_MAX_CHARS = 5000;

export type TranslationResult =
  | { status: 'translated'; text: string; engine: EngineInfo; cached: boolean }
  /** No AI provider is configured: the caller keeps the original text. */
  | { status: 'not_available' };

/**
 * The cache key of a text: its hash, with the language it was read in when known, so that a
 * translation asked from a language (a prompt that names it) is not served one made without it.
 */
export const textHash = (text: string, sourceLanguage?: TranslationLanguage) =>
  createHash('sha256')
    .update(sourceLanguage ? `${sourceLanguage}\n${text.trim()}` : text.trim())
    .digest('hex');

/**
 * Translates a short text (a review) into one of the supported languages, once: results are kept
 * in ai_translations by text hash and language, so every later request is a database read.
 * Without a provider it answers not_available (the local engine does not translate).
 */
export async function translateText(o: {
  db: Db;
  ai: AiRuntime;
  text: string;
  /** The language the text is written in, when it was read from it (else the model tells). */
  sourceLanguage?: TranslationLanguage;
  targetLanguage: TranslationLanguage;
  now: Date;
  record: RecordCall;
}): Promise<TranslationResult> {
  const text = o.text.trim();
  if (!text) throw new AppError('translation_text_empty', 400);
  if (text.length > TRANSLATION_MAX_CHARS)
    throw new AppError('translation_text_too_long', 400, { max: TRANSLATION_MAX_CHARS });
  const hash = textHash(text, o.sourceLanguage);
  const [cached] = await o.db
    .select()
    .from(aiTranslations)
    .where(and(eq(aiTranslations.textHash, hash), eq(aiTranslations.targetLanguage, o.targetLanguage)));
  if (cached)
    return {
      status: 'translated',
      text: cached.translatedText,
      engine: { engine: cached.engine, model: cached.model },
      cached: true,
    };
  if (!o.ai.provider) return { status: 'not_available' };
  const choice = o.ai.provider.model('standard');
  const from = o.sourceLanguage ? ` from ${TRANSLATION_LANGUAGES[o.sourceLanguage]}` : '';
  const result = await generateRecorded(o.record, {
    choice,
    instructions: `Translate the user's text${from} into ${TRANSLATION_LANGUAGES[o.targetLanguage]}. Keep its meaning, tone and line breaks. Answer with the translation only, without quotes or comments. If it is already in that language, return it unchanged.`,
    prompt: text,
    maxOutputTokens: Math.min(4000, Math.max(256, Math.ceil(text.length / 2))),
    timeoutMs: o.ai.timeoutMs,
  });
  await o.db
    .insert(aiTranslations)
    .values({
      textHash: hash,
      targetLanguage: o.targetLanguage,
      translatedText: result.text,
      engine: choice.engine,
      model: choice.modelId,
      createdAt: o.now,
    })
    .onConflictDoNothing();
  return { status: 'translated', text: result.text, engine: engineOf(choice), cached: false };
}
