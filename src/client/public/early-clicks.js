// Clicks on a server-rendered page's buttons before it is hydrated (ADR 111) would do nothing: they
// are kept here and replayed once the page is live (src/client/lib/early-clicks.ts). So is text typed
// into a field meanwhile (a signed-in seller's promo code, ADR 187): the replay gives it to the form
// as if typed then (ADR 194). Links are left alone: they work without scripts. Only the pages the
// server renders carry this script (page-preloads.ts).
(() => {
  const clicks = [];
  clicks.typed = new Map();
  window.scoutEarlyClicks = clicks;
  document.addEventListener(
    'click',
    (event) => {
      if (clicks.replayed || !(event.target instanceof Element)) return;
      const control = event.target.closest('button, [role="button"], [role="tab"], summary');
      if (!control) return;
      event.preventDefault();
      event.stopPropagation();
      clicks.push(control);
    },
    true,
  );
  document.addEventListener(
    'input',
    (event) => {
      const field = event.target;
      if (clicks.replayed || !(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement))
        return;
      if (field.type !== 'checkbox' && field.type !== 'radio') clicks.typed.set(field, field.value);
    },
    true,
  );

  // A server-rendered page names its entry here (data-public-entry, src/client/hydrate.tsx), fetched
  // at the visitor's first sign of use and not before (ADR 119, 187): a visitor who only reads fetches
  // no script, and nothing competes with the page's first paint (Lighthouse's simulation counts every
  // request that ends before the largest paint, ADR 114, 118). The entry hydrates the page as it runs;
  // a click made meanwhile is replayed then.
  const script = document.currentScript;
  const entry = script?.dataset.publicEntry;
  if (!entry) return;
  let fetched = false;
  const load = () => {
    if (fetched) return;
    fetched = true;
    // Every file the entry then imports (the app, the page), asked for at once (data-app-files):
    // one round trip instead of a chain of them on a phone's network.
    for (const href of (script.dataset.appFiles ?? '').split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    import(entry);
  };
  const SIGNS = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel', 'click'];
  const used = (event) => {
    // Chromium moves the pointer itself when a page loads under it (movement 0): not a visitor's sign.
    if (event.type === 'pointermove' && !event.movementX && !event.movementY) return;
    for (const type of SIGNS) removeEventListener(type, used, true);
    load();
  };
  for (const type of SIGNS) addEventListener(type, used, { capture: true, passive: true });
  // A language kept only in local storage (data-language-key, no cookie of that name) may be one
  // chosen in an older version: the app, fetched now, applies it at once (hydrate.tsx).
  const key = script.dataset.languageKey;
  try {
    const stored = localStorage.getItem(key);
    const inCookie = document.cookie.split('; ').some((c) => c.startsWith(`${key}=`));
    if (stored !== null && !inCookie && stored !== document.documentElement.lang) load();
  } catch {} // storage disabled
})();
