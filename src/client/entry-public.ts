import { LANGUAGE_COOKIE } from '#domain/languages.ts';

// The entry of the server-rendered public pages (ADR 112): about a kilobyte instead of the app,
// fetched by public/early-clicks.js at the visitor's first sign of use — a pointer moving or
// pressing, a touch, a key, a focus, a wheel, a click (ADR 119) — or at once when a language is kept
// in local storage. The page is readable and its links work as it arrives; this fetches the app
// (React, the router, the page's code and translations), which hydrates the page, and the clicks
// made meanwhile are replayed then. No script is fetched for a visitor who only reads.

function start() {
  void import('./hydrate.tsx').then((m) => m.hydratePage());
}

/** A language chosen in an older version, kept only in local storage: the app applies it at once. */
function languageOnlyStored() {
  if (document.cookie.split('; ').some((c) => c.startsWith(`${LANGUAGE_COOKIE}=`))) return false;
  try {
    const stored = localStorage.getItem(LANGUAGE_COOKIE);
    return stored !== null && stored !== document.documentElement.lang;
  } catch {
    return false; // storage disabled
  }
}

// Without early-clicks.js (it failed to load) nothing would note the first use: hydrate at once.
// Fetched for a stored language before any use, the entry waits for one unless that language must
// be applied now.
const early = window.scoutEarlyClicks;
if (languageOnlyStored() || !early || early.used) start();
else early.onUse = start;
