import type { ModelMessage } from 'ai';
import { AppError } from '#server/lib/app-error.ts';
import { mapAiError } from './map-ai-error.ts';
import type { ModelChoice } from './model-provider.ts';

export interface ModelCall {
  choice: ModelChoice;
  instructions: string;
  /** Either a conversation or a single prompt. */
  messages?: ModelMessage[];
  prompt?: string;
  maxOutputTokens: number;
  timeoutMs: number;
  abortSignal?: AbortSignal;
}

export interface ModelUsage {
  inputTokens: number | null;
  outputTokens: number | null;
}

/**
 * The AI SDK is loaded with the first model call: with the built-in local engine (the default) it is
 * never needed, and held from the start it adds to idle memory (docs/benchmarks.md "memory").
 */
const aiSdk = () => import('ai');

/** One retry on transient errors (429, 5xx, network): the SDK's retry with backoff. */
const MAX_RETRIES = 1;

const promptOf = (call: ModelCall) =>
  call.messages ? { messages: call.messages } : { prompt: call.prompt ?? '' };

const usageOf = (u: { inputTokens?: number; outputTokens?: number } | undefined): ModelUsage => ({
  inputTokens: u?.inputTokens ?? null,
  outputTokens: u?.outputTokens ?? null,
});

/** A whole answer at once (reports, consultations, listings, translations). */
export async function generateWithModel(call: ModelCall): Promise<{ text: string; usage: ModelUsage }> {
  const { generateText } = await aiSdk();
  try {
    const result = await generateText({
      model: call.choice.model,
      instructions: call.instructions,
      ...promptOf(call),
      maxOutputTokens: call.maxOutputTokens,
      maxRetries: MAX_RETRIES,
      timeout: call.timeoutMs,
      abortSignal: call.abortSignal,
    });
    const text = result.text.trim();
    if (!text) throw new AppError('ai_unavailable', 502, { reason: 'empty' });
    return { text, usage: usageOf(result.usage) };
  } catch (e) {
    throw mapAiError(e);
  }
}

export interface ModelStream {
  /** Text pieces in order; throws an AppError if the provider fails midway. */
  chunks: AsyncIterable<string>;
  /** Settles when the stream is done. */
  usage: Promise<ModelUsage>;
}

/**
 * Starts a streamed answer and waits for its first piece of text, so that a refusal (429, bad key,
 * timeout) is known before the caller commits to an HTTP 200 stream.
 */
export async function streamWithModel(call: ModelCall): Promise<ModelStream> {
  const { streamText } = await aiSdk();
  const result = streamText({
    model: call.choice.model,
    instructions: call.instructions,
    ...promptOf(call),
    maxOutputTokens: call.maxOutputTokens,
    maxRetries: MAX_RETRIES,
    timeout: call.timeoutMs,
    abortSignal: call.abortSignal,
    onError: () => {}, // errors arrive as stream parts and are mapped below
  });
  let resolveUsage: (u: ModelUsage) => void = () => {};
  const usage = new Promise<ModelUsage>((r) => {
    resolveUsage = r;
  });
  const parts = result.stream[Symbol.asyncIterator]();

  /** The next piece of text, or null at the end. */
  async function nextText(): Promise<string | null> {
    while (true) {
      const { value: part, done } = await parts.next().catch((e: unknown) => {
        throw mapAiError(e);
      });
      if (done) return null;
      if (part.type === 'text-delta' && part.text) return part.text;
      if (part.type === 'error') throw mapAiError(part.error);
      if (part.type === 'abort') throw new AppError('ai_timeout', 504);
      if (part.type === 'finish') resolveUsage(usageOf(part.totalUsage));
    }
  }

  let first: string | null;
  try {
    first = await nextText();
  } catch (e) {
    resolveUsage(usageOf(undefined));
    throw e;
  }
  if (first === null) {
    resolveUsage(usageOf(undefined));
    throw new AppError('ai_unavailable', 502, { reason: 'empty' });
  }
  async function* chunks() {
    try {
      yield first as string;
      for (let text = await nextText(); text !== null; text = await nextText()) yield text;
    } finally {
      resolveUsage(usageOf(undefined)); // no-op when the finish part already resolved it
      await parts.return?.(); // the reader stopped early: stop the upstream call too
    }
  }
  return { chunks: chunks(), usage };
}
