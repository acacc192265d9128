import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES } from '#domain/languages.ts';

type JsonModule = { default: Record<string, unknown> };

/** One file per language and namespace, loaded when a page first needs it. */
const namespaceFiles = import.meta.glob<JsonModule>('../locales/*/*.json');
/** The `errors` namespace is split by module (locales/<lng>/errors/<module>.json) and merged. */
const errorFiles = import.meta.glob<JsonModule>('../locales/*/errors/*.json');

async function loadNamespace(language: string, namespace: string) {
  if (namespace === 'errors') {
    const prefix = `../locales/${language}/errors/`;
    const parts = await Promise.all(
      Object.entries(errorFiles)
        .filter(([file]) => file.startsWith(prefix))
        .map(([, load]) => load()),
    );
    return Object.assign({}, ...parts.map((p) => p.default));
  }
  const load = namespaceFiles[`../locales/${language}/${namespace}.json`];
  if (!load) throw new Error(`missing translations: ${language}/${namespace}`);
  return (await load()).default;
}

export const LANGUAGE_STORAGE_KEY = 'scout.lang';

void i18n
  .use(LanguageDetector)
  .use(resourcesToBackend(loadNamespace))
  .use(initReactI18next)
  .init({
    supportedLngs: [...LANGUAGES],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    fallbackLng: DEFAULT_LANGUAGE,
    ns: ['common', 'errors'],
    defaultNS: 'common',
    interpolation: { escapeValue: false }, // React escapes
    detection: {
      order: ['localStorage', 'navigator'],
      lookupLocalStorage: LANGUAGE_STORAGE_KEY,
      caches: ['localStorage'],
      // Only a well-formed supported code is kept; anything else (including injected markup) becomes
      // "und", which is not supported, so detection moves on to the next source.
      convertDetectedLanguage: (detected: string) => {
        const code = detected.slice(0, 2).toLowerCase();
        return isLanguage(code) && /^[a-z]{2}([-_][A-Za-z]{2})?$/i.test(detected) ? code : 'und';
      },
    },
    react: { useSuspense: true },
  });

i18n.on('languageChanged', (lng) => {
  document.documentElement.lang = lng.slice(0, 2);
});

export default i18n;
