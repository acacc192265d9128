import { PLANS, type PlanId } from '../../../domain/plans.ts';
import type { Logger } from '../../lib/logger.ts';
import type { AiRuntime } from '../../providers/ai/ai-runtime.ts';
import { type EngineInfo, engineOf, LOCAL_ENGINE } from '../../providers/ai/model-provider.ts';
import { generateRecorded, type RecordCall } from './record-ai-call.ts';
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
  if (!o.ai.provider) {
    await o.record(LOCAL_ENGINE, 'ok');
    return { text: o.fallback, engine: LOCAL_ENGINE };
  }
  const choice = o.ai.provider.model(PLANS[o.plan].ai.tier);
  const lines = Object.entries(o.facts).map(([k, v]) => `- ${k}: ${v}`);
  const result = await generateRecorded(o.record, {
    choice,
    instructions: [
      'You write short explanations for Amazon sellers in the Scout app.',
      `Write in ${o.language === 'fr' ? 'French' : 'English'}, in Markdown without HTML.`,
      'Use only the facts given; do not write any number that is not among them.',
    ].join('\n'),
    prompt: `${o.task}\n\nFacts:\n${lines.join('\n')}`,
    maxOutputTokens: PLANS[o.plan].ai.maxOutputTokens,
    timeoutMs: o.ai.timeoutMs,
  });
  const allowed = new Set(lines.flatMap((l) => figuresIn(l)));
  const invented = figuresIn(result.text).filter((n) => !allowed.has(n));
  if (invented.length > 0) {
    o.logger.warn(
      { invented: invented.slice(0, 10) },
      'the model wrote figures not in the facts; fallback used',
    );
    return { text: o.fallback, engine: LOCAL_ENGINE };
  }
  return { text: result.text, engine: engineOf(choice) };
}
