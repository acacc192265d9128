import { and, desc, eq } from 'drizzle-orm';
import type { MonthlyReport } from '#contracts/ai.ts';
import type { Language } from '#domain/languages.ts';
import type { PlanId } from '#domain/plans.ts';
import type { Db } from '#server/db/client.ts';
import { aiDocuments } from '#server/db/schema/index.ts';
import type { Logger } from '#server/lib/logger.ts';
import type { AiRuntime } from '#server/providers/ai/ai-runtime.ts';
import { checkedModelText } from './checked-model-text.ts';
import type { RecordCall } from './record-ai-call.ts';
import { gatherReportData, periodOf, type ReportData } from './report/gather-report-data.ts';
import {
  comparisonNote,
  inventedFigures,
  monthName,
  renderLocalCommentary,
  renderReportFigures,
} from './report/render-report.ts';

const LANGUAGE_NAME: Record<Language, string> = { en: 'English', fr: 'French' };

/** One section as plain lines for the model: its figures, names that stand out, rule-based advice. */
function sectionForModel(s: ReportData['sections'][number]) {
  const lines = [`${s.title.en}:`];
  for (const f of s.facts) {
    const previous = f.previous == null ? '' : ` (previous month, same days: ${f.previous})`;
    lines.push(`- ${f.label.en}: ${f.value}${f.unit === 'percent' ? '%' : ''}${previous}`);
  }
  if (s.highlights?.items.length) lines.push(`${s.highlights.label.en}: ${s.highlights.items.join(', ')}`);
  if (s.recommendations.length)
    lines.push('Rule-based advice:', ...s.recommendations.map((r) => `- ${r.en}`));
  return lines.join('\n');
}

function modelPrompt(data: ReportData, lang: Language) {
  const facts = data.sections.map(sectionForModel).join('\n\n');
  return {
    instructions: [
      'You are an experienced Amazon marketplace consultant writing the commentary of a seller’s monthly report.',
      `Write in ${LANGUAGE_NAME[lang]}, in Markdown without HTML, two sections: "## ${lang === 'fr' ? 'Synthèse' : 'Summary'}" (a short paragraph on what the month shows) and "## ${lang === 'fr' ? 'Recommandations' : 'Recommendations'}" (three to five concrete bullet points).`,
      'Use only the figures given. Do not write any other number: no estimates, no percentages you computed, no prices. Do not repeat the table of figures.',
    ].join('\n'),
    prompt: `Seller's data for ${monthName(data, 'en')} (from their own activity in Scout). ${comparisonNote(data.periods, 'en')}\n\n${facts}`,
  };
}

/**
 * Builds the user's report for a month: the figures from their data (report sources), then a
 * commentary by the configured model, or by the local engine when there is none or when the model
 * wrote a figure that is not in the data. Stored in ai_documents.
 */
export async function generateMonthlyReport(o: {
  db: Db;
  ai: AiRuntime;
  logger: Logger;
  userId: string;
  plan: PlanId;
  year: number;
  month: number;
  language: Language;
  now: Date;
  record: RecordCall;
}): Promise<MonthlyReport> {
  const data = await gatherReportData(o);
  const figures = renderReportFigures(data, o.language);
  const { text: commentary, engine } = await checkedModelText({
    ...o,
    local: () => renderLocalCommentary(data, o.language),
    model: () => ({ ...modelPrompt(data, o.language), invented: (text) => inventedFigures(text, data) }),
  });
  const report = `${figures}\n\n${commentary}\n`;
  const [row] = await o.db
    .insert(aiDocuments)
    .values({
      userId: o.userId,
      kind: 'monthly_report',
      period: data.period,
      content: report,
      facts: { sections: data.sections, stats: data.stats },
      language: o.language,
      engine: engine.engine,
      model: engine.model,
      createdAt: o.now,
    })
    .returning({ id: aiDocuments.id });
  return {
    id: row.id,
    period: data.period,
    report,
    stats: data.stats,
    engine,
    createdAt: o.now.toISOString(),
  };
}

/** The last report generated for that month, if any. */
export async function getLatestMonthlyReport(o: {
  db: Db;
  userId: string;
  year: number;
  month: number;
}): Promise<MonthlyReport | null> {
  const [row] = await o.db
    .select()
    .from(aiDocuments)
    .where(
      and(
        eq(aiDocuments.userId, o.userId),
        eq(aiDocuments.kind, 'monthly_report'),
        eq(aiDocuments.period, periodOf(o.year, o.month)),
      ),
    )
    .orderBy(desc(aiDocuments.createdAt), desc(aiDocuments.id))
    .limit(1);
  if (!row) return null;
  const stats = (row.facts as { stats?: { total_searches: number } }).stats ?? { total_searches: 0 };
  return {
    id: row.id,
    period: row.period as string,
    report: row.content,
    stats,
    engine: { engine: row.engine, model: row.model },
    createdAt: row.createdAt.toISOString(),
  };
}
