import { type RefObject, useLayoutEffect } from 'react';

const INTERACTIVE =
  'a[href], button, input, select, textarea, label, summary, [role=button], [tabindex]:not([tabindex="-1"])';
/** Points sampled across the floating element, per side (a 4 × 4 grid, edges included). */
const GRID = 4;

/** Whether `el`, the topmost element at a point, is content a reader needs to see or reach there. */
function isContent(el: Element): boolean {
  if (el.closest(INTERACTIVE)) return true;
  if (el.matches('img, svg, canvas, video, iframe, path, rect, circle, line, polyline, text')) return true;
  return [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
}

/**
 * For a floating element drawn over the page (the chat button): sets `data-covering` on it while
 * content (a link, a button, a field, text, an image) lies under any part of it, so its styles can
 * step it aside (e.g. fade it out and let the pointer through). Checked once per frame after a
 * scroll, a resize or a change in the page, and before paint on mount. Set directly on the node, not
 * through React state, so it is current in the frame the page moved.
 */
export function useStepsAside(ref: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const self = ref.current;
    if (!self) return;
    let frame = 0;
    const check = () => {
      frame = 0;
      const r = self.getBoundingClientRect();
      let covering = false;
      for (let i = 0; i <= GRID && !covering; i++) {
        for (let j = 0; j <= GRID && !covering; j++) {
          const x = Math.min(r.left + (r.width * i) / GRID, innerWidth - 1);
          const y = Math.min(r.top + (r.height * j) / GRID, innerHeight - 1);
          const under = document.elementsFromPoint(x, y).find((el) => !self.contains(el));
          covering = !!under && under !== document.documentElement && isContent(under);
        }
      }
      self.toggleAttribute('data-covering', covering);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    check();
    addEventListener('scroll', schedule, { passive: true });
    addEventListener('resize', schedule);
    const changes = new MutationObserver(schedule);
    changes.observe(document.body, { childList: true, subtree: true, characterData: true });
    return () => {
      cancelAnimationFrame(frame);
      removeEventListener('scroll', schedule);
      removeEventListener('resize', schedule);
      changes.disconnect();
    };
  }, [ref]);
}
