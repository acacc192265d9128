/** The extension's text, in the app's two languages. `auto` follows the browser's language. */
export type Language = 'en' | 'fr';

import { en } from './texts-en.ts';
import { fr } from './texts-fr.ts';

export type MessageKey = keyof typeof en;

const DICTIONARIES: Record<Language, Record<MessageKey, string>> = { en, fr };

/** The language to show: the setting, else the browser's when it is French, else English. */
export function resolveLanguage(setting: Language | 'auto' | undefined, browserLanguage: string): Language {
  if (setting === 'en' || setting === 'fr') return setting;
  return browserLanguage.toLowerCase().startsWith('fr') ? 'fr' : 'en';
}

export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

export function translator(language: Language): Translate {
  const dict = DICTIONARIES[language];
  return (key, params = {}) =>
    dict[key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

export const messageKeys = { en: Object.keys(en), fr: Object.keys(fr) };
