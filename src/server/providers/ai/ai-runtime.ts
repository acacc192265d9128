import type { Env } from '#server/env.ts';
import { createModelProvider } from './create-model-provider.ts';
import type { ModelProvider } from './model-provider.ts';

/** The AI configuration of this process, shared by every AI feature. */
export interface AiRuntime {
  /** Null: the built-in local engine answers. */
  provider: ModelProvider | null;
  timeoutMs: number;
  /** AI requests allowed per user (or per address when signed out) and per hour. */
  requestsPerHour: number;
}

export const createAiRuntime = (env: Env): AiRuntime => ({
  provider: createModelProvider(env),
  timeoutMs: env.AI_TIMEOUT_MS,
  requestsPerHour: env.AI_RATE_LIMIT_PER_HOUR,
});
