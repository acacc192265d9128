import { useEffect, useState } from 'react';

/** Runs `run` once the page has loaded and the browser is idle (or after `timeoutMs` at the latest). */
export function afterPageLoad(run: () => void, timeoutMs = 2000) {
  let cancelled = false;
  let idle: number | undefined;
  const whenIdle = () => {
    if (cancelled) return;
    // Safari has no requestIdleCallback: a timer after the load event does the same job there.
    if (typeof window.requestIdleCallback === 'function')
      idle = window.requestIdleCallback(run, { timeout: timeoutMs });
    else idle = window.setTimeout(run, 0);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', whenIdle);
    if (idle === undefined) return;
    if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
    else window.clearTimeout(idle);
  };
}

/**
 * False on the server and while the page hydrates, true once it has loaded and the browser is
 * idle: what is rendered only then (the floating widgets) neither delays the page's own code nor
 * changes the server's HTML that hydration must match.
 */
export function usePageLoaded() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => afterPageLoad(() => setLoaded(true)), []);
  return loaded;
}
