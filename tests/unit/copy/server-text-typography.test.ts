import { describe, expect, it } from 'vitest';
import { withTypography } from '#domain/typography.ts';
import { topicsOf } from '#server/modules/ai/consultation/consultation-topics.ts';
import { renderLocalConsultation } from '#server/modules/ai/consultation/render-local-consultation.ts';
import { renderLocalCommentary, renderReportFigures } from '#server/modules/ai/report/render-report.ts';
import { answerFromHelpCentre } from '#server/providers/ai/local/answer-from-help-centre.ts';
import { loadHelpCentre } from '#server/providers/ai/local/help-centre.ts';
import { reportData } from '#tests/helpers/factories/report-data.ts';
import { type Lang, typographyProblems } from './copy-rules.ts';

/**
 * The text the server writes itself — the local engine's monthly report, consultation and support
 * answers — follows the same typography as the client's strings (copy-rules.ts): in French a
 * narrow no-break space (U+202F) before : ; ! ? % and inside « », never U+00A0 (issue 20).
 */
const data = reportData();

const centre = loadHelpCentre();
const questions = { en: 'How do I cancel my subscription?', fr: 'Comment résilier mon abonnement ?' };

function texts(lang: Lang): string[] {
  const consultation = (question: string) =>
    renderLocalConsultation({
      question,
      data,
      shortlist: [
        {
          productId: 1,
          asin: 'B0TEST0001',
          marketplace: 'US',
          title: 'Insulated steel water bottle',
          opportunityScore: 30,
          priceCents: 1999,
          currency: 'USD',
          favourite: true,
          tracked: true,
          activeAlerts: 1,
          triggeredAlerts: 1,
        },
      ],
      topics: topicsOf(question),
      passages: [],
      plan: 'pro',
      lang,
    });
  return [
    renderReportFigures(data, lang),
    renderLocalCommentary(data, lang),
    consultation(
      lang === 'fr'
        ? 'Mes concurrents ont-ils baissé leurs prix ?'
        : 'Did my competitors lower their prices?',
    ),
    consultation(lang === 'fr' ? 'Dois-je m’étendre en Allemagne ?' : 'Should I expand to Germany?'),
    answerFromHelpCentre(centre, questions[lang], lang, { contactEmail: 'help@example.com' }).markdown,
    answerFromHelpCentre(centre, 'xyzzy plugh', lang).markdown,
  ];
}

describe('text the server writes', () => {
  it.each(['en', 'fr'] as const)('in %s follows the typography', (lang) => {
    const lines = texts(lang)
      .flatMap((text) => text.split('\n'))
      // Markdown tables and quotes keep their syntax; the words in them are checked.
      .map((line) => line.replace(/^[>\-|#\s]+|[|\s]+$/g, '').replace(/\s*\|\s*/g, ' — '))
      .filter((line) => line && !/^[-:— ]+$/.test(line));
    const problems = lines.flatMap((line) => typographyProblems(line, lang).map((p) => `${p} — ${line}`));
    expect(problems).toEqual([]);
    // U+00A0 only where Intl puts it in an amount (19,99 $US), never before punctuation.
    expect(texts(lang).join('\n')).not.toMatch(/\u00a0[:;!?%»]|«\u00a0/);
  });

  it('sets French spacing with the narrow no-break space and English without one', () => {
    expect(withTypography('Prix : 12 % « ok » ; oui\u00a0! https://x.test/a%20b', 'fr')).toBe(
      'Prix\u202f: 12\u202f% «\u202fok\u202f»\u202f; oui\u202f! https://x.test/a%20b',
    );
    expect(withTypography('Up 12 % since: March', 'en')).toBe('Up 12% since: March');
  });
});
