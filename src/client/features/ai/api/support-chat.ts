import { ApiError, callEventStream } from '#client/lib/api-client.ts';
import { type AnswerEngine, type ChatMessage, supportChatApi } from '#contracts/ai.ts';
import type { PlanId } from '#domain/plans.ts';

export type { AnswerEngine, ChatMessage } from '#contracts/ai.ts';

/** There was no answer to read: no body, or a stream that ended without any text (spec: "No response stream"). */
export class NoStreamError extends Error {
  constructor() {
    super('no_stream');
    this.name = 'NoStreamError';
  }
}

/**
 * Asks the support assistant with the whole history and the plan, then reads the server-sent events
 * (`{choices:[{delta:{content}}]}` … `[DONE]`) as they arrive. A stream that ends (with or without
 * [DONE]) before any text arrived throws NoStreamError, so the panel never waits for an answer that
 * will not come.
 */
export async function streamSupportChat(o: {
  messages: ChatMessage[];
  plan: PlanId;
  signal?: AbortSignal;
  onDelta: (text: string) => void;
  onEngine: (engine: AnswerEngine) => void;
}): Promise<void> {
  const events = callEventStream(
    supportChatApi.send,
    { body: { messages: o.messages, userPlan: o.plan } },
    { signal: o.signal },
  );
  let engineKnown = false;
  let received = false;
  for await (const event of events) {
    // A failure after the stream started (its status was 200).
    if ('error' in event) throw new ApiError(200, event.error.code, event.error.params ?? {});
    if (!engineKnown && event.engine) {
      engineKnown = true;
      o.onEngine({ engine: event.engine, model: event.model ?? null });
    }
    const content = event.choices?.[0]?.delta?.content;
    if (content) {
      received = true;
      o.onDelta(content);
    }
  }
  if (!received) throw new NoStreamError();
}
