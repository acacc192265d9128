import { APICallError } from 'ai';
import { convertArrayToReadableStream, MockLanguageModelV4 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { mapAiError } from './map-ai-error.ts';
import type { ModelChoice } from './model-provider.ts';
import { generateWithModel, streamWithModel } from './run-model.ts';

const usage = {
  inputTokens: { total: 12, noCache: 12, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 3, text: 3, reasoning: undefined },
};
const finishReason = { unified: 'stop' as const, raw: 'stop' };

const choiceOf = (model: MockLanguageModelV4): ModelChoice => ({
  engine: 'openai-compatible',
  modelId: 'mock',
  model,
});
const call = (model: MockLanguageModelV4) => ({
  choice: choiceOf(model),
  instructions: 'Be brief.',
  prompt: 'Hi',
  maxOutputTokens: 100,
  timeoutMs: 5000,
});

const streaming = (parts: unknown[]) =>
  new MockLanguageModelV4({
    doStream: async () => ({ stream: convertArrayToReadableStream(parts as never[]) }),
  });

describe('streamWithModel', () => {
  it('yields the text pieces in order and reports usage', async () => {
    const model = streaming([
      { type: 'stream-start', warnings: [] },
      { type: 'text-start', id: 't' },
      { type: 'text-delta', id: 't', delta: 'One ' },
      { type: 'text-delta', id: 't', delta: 'two ' },
      { type: 'text-delta', id: 't', delta: 'three.' },
      { type: 'text-end', id: 't' },
      { type: 'finish', usage, finishReason },
    ]);
    const stream = await streamWithModel(call(model));
    const pieces: string[] = [];
    for await (const piece of stream.chunks) pieces.push(piece);
    expect(pieces).toEqual(['One ', 'two ', 'three.']);
    expect(await stream.usage).toEqual({ inputTokens: 12, outputTokens: 3 });
    expect(model.doStreamCalls[0].maxOutputTokens).toBe(100);
  });

  it('throws before the first piece when the provider refuses (so the route can answer 429)', async () => {
    const model = new MockLanguageModelV4({
      doStream: async () => {
        throw new APICallError({
          message: 'slow down',
          url: 'http://x',
          requestBodyValues: {},
          statusCode: 429,
          isRetryable: false,
        });
      },
    });
    await expect(streamWithModel(call(model))).rejects.toMatchObject({
      code: 'ai_rate_limited',
      status: 429,
    });
  });

  it('throws midway when an error part follows some text', async () => {
    const model = streaming([
      { type: 'text-start', id: 't' },
      { type: 'text-delta', id: 't', delta: 'Half' },
      { type: 'error', error: new Error('upstream reset') },
    ]);
    const stream = await streamWithModel(call(model));
    const pieces: string[] = [];
    await expect(
      (async () => {
        for await (const piece of stream.chunks) pieces.push(piece);
      })(),
    ).rejects.toMatchObject({ code: 'ai_unavailable' });
    expect(pieces).toEqual(['Half']);
  });

  it('treats an empty answer as unavailable', async () => {
    const model = streaming([{ type: 'finish', usage, finishReason }]);
    await expect(streamWithModel(call(model))).rejects.toMatchObject({ code: 'ai_unavailable' });
  });
});

describe('generateWithModel', () => {
  it('returns the trimmed text and usage', async () => {
    const model = new MockLanguageModelV4({
      doGenerate: async () => ({
        content: [{ type: 'text', text: '  Done. ' }],
        finishReason,
        usage,
        warnings: [],
      }),
    });
    expect(await generateWithModel(call(model))).toEqual({
      text: 'Done.',
      usage: { inputTokens: 12, outputTokens: 3 },
    });
    expect(model.doGenerateCalls[0].prompt[0]).toEqual({ role: 'system', content: 'Be brief.' });
  });
});

describe('mapAiError', () => {
  it('maps status codes found anywhere in the error chain', () => {
    expect(mapAiError({ lastError: { statusCode: 429 } })).toMatchObject({
      code: 'ai_rate_limited',
      status: 429,
    });
    expect(mapAiError({ cause: { name: 'TimeoutError' } })).toMatchObject({
      code: 'ai_timeout',
      status: 504,
    });
    expect(mapAiError({ statusCode: 500 })).toMatchObject({
      code: 'ai_unavailable',
      params: { status: 500 },
    });
    expect(mapAiError(new Error('socket hang up'))).toMatchObject({ code: 'ai_unavailable', params: {} });
  });
});
