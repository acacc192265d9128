import { useRef } from 'react';

/**
 * Handlers for a Radix dialog's content that give the focus back, on close, to the element that
 * had it when the dialog opened (the button that opened it). Radix only returns it to a
 * `Trigger`, and most of our dialogs are opened from state, without one: the focus fell to the
 * page's start, and a keyboard user lost their place.
 */
export function useFocusReturn({
  onOpenAutoFocus,
  onCloseAutoFocus,
}: {
  onOpenAutoFocus?: (event: Event) => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const returnTo = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event: Event) => {
      // Fired before the focus moves into the dialog: the active element is still the opener.
      const active = document.activeElement;
      returnTo.current = active instanceof HTMLElement && active !== document.body ? active : null;
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event: Event) => {
      onCloseAutoFocus?.(event);
      const target = returnTo.current;
      returnTo.current = null;
      if (event.defaultPrevented || !target?.isConnected) return;
      event.preventDefault();
      target.focus();
    },
  };
}
