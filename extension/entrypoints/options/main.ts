/**
 * Settings: the Scout address and an API key. Saving asks the browser for access to that one
 * origin (optional host permission, granted by the user), then has the background check the key
 * with /api/v1/usage (its contract's endpoint: the background is the only code that calls Scout).
 */
import { browser } from 'wxt/browser';
import type { BackgroundMessage, Reply, ScoutUsage } from '#extension/lib/background-handler.ts';
import { type Language, type MessageKey, resolveLanguage, translator } from '#extension/lib/messages.ts';
import {
  EMPTY_SETTINGS,
  isApiKey,
  normaliseScoutUrl,
  originPattern,
  SETTINGS_KEY,
  type Settings,
} from '#extension/lib/settings.ts';

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

async function load(): Promise<Settings> {
  const stored = (await browser.storage.local.get(SETTINGS_KEY))[SETTINGS_KEY] as
    | Partial<Settings>
    | undefined;
  return { ...EMPTY_SETTINGS, ...stored };
}

function render(language: Language | 'auto') {
  const lang = resolveLanguage(language, navigator.language);
  const t = translator(lang);
  document.documentElement.lang = lang;
  const texts: [string, MessageKey][] = [
    ['title', 'settingsTitle'],
    ['intro', 'settingsIntro'],
    ['scoutUrlLabel', 'scoutUrl'],
    ['apiKeyLabel', 'apiKey'],
    ['languageLabel', 'language'],
    ['languageAuto', 'languageAuto'],
    ['save', 'save'],
    ['privacy', 'privacy'],
  ];
  for (const [id, key] of texts) $(id).textContent = t(key);
  document.title = t('settingsTitle');
  return t;
}

function status(text: string, kind: 'ok' | 'error' | '') {
  const node = $('status');
  node.textContent = text;
  node.className = kind;
}

async function main() {
  const settings = await load();
  $<HTMLInputElement>('scoutUrl').value = settings.scoutUrl;
  $<HTMLInputElement>('apiKey').value = settings.apiKey;
  $<HTMLSelectElement>('language').value = settings.language;
  render(settings.language);
  $<HTMLSelectElement>('language').addEventListener('change', (e) =>
    render((e.target as HTMLSelectElement).value as Language | 'auto'),
  );

  $<HTMLFormElement>('form').addEventListener('submit', async (event) => {
    event.preventDefault();
    const language = $<HTMLSelectElement>('language').value as Language | 'auto';
    const t = render(language);
    const scoutUrl = normaliseScoutUrl($<HTMLInputElement>('scoutUrl').value);
    const apiKey = $<HTMLInputElement>('apiKey').value.trim();
    if (!scoutUrl) return status(t('badUrl'), 'error');
    if (!isApiKey(apiKey)) return status(t('badKey'), 'error');
    // Asked in the click itself (browsers require a user gesture): this origin only.
    const origin = originPattern(scoutUrl, { port: !import.meta.env.FIREFOX }) as string;
    const granted = await browser.permissions.request({ origins: [origin] });
    if (!granted) return status(t('permissionDenied', { origin: scoutUrl }), 'error');
    try {
      const check: BackgroundMessage = { type: 'checkConnection', scoutUrl, apiKey };
      const reply = (await browser.runtime.sendMessage(check)) as Reply<ScoutUsage>;
      if (!reply.ok) throw new Error(reply.error);
      await browser.storage.local.set({ [SETTINGS_KEY]: { scoutUrl, apiKey, language } satisfies Settings });
      status(t('saved', { url: scoutUrl, plan: reply.data.plan }), 'ok');
    } catch (e) {
      status(t('connectFailed', { message: (e as Error).message }), 'error');
    }
  });
}

void main();
