/**
 * Opens the support chat from anywhere (the header's "Help" entry) without loading it: the chat
 * widget (support-chat-widget.tsx) listens; a request made before it has loaded waits for it.
 * The floating button steps aside over content, so this entry is the way in that is always there.
 */
const listeners = new Set<() => void>();
let pending = false;

export function openSupportChat() {
  if (listeners.size === 0) pending = true;
  for (const listener of listeners) listener();
}

/** Calls `listener` on each request to open the chat (at once for one made before); returns the unsubscribe. */
export function onSupportChatRequest(listener: () => void): () => void {
  listeners.add(listener);
  if (pending) {
    pending = false;
    listener();
  }
  return () => {
    listeners.delete(listener);
  };
}
