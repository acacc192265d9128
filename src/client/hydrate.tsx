import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { isLanguage } from '#domain/languages.ts';
import { App } from './app/app.tsx';
import { queryClient } from './app/query-client.ts';
import { createAppRouter } from './app/router.tsx';
import i18n, { chosenLanguage } from './lib/i18n.ts';
import { serverState } from './lib/server-state.ts';

// The entry of the pages the server rendered (ADR 111, 187): imported by public/early-clicks.js at
// the visitor's first sign of use — a pointer moving or pressing, a touch, a key, a focus, a wheel,
// a click (ADR 119) — or at once for a language kept only in local storage. It fetches the app
// (React, the router, the page's code and translations) and hydrates the page in place with the same
// data, language and translations; the clicks made meanwhile are replayed then (lib/early-clicks.ts).
// No script is fetched for a visitor who only reads.
async function hydratePage() {
  const root = document.getElementById('root');
  const state = serverState();
  if (!root || !state) return;
  hydrate(queryClient, state.queries);
  const [router] = await Promise.all([
    createAppRouter({ hydrating: true }),
    i18n.loadNamespaces(['common', 'errors']),
  ]);
  hydrateRoot(
    root,
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
  // A language chosen before the server could read it (kept only in local storage by older versions).
  const chosen = chosenLanguage();
  if (isLanguage(chosen) && chosen !== state.language) void i18n.changeLanguage(chosen);
}

await hydratePage();
