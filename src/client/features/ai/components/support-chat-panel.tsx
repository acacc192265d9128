import { Loader2, Send, Trash2, X } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Textarea } from '#client/components/ui/input.tsx';
import { usePlan } from '#client/features/billing/api/usage.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { useErrorMessage } from '#client/lib/use-error-message.ts';
import { CHAT_MESSAGE_MAX } from '#contracts/ai.ts';
import { PLANS } from '#domain/plans.ts';
import {
  type AnswerEngine,
  type ChatMessage,
  NoStreamError,
  streamSupportChat,
} from '../api/support-chat.ts';
import { EngineNote } from './engine-note.tsx';
import MarkdownText from './markdown.tsx';

interface Shown extends ChatMessage {
  id: number;
  engine?: AnswerEngine;
  error?: string;
}

/** The chat panel: 24 rem × 600 px (smaller screens: the space available). */
export default function SupportChatPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('ai');
  const errorMessage = useErrorMessage();
  const { plan } = usePlan();
  const support = PLANS[plan].support;
  const [messages, setMessages] = useState<Shown[]>([]);
  const [input, setInput] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [streaming, setStreaming] = useState(false);
  const abort = useRef<AbortController | null>(null);
  const nextId = useRef(0);
  const list = useRef<HTMLDivElement>(null);
  const field = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    if (open) field.current?.focus();
  }, [open]);
  useEffect(() => () => abort.current?.abort(), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll on every new piece of text
  useEffect(() => {
    list.current?.scrollTo({ top: list.current.scrollHeight });
  }, [messages]);

  const updateLast = (change: (m: Shown) => Shown) =>
    setMessages((all) => [...all.slice(0, -1), change(all[all.length - 1])]);

  async function send(e?: FormEvent) {
    e?.preventDefault();
    if (streaming) return;
    const content = input.trim();
    if (!content) return setInvalid(t('chat.empty'));
    if (content.length > CHAT_MESSAGE_MAX) return setInvalid(t('chat.tooLong', { max: CHAT_MESSAGE_MAX }));
    setInvalid(null);
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
    setInput('');
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

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey) {
      e.preventDefault();
      void send();
    }
  };

  const clear = () => {
    abort.current?.abort();
    setMessages([]);
    setStreaming(false);
    field.current?.focus();
  };

  if (!open) return null;
  const greeting =
    support === 'standard'
      ? t('chat.greeting')
      : t('chat.greetingPremium', { plan: t(`common:plans.${plan}`) });
  return (
    <section
      role="dialog"
      aria-modal="false"
      aria-labelledby="support-chat-title"
      onKeyDown={(e) => e.key === 'Escape' && onClose()}
      className="fixed right-4 bottom-4 z-50 flex h-[min(600px,calc(100dvh-2rem))] w-[min(24rem,calc(100vw-2rem))] flex-col overflow-hidden rounded-lg border bg-card shadow-2xl print:hidden"
    >
      <header className="flex items-center gap-2 border-b bg-primary px-4 py-3 text-primary-foreground">
        {/* Title and badge wrap onto two lines on narrow screens rather than cutting the title. */}
        <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-2 gap-y-1">
          <h2 id="support-chat-title" className="font-semibold leading-tight break-words">
            {t('chat.title')}
          </h2>
          {support !== 'standard' && (
            <Badge variant="accent" className="whitespace-nowrap" data-support={support}>
              {t(`chat.support.${support}`)}
            </Badge>
          )}
        </div>
        <div className="flex shrink-0 items-center gap-1">
          <Button
            variant="ghost"
            size="icon"
            className="size-8 hover:bg-white/15"
            onClick={clear}
            disabled={messages.length === 0}
            aria-label={t('chat.clear')}
            title={t('chat.clear')}
          >
            <Trash2 />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="size-8 hover:bg-white/15"
            onClick={onClose}
            aria-label={t('chat.close')}
            title={t('chat.close')}
          >
            <X />
          </Button>
        </div>
      </header>

      <div
        ref={list}
        className="flex-1 space-y-3 overflow-y-auto p-4"
        aria-live="polite"
        aria-busy={streaming}
      >
        <div className="max-w-[90%] rounded-lg bg-muted px-3 py-2 text-sm">{greeting}</div>
        {messages.map((m) =>
          m.role === 'user' ? (
            <div
              key={m.id}
              className="ml-auto max-w-[85%] whitespace-pre-wrap rounded-lg bg-primary px-3 py-2 text-sm text-primary-foreground"
            >
              {m.content}
            </div>
          ) : (
            <div
              key={m.id}
              className="max-w-[90%] rounded-lg bg-muted px-3 py-2"
              data-testid="assistant-message"
            >
              {m.content ? (
                <MarkdownText text={m.content} />
              ) : (
                !m.error && (
                  <p className="flex items-center gap-2 text-sm text-muted-foreground">
                    <Loader2 className="size-4 animate-spin" aria-hidden="true" />
                    {t('chat.thinking')}
                  </p>
                )
              )}
              {m.error && (
                <div role="alert" className="text-sm">
                  <p>{t('chat.failed')}</p>
                  <p className="text-xs text-destructive">{m.error}</p>
                </div>
              )}
              {m.engine && m.content && <EngineNote engine={m.engine} />}
            </div>
          ),
        )}
      </div>

      <form onSubmit={send} className="border-t p-3">
        <div className="flex items-end gap-2">
          <Textarea
            ref={field}
            value={input}
            onChange={(e) => {
              setInput(e.target.value);
              if (invalid) setInvalid(null);
            }}
            onKeyDown={onKeyDown}
            rows={2}
            placeholder={t('chat.placeholder')}
            aria-label={t('chat.label')}
            aria-invalid={!!invalid}
            aria-describedby={invalid ? 'support-chat-error' : undefined}
            className="max-h-32 min-h-10 resize-none"
          />
          <Button type="submit" size="icon" disabled={streaming} aria-label={t('chat.send')}>
            {streaming ? <Loader2 className="animate-spin" /> : <Send />}
          </Button>
        </div>
        <div className="mt-1 flex justify-between gap-2 text-xs">
          <span id="support-chat-error" role={invalid ? 'alert' : undefined} className="text-destructive">
            {invalid}
          </span>
          <span className={input.length > CHAT_MESSAGE_MAX ? 'text-destructive' : 'text-muted-foreground'}>
            {input.length}/{CHAT_MESSAGE_MAX}
          </span>
        </div>
      </form>
    </section>
  );
}
