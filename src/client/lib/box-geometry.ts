// Geometry of what the page draws, shared by the chat button's step-aside (use-steps-aside.ts) and
// the layout check (tests/e2e/layout.spec.ts), which runs these very functions inside the page
// from their source text: each one must stay self-contained (no import, no outer constant).

/** The part of `el` drawn on screen: its box cut by every ancestor that clips or scrolls. */
export function visibleRect(el: Element): DOMRect {
  let r = el.getBoundingClientRect();
  for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
    const s = getComputedStyle(a);
    if (s.overflowX === 'visible' && s.overflowY === 'visible') continue;
    const c = a.getBoundingClientRect();
    const left = Math.max(r.left, c.left);
    const top = Math.max(r.top, c.top);
    r = new DOMRect(
      left,
      top,
      Math.max(0, Math.min(r.right, c.right) - left),
      Math.max(0, Math.min(r.bottom, c.bottom) - top),
    );
  }
  return r;
}

/** Whether the element draws a box of its own (a background, a border or a shadow), e.g. a card. */
export function paintsBox(s: CSSStyleDeclaration): boolean {
  const transparent = /transparent|rgba\(.*,\s*0\)$/;
  if (!transparent.test(s.backgroundColor) || s.boxShadow !== 'none') return true;
  return ['top', 'right', 'bottom', 'left'].some(
    (side) =>
      Number.parseFloat(s.getPropertyValue(`border-${side}-width`)) > 0 &&
      s.getPropertyValue(`border-${side}-style`) !== 'none' &&
      !transparent.test(s.getPropertyValue(`border-${side}-color`)),
  );
}
