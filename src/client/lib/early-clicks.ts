declare global {
  interface Window {
    /** Buttons clicked before hydration, kept by public/early-clicks.js. */
    scoutEarlyClicks?: Element[] & { replayed?: boolean };
  }
}

/** Replays, once the page is hydrated, the button clicks made while it was still plain HTML. */
export function replayEarlyClicks() {
  const clicks = window.scoutEarlyClicks;
  if (!clicks || clicks.replayed) return;
  clicks.replayed = true;
  for (const control of clicks.splice(0))
    if (control instanceof HTMLElement && control.isConnected) control.click();
}
