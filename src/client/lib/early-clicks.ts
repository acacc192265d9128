import { useEffect } from 'react';

declare global {
  interface Window {
    /** Buttons clicked and text typed (field → its text) before hydration, kept by public/early-clicks.js. */
    scoutEarlyClicks?: Element[] & { replayed?: boolean; typed?: Map<Element, string> };
  }
}

/**
 * Replays the text typed and the button clicks made while the page was still plain HTML. Called by PageHydrated
 * (root-layout.tsx) from inside the page's Suspense boundary: React hydrates a boundary in a pass of
 * its own after the rest of the page, and a click on a part not yet hydrated is dropped when it
 * arrives while React is committing (as in an effect). So: once the page itself is hydrated, and
 * outside React's work (a task later), where React would hydrate at once any part still pending.
 */
export function useReplayEarlyClicks() {
  useEffect(() => {
    const timer = window.setTimeout(replayEarlyClicks, 0);
    return () => window.clearTimeout(timer);
  }, []);
}

function replayEarlyClicks() {
  const clicks = window.scoutEarlyClicks;
  if (!clicks || clicks.replayed) return;
  clicks.replayed = true;
  // The text first: a click on the form's button then submits it.
  for (const [field, text] of clicks.typed ?? []) if (field.isConnected) typeInto(field, text);
  for (const control of clicks.splice(0))
    if (control instanceof HTMLElement && control.isConnected) control.click();
}

/**
 * Gives a field the text typed before hydration as if typed now, so the form's handlers (onChange,
 * register) take it as they take typing. React recorded that text as the field's value when it
 * hydrated it, and ignores an input event that does not change the value it recorded: so the field
 * is first emptied through React's own record (the element's `value`, which React watches), then
 * given the text through the element's prototype (which React does not see) and an input event.
 */
function typeInto(field: Element, text: string) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  if (!setter) return;
  (field as HTMLInputElement).value = '';
  setter.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
