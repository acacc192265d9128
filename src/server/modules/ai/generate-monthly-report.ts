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
  const shown = (f: (typeof s.facts)[number], n: number) =>
    f.unit === 'money' ? `${(n / 100).toFixed(2)} ${f.currency}` : `${n}${f.unit === 'percent' ? '%' : ''}`;
  for (const f of s.facts) {
    const previous = f.previous == null ? '' : ` (previous month, same days: ${shown(f, f.previous)})`;
    lines.push(`- ${f.label.en}: ${shown(f, f.value)}${previous}`);
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
  const stored: StoredReport = { ...data, commentary };
  const [row] = await o.db
    .insert(aiDocuments)
    .values({
      userId: o.userId,
      kind: 'monthly_report',
      period: data.period,
      content: report,
      facts: stored as unknown as Record<string, unknown>,
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
    language: o.language,
    stats: data.stats,
    engine,
    createdAt: o.now.toISOString(),
  };
}

/**
 * What a report keeps to be read again in another language: its data (the sections' labels and
 * advice are in both languages) and the commentary as written.
 */
type StoredReport = ReportData & { commentary: string };

/** A stored report's data, its dates as dates again (JSON keeps them as strings); null for rows written before it was kept. */
function storedData(facts: unknown): StoredReport | null {
  const f = facts as Partial<StoredReport> | null;
  if (!f?.sections || !f.periods || typeof f.commentary !== 'string') return null;
  const p = f.periods;
  return {
    ...(f as StoredReport),
    periods: {
      ...p,
      from: new Date(p.from),
      to: new Date(p.to),
      previousFrom: new Date(p.previousFrom),
      previousTo: new Date(p.previousTo),
    },
  };
}

/**
 * Translates a model's commentary into the reader's language (the AI layer, cached); null when it
 * cannot (no model configured now, or it failed).
 */
export type CommentaryTranslator = (text: string, from: Language, to: Language) => Promise<string | null>;

/**
 * The last report generated for that month, if any, in the reader's language: a report written in
 * another language is rendered again from its data (figures, labels and the local engine's
 * commentary exist in both); a model's commentary is translated, or replaced by the local
 * engine's when it cannot be (the engine then says so).
 */
export async function getLatestMonthlyReport(o: {
  db: Db;
  userId: string;
  year: number;
  month: number;
  language: Language;
  translate?: CommentaryTranslator;
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
  const base = {
    id: row.id,
    period: row.period as string,
    stats,
    createdAt: row.createdAt.toISOString(),
  };
  const data = storedData(row.facts);
  const written = row.language as Language;
  if (written === o.language || !data)
    return {
      ...base,
      report: row.content,
      language: written,
      engine: { engine: row.engine, model: row.model },
    };
  const translated =
    row.engine === 'local' ? null : ((await o.translate?.(data.commentary, written, o.language)) ?? null);
  const commentary = translated ?? renderLocalCommentary(data, o.language);
  return {
    ...base,
    report: `${renderReportFigures(data, o.language)}\n\n${commentary}\n`,
    language: o.language,
    engine: translated ? { engine: row.engine, model: row.model } : { engine: 'local', model: null },
  };
}
