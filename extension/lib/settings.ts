/** The extension's settings: the seller's Scout address, their API key, and the language. */
import type { Language } from './messages.ts';

export interface Settings {
  scoutUrl: string;
  apiKey: string;
  language: Language | 'auto';
}

export const SETTINGS_KEY = 'scout-settings';
export const EMPTY_SETTINGS: Settings = { scoutUrl: '', apiKey: '', language: 'auto' };

export const isConfigured = (s: Pick<Settings, 'scoutUrl' | 'apiKey'>) =>
  s.scoutUrl !== '' && s.apiKey !== '';

/** "https://scout.example.com/app/" → "https://scout.example.com" (the origin, the only thing asked for). */
export function normaliseScoutUrl(input: string): string | null {
  try {
    const url = new URL(input.trim());
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return url.origin;
  } catch {
    return null;
  }
}

export const isApiKey = (key: string) => /^scout_[A-Za-z0-9_-]{20,}$/.test(key.trim());

/**
 * The match pattern of the one origin the extension asks the browser for ("http://localhost:3000"
 * → "http://localhost:3000/*"); null for an address that is not http(s). Firefox's match patterns
 * cannot hold a port (Mozilla bugs 1362809, 1468162): there the pattern is the host on any port.
 */
export function originPattern(scoutUrl: string, o: { port: boolean } = { port: true }): string | null {
  const origin = normaliseScoutUrl(scoutUrl);
  if (!origin) return null;
  const url = new URL(origin);
  return `${url.protocol}//${o.port ? url.host : url.hostname}/*`;
}
