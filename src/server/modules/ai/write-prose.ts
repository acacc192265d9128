import type { PlanId } from '#domain/plans.ts';
import type { Logger } from '#server/lib/logger.ts';
import type { AiRuntime } from '#server/providers/ai/ai-runtime.ts';
import type { EngineInfo } from '#server/providers/ai/model-provider.ts';
import { checkedModelText } from './checked-model-text.ts';
import type { RecordCall } from './record-ai-call.ts';
import { figuresIn } from './report/render-report.ts';

/**
 * Prose around figures that another module computed (product analyzer, listing optimizer…):
 * the configured model writes it from `facts`; without a provider, or if the model writes a number
 * that is not among `facts`' figures, the caller's deterministic `fallback` text is used.
 * Get `record` from startAiRequest(c, deps, 'analysis'), which also applies the hourly AI limit.
 */
export async function writeProse(o: {
  ai: AiRuntime;
  logger: Logger;
  plan: PlanId;
  record: RecordCall;
  /** What to write, e.g. "Explain this product's opportunity score to the seller in three sentences." */
  task: string;
  /** The computed figures and facts, as label → value. */
  facts: Record<string, string | number>;
  language: 'en' | 'fr';
  fallback: string;
}): Promise<{ text: string; engine: EngineInfo }> {
  const lines = Object.entries(o.facts).map(([k, v]) => `- ${k}: ${v}`);
  const allowed = new Set(lines.flatMap((l) => figuresIn(l)));
  return checkedModelText({
    ...o,
    local: () => o.fallback,
    model: () => ({
      instructions: [
        'You write short explanations for Amazon sellers in the Scout app.',
        `Write in ${o.language === 'fr' ? 'French' : 'English'}, in Markdown without HTML.`,
        'Use only the facts given; do not write any number that is not among them.',
      ].join('\n'),
      prompt: `${o.task}\n\nFacts:\n${lines.join('\n')}`,
      invented: (text) => figuresIn(text).filter((n) => !allowed.has(n)),
    }),
  });
}
