import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import i18n, { chosenLanguage } from './lib/i18n.ts';
import './styles.css';
import { isLanguage } from '#domain/languages.ts';
import { App } from './app/app.tsx';
import { queryClient } from './app/query-client.ts';
import { createAppRouter } from './app/router.tsx';
import { serverState } from './lib/server-state.ts';

const root = document.getElementById('root');
const state = serverState();
if (root && state) {
  // A page the server rendered: the same data, language and translations, then hydrated in place.
  hydrate(queryClient, state.queries);
  await i18n.loadNamespaces(['common', 'errors']);
  const router = await createAppRouter({ hydrating: true });
  hydrateRoot(
    root,
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
  // A language chosen before the server could read it (kept only in local storage by older versions).
  const chosen = chosenLanguage();
  if (isLanguage(chosen) && chosen !== state.language) void i18n.changeLanguage(chosen);
} else if (root) {
  createRoot(root).render(
    <StrictMode>
      <App router={await createAppRouter({ hydrating: false })} />
    </StrictMode>,
  );
}
