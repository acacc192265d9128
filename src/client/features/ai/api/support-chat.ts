import { ApiError, apiFetch } from '#client/lib/api-client.ts';
import type { PlanId } from '#domain/plans.ts';

export interface ChatMessage {
  role: 'user' | 'assistant';
  content: string;
}

export interface AnswerEngine {
  engine: 'gemini' | 'openai-compatible' | 'local';
  model: string | null;
}

/** There was no answer to read: no body, or a stream that ended without any text (spec: "No response stream"). */
export class NoStreamError extends Error {
  constructor() {
    super('no_stream');
    this.name = 'NoStreamError';
  }
}

/**
 * Asks the support assistant: POST /api/support-chat with the whole history and the plan, then reads
 * the server-sent events (`data: {choices:[{delta:{content}}]}` … `data: [DONE]`) as they arrive.
 * A stream that ends (with or without [DONE]) before any text arrived throws NoStreamError, so the
 * panel never waits for an answer that will not come.
 */
export async function streamSupportChat(o: {
  messages: ChatMessage[];
  plan: PlanId;
  signal?: AbortSignal;
  onDelta: (text: string) => void;
  onEngine: (engine: AnswerEngine) => void;
}): Promise<void> {
  const res = await apiFetch('POST', '/support-chat', {
    body: { messages: o.messages, userPlan: o.plan },
    signal: o.signal,
  });
  if (!res.body) throw new NoStreamError();
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let engineKnown = false;
  let received = false;
  while (true) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    let end = buffer.indexOf('\n\n');
    while (end !== -1) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      end = buffer.indexOf('\n\n');
      const data = block
        .split('\n')
        .filter((l) => l.startsWith('data:'))
        .map((l) => l.slice(5).trimStart())
        .join('\n');
      if (!data) continue;
      if (data === '[DONE]') {
        await reader.cancel().catch(() => undefined);
        if (!received) throw new NoStreamError();
        return;
      }
      const event = JSON.parse(data);
      if (event.error) throw new ApiError(res.status, event.error.code, event.error.params ?? {});
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
  }
  if (!received) throw new NoStreamError();
}
