import { and, desc, eq } from 'drizzle-orm';
import type { Language } from '../../../domain/languages.ts';
import { PLANS, type PlanId } from '../../../domain/plans.ts';
import type { Db } from '../../db/client.ts';
import { aiDocuments } from '../../db/schema/index.ts';
import type { AiRuntime } from '../../providers/ai/ai-runtime.ts';
import { relevantPassages } from '../../providers/ai/local/answer-from-help-centre.ts';
import type { HelpCentre } from '../../providers/ai/local/help-centre.ts';
import { type EngineInfo, engineOf, LOCAL_ENGINE } from '../../providers/ai/model-provider.ts';
import { generateRecorded, type RecordCall } from './record-ai-call.ts';
import { gatherReportData, type ReportData } from './report/gather-report-data.ts';
import { monthName } from './report/render-report.ts';

export interface Consultation {
  id: number;
  question: string;
  consultation: string;
  engine: EngineInfo;
  createdAt: string;
}

const TEXT = {
  en: {
    data: (month: string) => `What your data shows (${month})`,
    noData: 'Scout has no activity of yours this month yet.',
    recommendations: 'Recommendations',
    noAdvice: 'Your figures do not trigger any of the rule-based recommendations this month.',
    help: 'From the help centre',
    note: '_Written by Scout’s local engine from your data and the help centre with fixed rules. Free-form strategic advice needs an AI provider, which the operator of this site can configure._',
  },
  fr: {
    data: (month: string) => `Ce que montrent vos données (${month})`,
    noData: 'Scout n’a encore aucune activité de votre part ce mois-ci.',
    recommendations: 'Recommandations',
    noAdvice: 'Vos chiffres ne déclenchent aucune des recommandations à règles fixes ce mois-ci.',
    help: 'Dans le centre d’aide',
    note: '_Rédigé par le moteur local de Scout à partir de vos données et du centre d’aide, avec des règles fixes. Des conseils stratégiques libres demandent un fournisseur d’IA, que l’exploitant de ce site peut configurer._',
  },
} as const;

const factLines = (data: ReportData, lang: Language) =>
  data.sections.flatMap((s) =>
    s.facts.map(
      (f) =>
        `- ${f.label[lang]}: ${f.value}${f.unit === 'percent' ? ' %' : ''}${f.previous == null ? '' : ` (${lang === 'fr' ? 'mois précédent' : 'previous month'}: ${f.previous})`}`,
    ),
  );

/** The local engine's consultation: the question, the user's figures, threshold advice, help passages. */
function localConsultation(question: string, data: ReportData, centre: HelpCentre, lang: Language) {
  const t = TEXT[lang];
  const facts = factLines(data, lang);
  const advice = data.sections.flatMap((s) => s.recommendations.map((r) => `- ${r[lang]}`));
  // Sections that say something specific, rather than an article's one-line introduction.
  const passages = relevantPassages(centre, question, lang, 4)
    .filter((p) => p.heading !== p.articleTitle)
    .slice(0, 2);
  const out = [
    `## ${t.data(monthName(data, lang))}`,
    '',
    ...(facts.length ? facts : [t.noData]),
    '',
    `## ${t.recommendations}`,
    '',
    ...(advice.length ? advice : [`- ${t.noAdvice}`]),
  ];
  for (const p of passages) out.push('', `### ${t.help} — ${p.heading}`, '', p.body);
  out.push('', t.note);
  return out.join('\n');
}

/**
 * Answers a seller's strategic question in the context of their own data (this month's report
 * figures): by the model for their plan (standard → fast model, ~2500 tokens for pro; advanced →
 * the stronger model, ~4000 tokens, for elite), or by the local engine. Stored in ai_documents.
 */
export async function answerConsultation(o: {
  db: Db;
  ai: AiRuntime;
  centre: HelpCentre;
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
  });
  let text: string;
  let engine: EngineInfo = LOCAL_ENGINE;
  if (o.ai.provider) {
    const { tier, maxOutputTokens } = PLANS[o.plan].ai;
    const choice = o.ai.provider.model(tier);
    const expert = tier === 'advanced' ? 'a master expert' : 'an experienced expert';
    const result = await generateRecorded(o.record, {
      choice,
      instructions: [
        `You are ${expert} in selling on Amazon, advising a seller who uses Scout (research, tracking, profitability and AI tools).`,
        `Answer in ${o.language === 'fr' ? 'French' : 'English'}, in Markdown without HTML: a direct answer, then concrete steps.`,
        'Ground your advice in the seller’s data below. Use only the figures given; when an answer would need a figure you do not have, say which data is missing instead of inventing it.',
        'Never invent prices, fees, sales or search volumes.',
      ].join('\n'),
      prompt: `The seller's data for ${monthName(data, 'en')}:\n${factLines(data, 'en').join('\n') || '(no activity yet)'}\n\nQuestion:\n${o.question}`,
      maxOutputTokens,
      timeoutMs: o.ai.timeoutMs,
    });
    text = result.text;
    engine = engineOf(choice);
  } else {
    text = localConsultation(o.question, data, o.centre, o.language);
    await o.record(LOCAL_ENGINE, 'ok');
  }
  const [row] = await o.db
    .insert(aiDocuments)
    .values({
      userId: o.userId,
      kind: 'consultation',
      question: o.question,
      content: text,
      facts: { sections: data.sections },
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
