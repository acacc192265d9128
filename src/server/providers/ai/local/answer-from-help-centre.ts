import type { Language } from '#domain/languages.ts';
import { withTypography } from '#domain/typography.ts';
import type { HelpCentre, HelpPassage } from './help-centre.ts';
import { type SearchHit, tokenize } from './text-search.ts';

/**
 * Evidence a passage needs before it is quoted: at least half of the question's informative terms
 * (generic words such as "Scout", "support" or "Amazon" do not count; more than half when one of
 * them is a word the help centre never uses, such as "Walmart") and a minimum BM25 score, and
 * either one of those terms in the passage's title or heading (the passage is about it, not just
 * mentioning it) or most of them in its text. Otherwise the engine says it does not know.
 */
const MIN_SCORE = 1.5;
const MIN_COVERAGE = 0.5;
const MIN_COVERAGE_IN_TEXT = 0.75;
/** A passage that only mentions the question's words ranks below one that is about them. */
const MENTION_ONLY_WEIGHT = 0.7;
const MAX_QUOTE = 1400;

const TEXT = {
  en: {
    intro: 'Here is what the Scout help center says about this:',
    related: 'Related:',
    more: 'If this does not answer your question, try rephrasing it.',
    unknown:
      'I don’t know the answer to that: nothing in the Scout help center covers it, and I would rather not guess.',
    topics: 'I can answer questions about:',
    greeting: 'Hello! Ask me a question about Scout. I can answer questions about:',
    contact: (email: string) => `You can also write to the team at ${email}.`,
  },
  fr: {
    intro: 'Voici ce que dit le centre d’aide de Scout à ce sujet :',
    related: 'Voir aussi :',
    more: 'Si cela ne répond pas à votre question, essayez de la reformuler.',
    unknown:
      'Je ne connais pas la réponse : rien dans le centre d’aide de Scout n’en parle, et je préfère ne pas deviner.',
    topics: 'Je peux répondre aux questions sur :',
    greeting: 'Bonjour ! Posez-moi une question sur Scout. Je peux répondre aux questions sur :',
    contact: (email: string) => `Vous pouvez aussi écrire à l’équipe : ${email}.`,
  },
} satisfies Record<Language, unknown>;

/** A passage cut at a paragraph boundary so quotes stay readable. */
function quote(body: string) {
  if (body.length <= MAX_QUOTE) return body;
  const paragraphs = body.split(/\n{2,}/);
  let out = '';
  for (const p of paragraphs) {
    if (out && out.length + p.length > MAX_QUOTE) break;
    out += `${out ? '\n\n' : ''}${p}`;
  }
  return out;
}

const titleOf = (p: HelpPassage) =>
  p.heading === p.articleTitle ? p.heading : `${p.articleTitle} › ${p.heading}`;

const isEvidence = (hit: SearchHit) =>
  hit.score >= MIN_SCORE &&
  (hit.unknown > 0 ? hit.coverage > MIN_COVERAGE : hit.coverage >= MIN_COVERAGE) &&
  hit.informative >= 1 &&
  (hit.strong || (hit.informative >= 2 && hit.coverage >= MIN_COVERAGE_IN_TEXT));

const rank = (hit: SearchHit) => hit.score * (hit.strong ? 1 : MENTION_ONLY_WEIGHT);

/** The passages that answer a question, best first; empty when none is relevant enough. */
export function relevantPassages(centre: HelpCentre, question: string, language: Language, limit = 3) {
  const results = centre
    .search(question, language, limit + 7)
    .filter((r) => isEvidence(r.hit))
    .sort((a, b) => rank(b.hit) - rank(a.hit));
  const best = results[0];
  if (!best) return [];
  return results
    .filter((r) => rank(r.hit) >= rank(best.hit) * 0.5)
    .slice(0, limit)
    .map((r) => r.passage);
}

export interface LocalSupportAnswer {
  markdown: string;
  /** The passages quoted (empty when the engine did not know). */
  sources: string[];
}

/** The local engine's support answer: the best help-centre passages, quoted, or an honest "I don't know". */
export function answerFromHelpCentre(
  centre: HelpCentre,
  question: string,
  language: Language,
  o: { contactEmail?: string } = {},
): LocalSupportAnswer {
  const t = TEXT[language];
  const contact = o.contactEmail ? `\n\n${t.contact(o.contactEmail)}` : '';
  const topics = centre.articles[language].map((a) => `- ${a.title}`).join('\n');
  if (tokenize(question).length === 0) {
    return { markdown: withTypography(`${t.greeting}\n\n${topics}`, language), sources: [] };
  }
  const passages = relevantPassages(centre, question, language, 3);
  if (passages.length === 0) {
    return {
      markdown: withTypography(`${t.unknown}\n\n${t.topics}\n\n${topics}${contact}`, language),
      sources: [],
    };
  }
  const [best, ...others] = passages;
  const second = others.find((p) => p.article !== best.article || p.heading !== best.heading);
  const parts = [t.intro, `### ${titleOf(best)}`, quote(best.body)];
  if (second && second.article === best.article) parts.push(`### ${titleOf(second)}`, quote(second.body));
  const related = others.filter((p) => p !== second || second.article !== best.article);
  if (related.length) parts.push(`${t.related} ${related.map((p) => `*${titleOf(p)}*`).join(', ')}`);
  parts.push(`${t.more}${contact}`);
  return { markdown: withTypography(parts.join('\n\n'), language), sources: passages.map((p) => p.id) };
}
