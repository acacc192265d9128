import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { aiCalls } from '#server/db/schema/index.ts';
import type { ReportSource } from './report-source.ts';

/** The AI assistant's use this month (chat questions, consultations, generated listings). */
export const aiUsageSource: ReportSource = async (ctx) => {
  const rows = await ctx.db
    .select({ feature: aiCalls.feature, n: sql<number>`count(*)::int` })
    .from(aiCalls)
    .where(
      and(
        eq(aiCalls.userId, ctx.userId),
        eq(aiCalls.outcome, 'ok'),
        gte(aiCalls.createdAt, ctx.from),
        lt(aiCalls.createdAt, ctx.to),
      ),
    )
    .groupBy(aiCalls.feature);
  const of = (feature: string) => rows.find((r) => r.feature === feature)?.n ?? 0;
  const chat = of('support_chat');
  const consultations = of('consultation');
  const listings = of('listing');
  if (chat + consultations + listings === 0) return null;
  return {
    id: 'ai',
    title: { en: 'AI assistant', fr: 'Assistant IA' },
    facts: [
      {
        key: 'support_questions',
        label: { en: 'Support chat answers', fr: 'Réponses du chat d’assistance' },
        value: chat,
      },
      {
        key: 'consultations',
        label: { en: 'Strategic consultations', fr: 'Consultations stratégiques' },
        value: consultations,
      },
      {
        key: 'listings_generated',
        label: { en: 'Listings generated', fr: 'Fiches générées' },
        value: listings,
      },
    ],
    recommendations: [],
  };
};
