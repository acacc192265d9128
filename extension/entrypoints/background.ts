import { browser } from 'wxt/browser';
import { defineBackground } from 'wxt/utils/define-background';
import { type BackgroundMessage, createBackground } from '../lib/background-handler.ts';
import { EMPTY_SETTINGS, SETTINGS_KEY, type Settings } from '../lib/settings.ts';

export default defineBackground(() => {
  const background = createBackground({
    settings: async () => ({
      ...EMPTY_SETTINGS,
      ...((await browser.storage.local.get(SETTINGS_KEY))[SETTINGS_KEY] as Partial<Settings> | undefined),
    }),
    load: async (key) => (await browser.storage.local.get(key))[key],
    save: (key, value) => browser.storage.local.set({ [key]: value }),
    fetch: (...args) => fetch(...args),
    openOptions: () => browser.runtime.openOptionsPage(),
    openTab: async (url) => {
      await browser.tabs.create({ url });
    },
  });
  // Tests and the end-to-end journey send the queue at once instead of waiting for the alarm.
  (globalThis as { scoutFlush?: () => Promise<number> }).scoutFlush = background.flush;

  // The settings page's key check calls an address it is given: only the extension's own pages may
  // ask it (a content script's sender is the Amazon page it runs in).
  const ownPage = `${location.origin}/`; // the background's own origin: chrome-extension://… or moz-extension://…
  browser.runtime.onMessage.addListener((message: unknown, sender, sendResponse) => {
    const asked = message as BackgroundMessage;
    if (asked?.type === 'checkConnection' && !sender.url?.startsWith(ownPage)) {
      sendResponse({ ok: false, error: 'not_allowed' });
      return false;
    }
    background.handle(asked).then(sendResponse);
    return true;
  });
  // The toolbar button opens the settings (Firefox's Manifest V2 calls it browserAction).
  (browser.action ?? browser.browserAction)?.onClicked.addListener(
    () => void browser.runtime.openOptionsPage(),
  );
  browser.alarms.create('scout-flush', { periodInMinutes: 1 });
  browser.alarms.onAlarm.addListener((alarm) => {
    if (alarm.name === 'scout-flush') background.flush().catch(() => {});
  });
});
