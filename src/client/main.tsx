import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './lib/i18n.ts';
import './styles.css';
import { App } from './app/app.tsx';
import { createAppRouter } from './app/router.tsx';

// The app's entry for the pages the browser renders (the pages behind sign-in, forms). A page the
// server rendered comes with hydrate.tsx instead, its entry (ADR 112, 187).
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App router={await createAppRouter({ hydrating: false })} />
    </StrictMode>,
  );
}
