import { type RefObject, useLayoutEffect, useState } from 'react';

/**
 * Whether `content` (measured at its natural width: give it `w-max`) fits in the room its flex
 * `row` leaves once the row's other items and gaps are placed; kept current when any of them
 * changes size (the window, the language, the signed-in links). Measured before paint, so a row
 * that does not fit is never drawn overflowing. The item holding `content` must be a direct child
 * of the row; while content does not fit, that item should take no width (it is then not counted).
 * Null until measured: on the server and in the HTML a page shows before it is hydrated (ADR 112),
 * where the caller lets a width rule (CSS) decide instead.
 */
export function useFitsInRow(row: RefObject<HTMLElement | null>, content: RefObject<HTMLElement | null>) {
  const [fits, setFits] = useState<boolean | null>(null);
  useLayoutEffect(() => {
    const rowEl = row.current;
    const contentEl = content.current;
    if (!rowEl || !contentEl || typeof ResizeObserver === 'undefined') return;
    const items = () => [...rowEl.children].filter((el): el is HTMLElement => el instanceof HTMLElement);
    const measure = () => {
      const style = getComputedStyle(rowEl);
      const others = items().filter((el) => !el.contains(contentEl) && el.offsetWidth > 0);
      const room =
        rowEl.clientWidth -
        Number.parseFloat(style.paddingLeft) -
        Number.parseFloat(style.paddingRight) -
        others.reduce((sum, el) => sum + el.offsetWidth, 0) -
        (Number.parseFloat(style.columnGap) || 0) * others.length;
      setFits(contentEl.offsetWidth <= room);
    };
    const observer = new ResizeObserver(measure);
    for (const el of [rowEl, contentEl, ...items()]) observer.observe(el);
    measure();
    return () => observer.disconnect();
  }, [row, content]);
  return fits;
}
