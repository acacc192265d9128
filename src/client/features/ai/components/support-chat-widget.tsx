import { MessageCircle } from 'lucide-react';
import { lazy, type RefObject, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStepsAside } from '#client/lib/use-steps-aside.ts';
import { onSupportChatRequest } from '../support-chat-opener.ts';

const SupportChatPanel = lazy(() => import('./support-chat-panel.tsx'));

/**
 * The floating button. It never hides content: while a link, a button, a field or text is under it,
 * it fades out and lets the pointer through (still in the tab order: focused, it shows), and comes
 * back over empty space — at the latest at the end of the page, where the footer leaves it room.
 */
function ChatButton({ button, onOpen }: { button: RefObject<HTMLButtonElement | null>; onOpen: () => void }) {
  // Its label is in `common`: the `ai` namespace comes with the chat panel, when it is opened.
  const { t } = useTranslation();
  useStepsAside(button);
  return (
    <button
      ref={button}
      type="button"
      onClick={onOpen}
      aria-label={t('nav.openSupportChat')}
      aria-expanded={false}
      className="fixed right-4 bottom-4 z-40 flex size-14 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg transition-[opacity,scale] hover:scale-105 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring data-covering:pointer-events-none data-covering:scale-75 data-covering:opacity-0 data-covering:focus-visible:pointer-events-auto data-covering:focus-visible:scale-100 data-covering:focus-visible:opacity-100 print:hidden"
    >
      <MessageCircle className="size-6" aria-hidden="true" />
    </button>
  );
}

/**
 * The floating support button at the bottom right of every page; the header's "Help" entry opens
 * the same chat (support-chat-opener.ts). The chat panel (and the Markdown renderer) load only when
 * it is first opened; the conversation stays while the page lives.
 */
export function SupportChatWidget() {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  /** What had the focus when the chat opened (the header entry or the button): it gets it back. */
  const opener = useRef<HTMLElement | null>(null);
  const show = useCallback(() => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setLoaded(true);
    setOpen(true);
  }, []);
  useEffect(() => onSupportChatRequest(show), [show]);
  const close = () => {
    setOpen(false);
    const back = opener.current?.isConnected && opener.current !== document.body ? opener.current : null;
    // The floating button is drawn again after this render: focus it then.
    if (back) back.focus();
    else requestAnimationFrame(() => button.current?.focus());
  };
  return (
    <>
      {!open && <ChatButton button={button} onOpen={show} />}
      {loaded && (
        <Suspense fallback={null}>
          <SupportChatPanel open={open} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
