import type { DehydratedState } from '@tanstack/react-query';
import { isLanguage, type Language } from '#domain/languages.ts';

/** What the server rendered a page with, so that the browser hydrates it with the same (entry-server.tsx). */
export interface ServerState {
  language: Language;
  /** The answers of the queries the page showed (TanStack Query's dehydrated cache). */
  queries: DehydratedState;
}

const ELEMENT_ID = 'scout-state';

/** The state as a JSON script element: not executed (allowed by the CSP), `<` escaped so it cannot close the element. */
export const serverStateElement = (state: ServerState) =>
  `<script id="${ELEMENT_ID}" type="application/json">${JSON.stringify(state).replace(/</g, '\\u003c')}</script>`;

let read: ServerState | null | undefined;

/** The state of a server-rendered page, or null for a page the browser renders alone. */
export function serverState(): ServerState | null {
  if (read === undefined) {
    const text = typeof document === 'undefined' ? null : document.getElementById(ELEMENT_ID)?.textContent;
    const state = text ? (JSON.parse(text) as ServerState) : null;
    read = state && isLanguage(state.language) ? state : null;
  }
  return read;
}
