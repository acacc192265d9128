import { type ReactNode, Suspense, useEffect, useId, useRef, useState } from 'react';
import { cn } from '#client/lib/cn.ts';
import { Skeleton } from './ui/skeleton.tsx';

/** How far below (or above) the screen a placeholder starts loading its content, once the page scrolls. */
const AHEAD = '300px 0px';

/**
 * Whether the page has been scrolled since it was opened. Before that, only what is on the screen
 * loads: what lies below it waits for the first scroll (issue 21: the settings' sections just under
 * the profile card were in every first download).
 */
let scrolled = false;
if (typeof window !== 'undefined')
  window.addEventListener('scroll', () => (scrolled = true), { once: true, passive: true });

/**
 * Renders `children` (typically a `lazy()` panel) only once its place is on the screen (at load),
 * comes within 300 px of it (once the page scrolls) or receives keyboard focus, so that a long page
 * downloads the code of what is seen first (docs/architecture.md, "How the code is split"). Until then a placeholder holds the place: a
 * region named by `title`, with that title as its heading and in the tab order, so keyboard and
 * screen-reader users find every panel by tabbing or by headings. Focusing it loads the content;
 * the wrapper keeps the focus (it stays in the page), so the next Tab goes into the content.
 * Once shown, the content stays.
 */
export function NearScreen({
  title,
  open = false,
  children,
}: {
  title: string;
  /** Shown at once, wherever it is (the section a link's `#anchor` points to). */
  open?: boolean;
  children: ReactNode;
}) {
  const [near, setNear] = useState(false);
  const shown = near || open;
  const ref = useRef<HTMLElement>(null);
  const headingId = useId();

  useEffect(() => {
    const place = ref.current;
    if (shown || !place) return;
    const show = () => setNear(true);
    place.addEventListener('focus', show);
    const observe = (rootMargin: string) => {
      const observer = new IntersectionObserver(
        (entries) => entries.some((e) => e.isIntersecting) && show(),
        {
          rootMargin,
        },
      );
      observer.observe(place);
      return observer;
    };
    const onScreen = observe('0px');
    let ahead: IntersectionObserver | undefined;
    const lookAhead = () => {
      ahead ??= observe(AHEAD);
    };
    if (scrolled || window.scrollY > 0) lookAhead();
    else window.addEventListener('scroll', lookAhead, { once: true, passive: true });
    return () => {
      place.removeEventListener('focus', show);
      window.removeEventListener('scroll', lookAhead);
      onScreen.disconnect();
      ahead?.disconnect();
    };
  }, [shown]);

  return (
    // One element throughout: when a focused placeholder turns into the content, the focus stays here.
    <section
      ref={ref}
      tabIndex={shown ? -1 : 0}
      aria-labelledby={shown ? undefined : headingId}
      data-near-screen-placeholder={shown ? undefined : ''}
      className={cn(
        'rounded-xl focus-visible:outline-2 focus-visible:outline-ring',
        !shown && 'min-h-40 border bg-card p-6',
      )}
    >
      {shown ? (
        <Suspense fallback={<Skeleton className="h-40" />}>{children}</Suspense>
      ) : (
        <h3 id={headingId} className="text-lg font-semibold leading-tight">
          {title}
        </h3>
      )}
    </section>
  );
}
