import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './lib/i18n.ts';
import './styles.css';
import { App } from './app/app.tsx';
import { createAppRouter } from './app/router.tsx';
import { hydratePage } from './hydrate.tsx';
import { serverState } from './lib/server-state.ts';

// The app's entry for the pages the browser renders (signed-in pages, forms). A server-rendered
// page is normally served with entry-public.ts instead; given this entry, it is hydrated at once.
const root = document.getElementById('root');
if (root && serverState()) await hydratePage();
else if (root) {
  createRoot(root).render(
    <StrictMode>
      <App router={await createAppRouter({ hydrating: false })} />
    </StrictMode>,
  );
}
