import type { Db } from '#server/db/client.ts';
import { type AiFeature, aiCalls } from '#server/db/schema/index.ts';
import type { Logger } from '#server/lib/logger.ts';
import { mapAiError } from '#server/providers/ai/map-ai-error.ts';
import { type EngineInfo, engineOf } from '#server/providers/ai/model-provider.ts';
import { generateWithModel, type ModelCall, type ModelUsage } from '#server/providers/ai/run-model.ts';

export interface AiCallRecord {
  userId: string | null;
  feature: AiFeature;
  engine: EngineInfo;
  usage?: ModelUsage;
  /** 'ok' or the error code returned. */
  outcome: string;
  startedAt: number;
}

/** Logs one AI call (tokens included) and keeps it in ai_calls. Never fails the request. */
export async function recordAiCall(o: { db: Db; logger: Logger; now: Date; call: AiCallRecord }) {
  const { call } = o;
  const row = {
    userId: call.userId,
    feature: call.feature,
    engine: call.engine.engine,
    model: call.engine.model,
    inputTokens: call.usage?.inputTokens ?? null,
    outputTokens: call.usage?.outputTokens ?? null,
    outcome: call.outcome,
    durationMs: Math.max(0, Math.round(performance.now() - call.startedAt)),
    createdAt: o.now,
  };
  o.logger.info({ ai: row }, 'ai call');
  try {
    await o.db.insert(aiCalls).values(row);
  } catch (err) {
    o.logger.warn({ err }, 'could not record the AI call');
  }
}

/** Records one call of a feature; bound to the request by the route. */
export type RecordCall = (engine: EngineInfo, outcome: string, usage?: ModelUsage) => Promise<void>;

/** Calls the model for a whole answer and records the call, whatever its outcome. */
export async function generateRecorded(record: RecordCall, call: ModelCall) {
  try {
    const result = await generateWithModel(call);
    await record(engineOf(call.choice), 'ok', result.usage);
    return result;
  } catch (e) {
    const error = mapAiError(e);
    await record(engineOf(call.choice), error.code);
    throw error;
  }
}
