import { MessageCircle } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

const SupportChatPanel = lazy(() => import('./support-chat-panel.tsx'));

/**
 * The floating support button at the bottom right of every page. The chat panel (and the Markdown
 * renderer) load only when it is first opened; the conversation stays while the page lives.
 */
export function SupportChatWidget() {
  const { t } = useTranslation('ai');
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  return (
    <>
      {!open && (
        <button
          ref={button}
          type="button"
          onClick={() => {
            setLoaded(true);
            setOpen(true);
          }}
          aria-label={t('chat.open')}
          aria-expanded={open}
          className="fixed right-4 bottom-4 z-40 flex size-14 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg transition-transform hover:scale-105 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring print:hidden"
        >
          <MessageCircle className="size-6" aria-hidden="true" />
        </button>
      )}
      {loaded && (
        <Suspense fallback={null}>
          <SupportChatPanel open={open} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
