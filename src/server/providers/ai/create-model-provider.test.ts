import { describe, expect, it } from 'vitest';
import { loadEnv } from '#server/env.ts';
import { createModelProvider } from './create-model-provider.ts';

const provider = (raw: Record<string, string>) => createModelProvider(loadEnv(raw));

describe('AI provider selection from the configuration', () => {
  it('uses the local engine when nothing is configured, or when forced', () => {
    expect(provider({})).toBeNull();
    expect(provider({ AI_PROVIDER: 'local', GOOGLE_GENERATIVE_AI_API_KEY: 'k' })).toBeNull();
  });

  it('prefers Gemini, with the flash model for standard plans and the pro model for elite', () => {
    const p = provider({
      GOOGLE_GENERATIVE_AI_API_KEY: 'k',
      OPENAI_BASE_URL: 'http://h/v1',
      OPENAI_MODEL: 'm',
    });
    expect(p?.engine).toBe('gemini');
    expect(p?.model('standard').modelId).toBe('gemini-2.5-flash');
    expect(p?.model('advanced').modelId).toBe('gemini-2.5-pro');
  });

  it('uses an OpenAI-compatible endpoint, with an optional larger model for elite', () => {
    const p = provider({ OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1', OPENAI_MODEL: 'llama3.1' });
    expect(p?.engine).toBe('openai-compatible');
    expect(p?.model('advanced').modelId).toBe('llama3.1');
    const q = provider({
      OPENAI_BASE_URL: 'http://h/v1',
      OPENAI_MODEL: 'small',
      OPENAI_ELITE_MODEL: 'large',
    });
    expect(q?.model('advanced').modelId).toBe('large');
  });

  it('refuses incomplete settings with a readable message', () => {
    expect(() => loadEnv({ OPENAI_BASE_URL: 'http://h/v1' })).toThrow(
      /OPENAI_MODEL: is required when OPENAI_BASE_URL is set/,
    );
    expect(() => loadEnv({ AI_PROVIDER: 'gemini' })).toThrow(/GOOGLE_GENERATIVE_AI_API_KEY: is required/);
    expect(() => loadEnv({ AI_TIMEOUT_MS: '10' })).toThrow(/AI_TIMEOUT_MS/);
  });
});
