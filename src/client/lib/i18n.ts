import i18n from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { chooseLanguage, DEFAULT_LANGUAGE, LANGUAGE_COOKIE, LANGUAGES } from '#domain/languages.ts';
import { reportMissingTranslation } from './missing-translation.ts';
import { serverState } from './server-state.ts';

type JsonModule = { default: Record<string, unknown> };

/** One file per language and namespace, loaded when a page first needs it. */
const namespaceFiles = import.meta.glob<JsonModule>('../locales/*/*.json');
/**
 * The `errors` namespace is split by module (locales/<lng>/errors/<module>.json) and merged into one
 * module per language (error-messages/<lng>.ts), so that it travels as one file.
 */
const errorFiles = import.meta.glob<JsonModule>('./error-messages/*.ts');

async function loadNamespace(language: string, namespace: string) {
  const load =
    namespace === 'errors'
      ? errorFiles[`./error-messages/${language}.ts`]
      : namespaceFiles[`../locales/${language}/${namespace}.json`];
  if (!load) throw new Error(`missing translations: ${language}/${namespace}`);
  return (await load()).default;
}

const inBrowser = typeof document !== 'undefined';

/** The language the visitor chose in the header's menu: the cookie the server reads, else (older visits) local storage. */
export function chosenLanguage(): string | null {
  if (!inBrowser) return null;
  const prefix = `${LANGUAGE_COOKIE}=`;
  const cookie = document.cookie
    .split('; ')
    .find((c) => c.startsWith(prefix))
    ?.slice(prefix.length);
  try {
    return cookie ?? localStorage.getItem(LANGUAGE_COOKIE);
  } catch {
    return cookie ?? null; // storage disabled
  }
}

/**
 * A page the server rendered is hydrated in the language it was rendered in (the server applied the
 * same rule to the same cookie and Accept-Language); otherwise the rule is applied here.
 */
function startLanguage() {
  if (!inBrowser) return DEFAULT_LANGUAGE;
  return serverState()?.language ?? chooseLanguage(chosenLanguage(), navigator.languages ?? []);
}

/** Kept where the server (cookie) and later visits (both) find it. */
function saveLanguage(language: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from some supported browsers
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
  try {
    localStorage.setItem(LANGUAGE_COOKIE, language);
  } catch {}
}

void i18n
  .use(resourcesToBackend(loadNamespace))
  .use(initReactI18next)
  .init({
    lng: startLanguage(),
    supportedLngs: [...LANGUAGES],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    fallbackLng: DEFAULT_LANGUAGE,
    // The error messages (5 KB) are not needed before the first error: see loadErrorMessages.
    ns: ['common'],
    defaultNS: 'common',
    interpolation: { escapeValue: false }, // React escapes
    react: { useSuspense: true },
    // A key neither language has is shown as itself and said in the console (missing-translation.ts).
    parseMissingKeyHandler: reportMissingTranslation,
  });

if (inBrowser) {
  i18n.on('languageChanged', (lng) => {
    document.documentElement.lang = lng.slice(0, 2);
    saveLanguage(lng.slice(0, 2));
  });
}

/**
 * Loads the `errors` namespace, once; every refusal goes through it before it is shown (api-client.ts
 * waits for it before throwing), so a message is never shown untranslated. Text that is not an
 * error of a request but names an error code (a crawl stopped, a promo code refused) waits for it too.
 */
export const loadErrorMessages = () => i18n.loadNamespaces('errors');

export default i18n;
