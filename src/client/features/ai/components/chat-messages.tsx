import { Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EngineNote } from './engine-note.tsx';
import MarkdownText from './markdown.tsx';
import type { ShownMessage } from './use-support-chat.ts';

/** The greeting, then each question and its answer (a spinner until its first words arrive). */
export function ChatMessages({ greeting, messages }: { greeting: string; messages: ShownMessage[] }) {
  const { t } = useTranslation('ai');
  return (
    <>
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
    </>
  );
}
