import { useEffect } from 'react';

declare global {
  interface Window {
    /**
     * Buttons clicked before hydration, kept by public/early-clicks.js, which also notes the
     * visitor's first sign of use on a server-rendered page (`used`, then `onUse`: entry-public.ts).
     */
    scoutEarlyClicks?: Element[] & { replayed?: boolean; used?: boolean; onUse?: () => void };
  }
}

/**
 * Replays the button clicks made while the page was still plain HTML. Called by PageHydrated
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
  for (const control of clicks.splice(0))
    if (control instanceof HTMLElement && control.isConnected) control.click();
}
