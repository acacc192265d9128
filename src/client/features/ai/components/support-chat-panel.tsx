import { Trash2, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { usePlan } from '#client/features/billing/index.ts';
import { PLANS } from '#domain/plans.ts';
import { ChatInputForm } from './chat-input-form.tsx';
import { ChatMessages } from './chat-messages.tsx';
import { useSupportChat } from './use-support-chat.ts';

/** The chat panel: 24 rem × 600 px (smaller screens: the space available). */
export default function SupportChatPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('ai');
  const { plan } = usePlan();
  const support = PLANS[plan].support;
  const { messages, streaming, send, clear } = useSupportChat();
  const list = useRef<HTMLDivElement>(null);
  const field = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    if (open) field.current?.focus();
  }, [open]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll on every new piece of text
  useEffect(() => {
    list.current?.scrollTo({ top: list.current.scrollHeight });
  }, [messages]);

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
            onClick={() => {
              clear();
              field.current?.focus();
            }}
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
        <ChatMessages greeting={greeting} messages={messages} />
      </div>

      <ChatInputForm streaming={streaming} onSend={(content) => void send(content)} fieldRef={field} />
    </section>
  );
}
