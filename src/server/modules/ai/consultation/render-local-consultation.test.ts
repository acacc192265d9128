import { describe, expect, it } from 'vitest';
import { comparedPeriods } from '#domain/period-comparison.ts';
import type { ReportData } from '../report/gather-report-data.ts';
import { topicsOf } from './consultation-topics.ts';
import { renderLocalConsultation } from './render-local-consultation.ts';
import type { ShortlistProduct } from './shortlist.ts';

const data: ReportData = {
  period: '2026-03',
  year: 2026,
  month: 3,
  stats: { total_searches: 4 },
  periods: comparedPeriods(2026, 3, new Date('2026-03-24T09:00:00Z'), 'today'),
  sections: [
    {
      id: 'usage',
      title: { en: 'Research activity', fr: 'Activité de recherche' },
      facts: [{ key: 'total_searches', label: { en: 'Searches', fr: 'Recherches' }, value: 4, previous: 9 }],
      recommendations: [{ en: 'Plan a regular research slot.', fr: 'Prévoyez un créneau de recherche.' }],
    },
  ],
};

const tracked: ShortlistProduct = {
  productId: 1,
  asin: 'B0TEST0001',
  marketplace: 'US',
  title: 'Insulated steel water bottle',
  opportunityScore: 70,
  priceCents: 1999,
  currency: 'USD',
  favourite: false,
  tracked: true,
  activeAlerts: 1,
  triggeredAlerts: 1,
};

const answer = (question: string, lang: 'en' | 'fr' = 'en', shortlist = [tracked]) =>
  renderLocalConsultation({
    question,
    data,
    shortlist,
    topics: topicsOf(question),
    passages: [],
    plan: 'pro',
    lang,
  });

describe('local consultation', () => {
  it('answers the topic of the question with the advice on that topic only', () => {
    const text = answer('Did my competitors lower their prices?');
    expect(text).not.toContain('## Your question');
    expect(text).toContain('## Recommendations for your question');
    expect(text).toContain('Alerts fired on “Insulated steel water bottle”');
    expect(text).not.toContain('Plan a regular research slot.'); // research advice, not asked about
  });

  it('says it cannot answer a question on no topic it knows, and labels the advice as general', () => {
    const text = answer('Should I expand to Germany next year?');
    expect(text).toMatch(
      /^## Your question\n\nScout’s local engine cannot answer this question: it recognizes questions about product ideas, competitor tracking and alerts, keyword and product research, your plan and quotas, your own sales and Scout’s AI tools/,
    );
    expect(text).toContain('## Recommendations from your figures (not specific to your question)');
    expect(text).not.toContain('## Recommendations for your question');
    const fr = answer('Dois-je m’étendre en Allemagne ?', 'fr');
    expect(fr).toContain('Le moteur local de Scout ne sait pas répondre à cette question');
  });

  it('says when the data gives nothing on the topic asked', () => {
    const text = answer('How is my conversion rate and my revenue?', 'en', []);
    expect(text).toContain('Your data gives no rule-based advice on your own sales this month');
    expect(text).toContain('- Plan a regular research slot.');
  });
});
