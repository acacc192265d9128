import type { LanguageModel } from 'ai';
import type { AiTier } from '#domain/plans.ts';
import type { AiEngineKind } from '#server/db/schema/ai.ts';

export type RemoteEngineKind = Exclude<AiEngineKind, 'local'>;

/** A concrete model to call, with what to record about it. */
export interface ModelChoice {
  engine: RemoteEngineKind;
  modelId: string;
  model: LanguageModel;
}

/** A remote AI provider configured by the operator: one model per plan tier. */
export interface ModelProvider {
  engine: RemoteEngineKind;
  model(tier: AiTier): ModelChoice;
}

/** What produced an answer; shown discreetly under it in the UI. */
export interface EngineInfo {
  engine: AiEngineKind;
  model: string | null;
}

export const LOCAL_ENGINE: EngineInfo = { engine: 'local', model: null };
export const engineOf = (choice: ModelChoice | null): EngineInfo =>
  choice ? { engine: choice.engine, model: choice.modelId } : LOCAL_ENGINE;
