import { browser } from 'wxt/browser';
import { defineContentScript } from 'wxt/utils/define-content-script';
import { AMAZON_MATCHES } from '../amazon-matches.ts';
import type { BackgroundMessage } from '../lib/background-handler.ts';
import { runOnPage, type Send } from '../lib/run-page.ts';

export default defineContentScript({
  matches: AMAZON_MATCHES,
  runAt: 'document_idle',
  main() {
    const send: Send = (message: BackgroundMessage) => browser.runtime.sendMessage(message);
    // The work itself waits for the browser's idle periods (lib/idle-slices.ts): Amazon's goes first.
    runOnPage({ doc: document, url: location.href, send }).catch((e) => console.warn('Scout:', e));
  },
});
