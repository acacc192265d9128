import type { ExternalToast } from 'sonner';

type Kind = 'success' | 'error' | 'info' | 'warning';
type Message = Parameters<typeof import('sonner')['toast']['success']>[0];

const listeners = new Set<() => void>();
let requested = false;

/** True once something has raised a toast: the Toaster must be on the page from then on. */
export const toastRequested = () => requested;

/** Calls `listener` the first time a toast is raised; returns the unsubscribe function. */
export function onFirstToast(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function show(kind: Kind, message: Message, options?: ExternalToast) {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  // Sonner (9 KB gzip) is fetched with the first toast; a Toaster that mounts later replays it.
  void import('sonner').then(({ toast }) => toast[kind](message, options));
}

/**
 * The app's toasts. Same calls as sonner's `toast.success/error/info/warning`, without putting
 * sonner in any page's first download: it loads when the first toast is raised, and
 * `AppToaster` (src/client/app/toaster.tsx) mounts the Toaster then.
 */
export const toast = {
  success: (message: Message, options?: ExternalToast) => show('success', message, options),
  error: (message: Message, options?: ExternalToast) => show('error', message, options),
  info: (message: Message, options?: ExternalToast) => show('info', message, options),
  warning: (message: Message, options?: ExternalToast) => show('warning', message, options),
};
