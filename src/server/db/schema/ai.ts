import { bigserial, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { tz } from './columns.ts';

/** Which engine answered: a remote model provider or Scout's built-in local engine. */
export type AiEngineKind = 'gemini' | 'openai-compatible' | 'local';
export type AiFeature =
  | 'support_chat'
  | 'monthly_report'
  | 'consultation'
  | 'listing'
  | 'translation'
  /** Narrative text of other modules (product analyzer, listing optimizer…) through writeProse(). */
  | 'analysis';

/**
 * One row per AI call (successful or not): who, what for, which engine and model, tokens used.
 * Anonymous support-chat calls have no user.
 */
export const aiCalls = pgTable(
  'ai_calls',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id').references(() => user.id, { onDelete: 'cascade' }),
    feature: text('feature').$type<AiFeature>().notNull(),
    engine: text('engine').$type<AiEngineKind>().notNull(),
    model: text('model'),
    inputTokens: integer('input_tokens'),
    outputTokens: integer('output_tokens'),
    /** ok, or the error code given to the caller (ai_rate_limited, ai_unavailable, ai_timeout). */
    outcome: text('outcome').notNull(),
    durationMs: integer('duration_ms').notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [index('ai_calls_user_time_idx').on(t.userId, t.createdAt)],
);

/** Generated documents kept for their owner: monthly reports and strategic consultations. */
export const aiDocuments = pgTable(
  'ai_documents',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'monthly_report' | 'consultation'>().notNull(),
    /** Reports: the month covered, `YYYY-MM`. */
    period: text('period'),
    /** Consultations: the seller's question. */
    question: text('question'),
    /** Markdown. */
    content: text('content').notNull(),
    /** The figures the document was built from (from our queries, never from the model). */
    facts: jsonb('facts').$type<Record<string, unknown>>().notNull(),
    language: text('language').notNull(),
    engine: text('engine').$type<AiEngineKind>().notNull(),
    model: text('model'),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [index('ai_documents_user_kind_time_idx').on(t.userId, t.kind, t.createdAt)],
);

/** Translations already made, keyed by the SHA-256 of the source text and the target language. */
export const aiTranslations = pgTable(
  'ai_translations',
  {
    textHash: text('text_hash').notNull(),
    targetLanguage: text('target_language').notNull(),
    translatedText: text('translated_text').notNull(),
    engine: text('engine').$type<AiEngineKind>().notNull(),
    model: text('model'),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.textHash, t.targetLanguage] })],
);
