import { PLANS, type PlanId } from '#domain/plans.ts';
import type { Logger } from '#server/lib/logger.ts';
import type { AiRuntime } from '#server/providers/ai/ai-runtime.ts';
import { type EngineInfo, engineOf, LOCAL_ENGINE } from '#server/providers/ai/model-provider.ts';
import { generateRecorded, type RecordCall } from './record-ai-call.ts';

/**
 * Text from the plan's model when a provider is configured and the text holds no figure outside the
 * data it was given (`invented` lists those); else the deterministic `local()` text of the local
 * engine. Every AI surface that words computed figures (report, consultation, analyzer prose…)
 * goes through here, so that a model never puts a number of its own in front of a seller.
 */
export async function checkedModelText(o: {
  ai: AiRuntime;
  logger: Logger;
  plan: PlanId;
  record: RecordCall;
  /** What to ask the model, and the figures of its answer that are not in the data (built only with a provider). */
  model: () => { instructions: string; prompt: string; invented: (text: string) => number[] };
  local: () => string;
}): Promise<{ text: string; engine: EngineInfo }> {
  if (!o.ai.provider) {
    await o.record(LOCAL_ENGINE, 'ok');
    return { text: o.local(), engine: LOCAL_ENGINE };
  }
  const choice = o.ai.provider.model(PLANS[o.plan].ai.tier);
  const { instructions, prompt, invented: inventedIn } = o.model();
  const result = await generateRecorded(o.record, {
    choice,
    instructions,
    prompt,
    maxOutputTokens: PLANS[o.plan].ai.maxOutputTokens,
    timeoutMs: o.ai.timeoutMs,
  });
  const invented = inventedIn(result.text);
  if (invented.length > 0) {
    o.logger.warn(
      { invented: invented.slice(0, 10) },
      'the model wrote figures not in the data; local text used',
    );
    return { text: o.local(), engine: LOCAL_ENGINE };
  }
  return { text: result.text, engine: engineOf(choice) };
}
