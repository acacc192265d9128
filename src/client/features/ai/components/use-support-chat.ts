import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlan } from '#client/features/billing/index.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { useErrorMessage } from '#client/lib/use-error-message.ts';
import {
  type AnswerEngine,
  type ChatMessage,
  NoStreamError,
  streamSupportChat,
} from '../api/support-chat.ts';

/** A message on screen: the answer streamed so far, the engine that wrote it, or why it failed. */
export interface ShownMessage extends ChatMessage {
  id: number;
  engine?: AnswerEngine;
  error?: string;
}

/**
 * The support chat's conversation: `send` streams the answer into the last message as it comes;
 * a failed answer stays on screen with its reason but is not sent back as history.
 */
export function useSupportChat() {
  const { t } = useTranslation('ai');
  const errorMessage = useErrorMessage();
  const { plan } = usePlan();
  const [messages, setMessages] = useState<ShownMessage[]>([]);
  const [streaming, setStreaming] = useState(false);
  const abort = useRef<AbortController | null>(null);
  const nextId = useRef(0);
  useEffect(() => () => abort.current?.abort(), []);

  const updateLast = (change: (m: ShownMessage) => ShownMessage) =>
    setMessages((all) => [...all.slice(0, -1), change(all[all.length - 1])]);

  async function send(content: string) {
    const history: ChatMessage[] = [
      ...messages.filter((m) => !m.error).map(({ role, content }) => ({ role, content })),
      { role: 'user', content },
    ];
    nextId.current += 2;
    setMessages((all) => [
      ...all,
      { id: nextId.current - 1, role: 'user', content },
      { id: nextId.current, role: 'assistant', content: '' },
    ]);
    setStreaming(true);
    abort.current = new AbortController();
    try {
      await streamSupportChat({
        messages: history,
        plan,
        signal: abort.current.signal,
        onDelta: (text) => updateLast((m) => ({ ...m, content: m.content + text })),
        onEngine: (engine) => updateLast((m) => ({ ...m, engine })),
      });
    } catch (err) {
      if ((err as Error).name === 'AbortError') return;
      const detail =
        err instanceof NoStreamError
          ? t('chat.noStream')
          : err instanceof ApiError && err.status === 429
            ? t('errors.rateLimited')
            : errorMessage(err);
      updateLast((m) => ({ ...m, error: detail }));
    } finally {
      setStreaming(false);
    }
  }

  const clear = () => {
    abort.current?.abort();
    setMessages([]);
    setStreaming(false);
  };

  return { messages, streaming, send, clear };
}
