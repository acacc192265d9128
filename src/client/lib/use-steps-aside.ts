import { type RefObject, useLayoutEffect } from 'react';
import { paintsBox, visibleRect } from './box-geometry.ts';

const CONTENT = 'a[href], button, input, select, textarea, label, summary, img, svg, canvas, video, iframe';
const overlaps = (a: DOMRect, b: DOMRect) =>
  a.right > b.left && a.left < b.right && a.bottom > b.top && a.top < b.bottom;
const contains = (a: DOMRect, b: DOMRect) =>
  a.left <= b.left && a.top <= b.top && a.right >= b.right && a.bottom >= b.bottom;

/** Whether one of the element's own lines of text lies under `area`. */
function textUnder(el: Element, area: DOMRect): boolean {
  return [...el.childNodes].some((n) => {
    if (n.nodeType !== Node.TEXT_NODE || !n.textContent?.trim()) return false;
    const range = document.createRange();
    range.selectNodeContents(n);
    return [...range.getClientRects()].some((line) => overlaps(line, area));
  });
}

/**
 * Whether the floating element `self` lies over anything but empty page: text, a link, a button, a
 * field or a picture under any part of it, or the edge of a box (a card's corner, a table row's
 * border) that it overlaps only partly. Inside a box (the footer's background) it is on empty page.
 */
function isCovering(self: HTMLElement): boolean {
  // Its place at full size (offset* of a fixed element is in the window), not the box drawn while
  // it is shrunk aside: else it would come back, cover, and step aside again in a loop.
  const area = new DOMRect(self.offsetLeft, self.offsetTop, self.offsetWidth, self.offsetHeight);
  for (const el of document.body.getElementsByTagName('*')) {
    if (self.contains(el) || el.contains(self)) continue;
    const box = el.getBoundingClientRect();
    if (!overlaps(box, area)) continue;
    const style = getComputedStyle(el);
    if (style.position === 'fixed' || style.visibility === 'hidden' || !el.checkVisibility()) continue;
    const r = visibleRect(el);
    if (r.width < 1 || r.height < 1 || !overlaps(r, area)) continue;
    if (el.matches(CONTENT) || textUnder(el, area)) return true;
    if (paintsBox(style) && !contains(r, area)) return true;
  }
  return false;
}

/**
 * For a floating element drawn over the page (the chat button): sets `data-covering` on it while it
 * lies over content or a box's edge (see isCovering), so its styles can step it aside (e.g. fade it
 * out and let the pointer through). Checked once per frame after a scroll, a resize or a change in
 * the page, and before paint on mount. Set directly on the node, not through React state, so it is
 * current in the frame the page moved. tests/e2e/layout.spec.ts checks the same rule on every page.
 */
export function useStepsAside(ref: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const self = ref.current;
    if (!self) return;
    let frame = 0;
    const check = () => {
      frame = 0;
      self.toggleAttribute('data-covering', isCovering(self));
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
