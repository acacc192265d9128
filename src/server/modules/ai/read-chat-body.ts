import { CHAT_MESSAGE_MAX, type ChatMessage } from '#contracts/ai.ts';
import { AppError } from '#server/lib/app-error.ts';

export type { ChatMessage };

const ASSISTANT_MESSAGE_MAX = 20_000;
const HISTORY_MAX = 100;
/** Only the end of a long conversation is sent to the model. */
export const HISTORY_SENT = 20;

const invalid = () => new AppError('chat_message_invalid', 400);

/**
 * The body of POST /api/support-chat: `{ messages: [{ role, content }…], userPlan? }`, the last
 * message being the user's new one. `userPlan` is accepted for compatibility and ignored: the
 * server reads the plan from the session. Refusals: chat_message_empty, chat_message_too_long, chat_message_invalid.
 */
export function parseChatBody(body: unknown): ChatMessage[] {
  const messages = (body as { messages?: unknown } | null)?.messages;
  if (!Array.isArray(messages) || messages.length === 0 || messages.length > HISTORY_MAX) throw invalid();
  const parsed = messages.map((m): ChatMessage => {
    const { role, content } = (m ?? {}) as Record<string, unknown>;
    if ((role !== 'user' && role !== 'assistant') || typeof content !== 'string') throw invalid();
    return { role, content };
  });
  const last = parsed[parsed.length - 1];
  if (last.role !== 'user') throw invalid();
  for (const m of parsed) {
    if (m.role === 'user' && m.content.trim().length === 0 && m === last)
      throw new AppError('chat_message_empty', 400);
    if (m.role === 'user' && m.content.length > CHAT_MESSAGE_MAX)
      throw new AppError('chat_message_too_long', 400, { max: CHAT_MESSAGE_MAX });
    if (m.role === 'assistant' && m.content.length > ASSISTANT_MESSAGE_MAX) throw invalid();
  }
  return parsed.filter((m) => m.content.trim().length > 0).map((m) => ({ ...m, content: m.content.trim() }));
}
