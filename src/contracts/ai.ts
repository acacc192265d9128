import * as z from 'zod/mini';
import { isLanguage, type Language } from '#domain/languages.ts';
import { dateTime, queryNumber } from './common.ts';
import { defineApi, eventStream } from './define.ts';

export const CONSULTATION_QUESTION_MAX = 2000;
export const LISTING_KEYWORDS_MAX = 20;
/** The longest message a user may send to the support assistant. */
export const CHAT_MESSAGE_MAX = 2000;

/** The engine that wrote an answer: a configured provider's model, or the local engine (model null). */
export const answerEngine = z.object({
  engine: z.enum(['gemini', 'openai-compatible', 'local']),
  model: z.nullable(z.string()),
});
export type AnswerEngine = z.output<typeof answerEngine>;

export const aiStatus = z.object({
  engine: answerEngine.shape.engine,
  /** The provider's model ids per class; null with the local engine. */
  models: z.nullable(z.object({ standard: z.string(), advanced: z.string() })),
});
export type AiStatus = z.output<typeof aiStatus>;

export const monthlyReport = z.object({
  id: z.int(),
  period: z.string(),
  report: z.string(),
  /** The language the report is shown in: the reader's (a report written in another is rendered again). */
  language: z.enum(['en', 'fr']),
  stats: z.object({ total_searches: z.number() }),
  engine: answerEngine,
  createdAt: dateTime,
});
export type MonthlyReport = z.output<typeof monthlyReport>;

export const consultation = z.object({
  id: z.int(),
  question: z.string(),
  consultation: z.string(),
  engine: answerEngine,
  createdAt: dateTime,
});
export type Consultation = z.output<typeof consultation>;

export const generatedListing = z.object({
  title: z.string(),
  /** None from the local engine: bullets and description need facts it does not invent. */
  bullets: z.array(z.string()),
  description: z.string(),
  /** Backend search terms: the keywords' words the title does not hold, within 249 bytes. */
  searchTerms: z.string(),
  coveredKeywords: z.array(z.string()),
  missingKeywords: z.array(z.string()),
  engine: answerEngine,
});
export type GeneratedListing = z.output<typeof generatedListing>;

/** The month of a report, the current one (UTC) by default. */
const reportPeriod = z.object({
  year: z.optional(queryNumber().check(z.int(), z.minimum(2000), z.maximum(2100))),
  month: z.optional(queryNumber().check(z.int(), z.minimum(1), z.maximum(12))),
});

export const listingBody = z.object({
  productName: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  /** An ASIN, or '' for none. */
  asin: z.optional(
    z.union([
      z.string().check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z0-9]{10}$/)),
      z.pipe(
        z.literal(''),
        z.transform(() => undefined),
      ),
    ]),
  ),
  keywords: z.array(z.string().check(z.trim(), z.maxLength(80))).check(z.maxLength(LISTING_KEYWORDS_MAX)),
  language: z.optional(z.pipe(z.string(), z.custom<Language>(isLanguage))),
});
export type ListingRequest = z.input<typeof listingBody>;

/** /api/ai: engine status, monthly report, strategic consultation, listing generator. */
export const aiApi = defineApi('/ai', {
  /** Which engine this server's AI features use (public). */
  status: { method: 'GET', path: '/status', response: aiStatus },
  latestMonthlyReport: {
    method: 'GET',
    path: '/monthly-report',
    query: reportPeriod,
    response: z.object({ report: z.nullable(monthlyReport) }),
  },
  generateMonthlyReport: {
    method: 'POST',
    path: '/monthly-report',
    body: reportPeriod,
    response: monthlyReport,
  },
  latestConsultation: {
    method: 'GET',
    path: '/consultation',
    response: z.object({ consultation: z.nullable(consultation) }),
  },
  /**
   * `context` is accepted for compatibility and ignored (the server reads the user's data). The
   * handler checks the question (consultation_question_empty, consultation_question_too_long).
   */
  askConsultation: {
    method: 'POST',
    path: '/consultation',
    body: z.object({ question: z.string(), context: z.optional(z.nullable(z.unknown())) }),
    checkedByHandler: true,
    response: consultation,
  },
  generateListing: { method: 'POST', path: '/listing', body: listingBody, response: generatedListing },
});

export const chatMessage = z.object({ role: z.enum(['user', 'assistant']), content: z.string() });
export type ChatMessage = z.output<typeof chatMessage>;

/**
 * One event of the support assistant's answer, in the OpenAI chunk format, or the refusal of a
 * failure after the stream started.
 */
export const chatEvent = z.union([
  z.object({
    engine: answerEngine.shape.engine,
    model: z.nullable(z.string()),
    choices: z.array(z.object({ index: z.int(), delta: z.object({ content: z.string() }) })),
  }),
  z.object({
    error: z.object({ code: z.string(), params: z.optional(z.record(z.string(), z.unknown())) }),
  }),
]);
export type ChatEvent = z.output<typeof chatEvent>;

/** The support assistant (signed in or not), streamed as server-sent events ending with `[DONE]`. */
export const supportChatApi = defineApi('/support-chat', {
  /**
   * The whole history, the last message being the user's new one; `userPlan` is ignored (the
   * server reads the plan from the session). The handler checks the messages (chat_message_empty,
   * chat_message_too_long, chat_message_invalid).
   */
  send: {
    method: 'POST',
    path: '/',
    body: z.object({ messages: z.array(chatMessage), userPlan: z.optional(z.string()) }),
    checkedByHandler: true,
    response: eventStream(chatEvent),
  },
});
