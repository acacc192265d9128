import { createGoogle } from '@ai-sdk/google';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { Env } from '#server/env.ts';
import type { ModelProvider } from './model-provider.ts';

type AiEnv = Pick<
  Env,
  | 'AI_PROVIDER'
  | 'GOOGLE_GENERATIVE_AI_API_KEY'
  | 'GEMINI_MODEL'
  | 'GEMINI_ELITE_MODEL'
  | 'GEMINI_BASE_URL'
  | 'OPENAI_BASE_URL'
  | 'OPENAI_API_KEY'
  | 'OPENAI_MODEL'
  | 'OPENAI_ELITE_MODEL'
>;

function gemini(env: AiEnv): ModelProvider {
  const google = createGoogle({ apiKey: env.GOOGLE_GENERATIVE_AI_API_KEY, baseURL: env.GEMINI_BASE_URL });
  return {
    engine: 'gemini',
    model(tier) {
      const modelId = tier === 'advanced' ? env.GEMINI_ELITE_MODEL : env.GEMINI_MODEL;
      return { engine: 'gemini', modelId, model: google(modelId) };
    },
  };
}

function openAiCompatible(env: AiEnv): ModelProvider {
  const provider = createOpenAICompatible({
    name: 'openai-compatible',
    baseURL: (env.OPENAI_BASE_URL as string).replace(/\/+$/, ''),
    apiKey: env.OPENAI_API_KEY,
    includeUsage: true,
  });
  return {
    engine: 'openai-compatible',
    model(tier) {
      const standard = env.OPENAI_MODEL as string;
      const modelId = tier === 'advanced' ? (env.OPENAI_ELITE_MODEL ?? standard) : standard;
      return { engine: 'openai-compatible', modelId, model: provider.chatModel(modelId) };
    },
  };
}

/**
 * The remote provider the configuration asks for, or null for the built-in local engine:
 * Gemini when its key is set, else an OpenAI-compatible endpoint when its base URL is set.
 */
export function createModelProvider(env: AiEnv): ModelProvider | null {
  switch (env.AI_PROVIDER) {
    case 'local':
      return null;
    case 'gemini':
      return gemini(env);
    case 'openai-compatible':
      return openAiCompatible(env);
    default:
      if (env.GOOGLE_GENERATIVE_AI_API_KEY) return gemini(env);
      if (env.OPENAI_BASE_URL) return openAiCompatible(env);
      return null;
  }
}
