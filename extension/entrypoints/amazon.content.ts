import { browser } from 'wxt/browser';
import { defineContentScript } from 'wxt/utils/define-content-script';
import { AMAZON_MATCHES } from '../amazon-matches.ts';
import type { BackgroundMessage } from '../lib/background-handler.ts';
import { runOnPage, type Send } from '../lib/run-page.ts';

/** Runs when the browser is idle (at most 3 s after the page settled): Amazon's own work goes first. */
const whenIdle = (work: () => void) =>
  'requestIdleCallback' in window ? requestIdleCallback(work, { timeout: 3000 }) : setTimeout(work, 200);

export default defineContentScript({
  matches: AMAZON_MATCHES,
  runAt: 'document_idle',
  main() {
    const send: Send = (message: BackgroundMessage) => browser.runtime.sendMessage(message);
    whenIdle(() => {
      runOnPage({ doc: document, url: location.href, send }).catch((e) => console.warn('Scout:', e));
    });
  },
});
