import { and, desc, eq } from 'drizzle-orm';
import type { Consultation } from '#contracts/ai.ts';
import type { Language } from '#domain/languages.ts';
import { PLANS, type PlanId } from '#domain/plans.ts';
import type { Db } from '#server/db/client.ts';
import { aiDocuments } from '#server/db/schema/index.ts';
import type { Logger } from '#server/lib/logger.ts';
import type { AiRuntime } from '#server/providers/ai/ai-runtime.ts';
import { relevantPassages } from '#server/providers/ai/local/answer-from-help-centre.ts';
import type { HelpCentre } from '#server/providers/ai/local/help-centre.ts';
import { checkedModelText } from './checked-model-text.ts';
import { topicsOf } from './consultation/consultation-topics.ts';
import {
  factLines,
  rankShortlist,
  renderLocalConsultation,
  shortlistForModel,
} from './consultation/render-local-consultation.ts';
import { loadShortlist } from './consultation/shortlist.ts';
import type { RecordCall } from './record-ai-call.ts';
import { gatherReportData, type ReportData } from './report/gather-report-data.ts';
import { inventedFigures, monthName } from './report/render-report.ts';

/** How many shortlisted products the model is given. */
const MODEL_PRODUCTS = 15;

/** The help-centre sections closest to the question (sections, not an article's introduction). */
const helpFor = (centre: HelpCentre, question: string, lang: Language) =>
  relevantPassages(centre, question, lang, 4)
    .filter((p) => p.heading !== p.articleTitle)
    .slice(0, 2);

/** What the model is told and given: the question with the user's figures and shortlist (in English). */
function modelPrompt(o: {
  data: ReportData;
  shortlist: string[];
  question: string;
  plan: PlanId;
  lang: Language;
}) {
  const { tier } = PLANS[o.plan].ai;
  const expert = tier === 'advanced' ? 'a master expert' : 'an experienced expert';
  const facts = factLines(o.data, 'en').join('\n') || '(no activity yet)';
  const shortlist = o.shortlist.length ? o.shortlist.join('\n') : '(no favourite or tracked product yet)';
  return {
    instructions: [
      `You are ${expert} in selling on Amazon, advising a seller who uses Scout (research, tracking, profitability and AI tools).`,
      `Answer in ${o.lang === 'fr' ? 'French' : 'English'}, in Markdown without HTML: a direct answer, then concrete steps.`,
      'Ground your advice in the seller’s data below, and name their shortlisted products when they are relevant to the question.',
      'Use only the figures given (or written in the question). Do not write any other number: no estimates, no percentages you computed, no prices, fees, sales or search volumes of your own. When an answer would need a figure you do not have, say which data is missing instead.',
    ].join('\n'),
    prompt: `The seller's data for ${monthName(o.data, 'en')}:\n${facts}\n\nTheir shortlisted products (favourites and tracked competitors, from Scout's catalog):\n${shortlist}\n\nQuestion:\n${o.question}`,
  };
}

/**
 * Answers a seller's strategic question in the context of their own data (this month's report
 * figures and their shortlisted products): by the model for their plan (standard → fast model,
 * ~2500 tokens for pro; advanced → the stronger model, ~4000 tokens, for elite), or by the local
 * engine, which is also used when the model writes a figure that is not in the data. Stored in
 * ai_documents.
 */
export async function answerConsultation(o: {
  db: Db;
  ai: AiRuntime;
  centre: HelpCentre;
  logger: Logger;
  userId: string;
  plan: PlanId;
  question: string;
  language: Language;
  now: Date;
  record: RecordCall;
}): Promise<Consultation> {
  const data = await gatherReportData({
    db: o.db,
    userId: o.userId,
    plan: o.plan,
    year: o.now.getUTCFullYear(),
    month: o.now.getUTCMonth() + 1,
    now: o.now,
    through: 'today',
  });
  const shortlist = await loadShortlist({ db: o.db, userId: o.userId });
  const local = () =>
    renderLocalConsultation({
      question: o.question,
      data,
      shortlist,
      topics: topicsOf(o.question),
      passages: helpFor(o.centre, o.question, o.language),
      plan: o.plan,
      lang: o.language,
    });
  const { text, engine } = await checkedModelText({
    ...o,
    local,
    model: () => {
      const products = shortlistForModel(rankShortlist(o.question, shortlist).slice(0, MODEL_PRODUCTS));
      const prompt = modelPrompt({
        data,
        shortlist: products,
        question: o.question,
        plan: o.plan,
        lang: o.language,
      });
      return { ...prompt, invented: (text) => inventedFigures(text, data, [...products, o.question]) };
    },
  });
  const [row] = await o.db
    .insert(aiDocuments)
    .values({
      userId: o.userId,
      kind: 'consultation',
      question: o.question,
      content: text,
      facts: { sections: data.sections, shortlist },
      language: o.language,
      engine: engine.engine,
      model: engine.model,
      createdAt: o.now,
    })
    .returning({ id: aiDocuments.id });
  return { id: row.id, question: o.question, consultation: text, engine, createdAt: o.now.toISOString() };
}

/** The user's most recent consultation, if any. */
export async function getLatestConsultation(o: { db: Db; userId: string }): Promise<Consultation | null> {
  const [row] = await o.db
    .select()
    .from(aiDocuments)
    .where(and(eq(aiDocuments.userId, o.userId), eq(aiDocuments.kind, 'consultation')))
    .orderBy(desc(aiDocuments.createdAt), desc(aiDocuments.id))
    .limit(1);
  if (!row) return null;
  return {
    id: row.id,
    question: row.question ?? '',
    consultation: row.content,
    engine: { engine: row.engine, model: row.model },
    createdAt: row.createdAt.toISOString(),
  };
}
